import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, proved on small probes: each probe is linted as if it were
 * a file at the given path (the files it imports are real), and must give exactly the expected
 * rule's error, or none.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, ignore: false });
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const BOUNDARY = 'import-x/no-restricted-paths';

describe('lint: bad imports are errors', () => {
  it('a route importing its own repo', async () => {
    const found = await problems(
      'src/server/modules/hotels/probe.routes.ts',
      "import { listHotels } from './hotels.repo';\nexport const x = listHotels;\n",
    );
    expect(found).toEqual([expect.stringContaining(BOUNDARY)]);
    expect(found[0]).toContain('only the service uses the repo');
  });

  it('a route importing drizzle-orm', async () => {
    const found = await problems(
      'src/server/modules/hotels/probe.routes.ts',
      "import { eq } from 'drizzle-orm';\nexport const x = eq;\n",
    );
    expect(found).toEqual([expect.stringContaining('no-restricted-imports')]);
  });

  it("a repo importing another module's repo", async () => {
    const found = await problems(
      'src/server/modules/bookings/probe.repo.ts',
      "import { listHotels } from '../hotels/hotels.repo';\nexport const x = listHotels;\n",
    );
    expect(found).toEqual([
      expect.stringContaining('reach another module through its *.service.ts'),
    ]);
  });

  it('a web feature importing another feature', async () => {
    const found = await problems(
      'src/web/features/home/Probe.tsx',
      "import { useHotel } from '../hotels/api/getHotel';\nexport const x = useHotel;\n",
    );
    expect(found).toEqual([expect.stringContaining('a feature never imports another feature')]);
  });

  it('a service touching the db schema', async () => {
    const found = await problems(
      'src/server/modules/hotels/probe.service.ts',
      "import { hotels } from '../../db/schema/index';\nexport const x = hotels;\n",
    );
    expect(found).toEqual([expect.stringContaining('only *.repo.ts touches the db schema')]);
  });

  it('shared importing server code, and web importing a server library', async () => {
    expect(
      await problems(
        'src/shared/probe.ts',
        "import { loadConfig } from '../server/config';\nexport const x = loadConfig;\n",
      ),
    ).toEqual([expect.stringContaining('src/shared imports nothing of web or server')]);
    expect(
      await problems(
        'src/shared/probe.ts',
        "import { useState } from 'react';\nexport const x = useState;\n",
      ),
    ).toEqual([expect.stringContaining('src/shared imports only zod')]);
    expect(
      await problems(
        'src/web/lib/probe.ts',
        "import Fastify from 'fastify';\nexport const x = Fastify;\n",
      ),
    ).toEqual([expect.stringContaining('web code cannot use server libraries')]);
  });

  it('an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(ROOT, 'tools/lint/fixtures/cycle-a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});

describe('lint: the allowed paths stay allowed', () => {
  it("a service using another module's service, a route its own service, a repo the schema", async () => {
    expect(
      await problems(
        'src/server/modules/bookings/probe.service.ts',
        "import { getHotel } from '../hotels/hotels.service';\nexport const x = getHotel;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/server/modules/hotels/probe.routes.ts',
        "import { listHotels } from './hotels.service';\nexport const x = listHotels;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/server/modules/hotels/probe.repo.ts',
        "import { hotels } from '../../db/schema/index';\nexport const x = hotels;\n",
      ),
    ).toEqual([]);
  });

  it('a feature using its own files and the shared web lib', async () => {
    expect(
      await problems(
        'src/web/features/hotels/Probe.tsx',
        "import { useHotel } from './api/getHotel';\nimport { api } from '../../lib/api';\nexport const x = [useHotel, api];\n",
      ),
    ).toEqual([]);
  });
});
