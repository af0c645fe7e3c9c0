import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, proved on small probes: each probe is linted as if it were
 * a file at the given path (the files it imports are real), and must give exactly the expected
 * error, or none.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, ignore: false });
});

async function problems(file: string, imports: string): Promise<string[]> {
  const code = `import ${imports};\nexport const probe = [x];\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint: bad imports are errors', () => {
  it.each([
    [
      'a route importing its own repo',
      'src/server/modules/hotels/probe.routes.ts',
      "{ listHotels as x } from './hotels.repo'",
      'a route calls its service; only the service uses the repo',
    ],
    [
      'a route importing drizzle-orm',
      'src/server/modules/hotels/probe.routes.ts',
      "{ eq as x } from 'drizzle-orm'",
      'only *.repo.ts uses drizzle-orm',
    ],
    [
      "a repo importing another module's repo",
      'src/server/modules/bookings/probe.repo.ts',
      "{ listHotels as x } from '../hotels/hotels.repo'",
      'reach another module through its *.service.ts',
    ],
    [
      'a web feature importing another feature',
      'src/web/features/home/Probe.tsx',
      "{ useHotels as x } from '../hotels/api/getHotels'",
      'a feature never imports another feature',
    ],
    [
      'a service touching the db schema',
      'src/server/modules/hotels/probe.service.ts',
      "{ hotels as x } from '../../db/schema/index'",
      'only *.repo.ts touches the db schema',
    ],
    [
      'shared importing server code',
      'src/shared/probe.ts',
      "{ loadConfig as x } from '../server/config'",
      'src/shared imports nothing of web or server',
    ],
    [
      'shared importing a package other than zod',
      'src/shared/probe.ts',
      "{ useState as x } from 'react'",
      'src/shared imports only zod',
    ],
    [
      'web importing a server library',
      'src/web/lib/probe.ts',
      "x from 'fastify'",
      'web code cannot use server libraries',
    ],
  ])('%s', async (_name, file, imports, why) => {
    expect(await problems(file, imports)).toEqual([expect.stringContaining(why)]);
  });

  it('an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(ROOT, 'tools/lint/fixtures/cycle-a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});

describe('lint: the allowed paths stay allowed', () => {
  it.each([
    [
      "a service using another module's service",
      'src/server/modules/bookings/probe.service.ts',
      "{ getHotel as x } from '../hotels/hotels.service'",
    ],
    [
      'a route using its own service',
      'src/server/modules/hotels/probe.routes.ts',
      "{ listHotels as x } from './hotels.service'",
    ],
    [
      'a repo using the schema',
      'src/server/modules/hotels/probe.repo.ts',
      "{ hotels as x } from '../../db/schema/index'",
    ],
    [
      'a feature using its own files',
      'src/web/features/hotels/Probe.tsx',
      "{ useHotels as x } from './api/getHotels'",
    ],
    [
      'a feature using the web lib',
      'src/web/features/hotels/Probe.tsx',
      "{ api as x } from '../../lib/api'",
    ],
  ])('%s', async (_name, file, imports) => {
    expect(await problems(file, imports)).toEqual([]);
  });
});
