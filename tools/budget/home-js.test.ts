import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildWebIfNeeded, root } from '../../scripts/build-web.mjs';
// @ts-expect-error plain ESM script without types
import { HOME_JS_BUDGET_BYTES, homeJsBeforeInteraction } from '../../scripts/web-budget.mjs';

/**
 * The home page's JavaScript before interaction, in gzip bytes, from the Vite manifest of a
 * production build (built here when stale): the entry, the framework chunk, the home page's chunk
 * and the English texts the home route loads before its first render. Bytes are deterministic, so
 * CI holds the budget of 100 KB (HOME_JS_BUDGET_BYTES; ADR 176, what each step bought:
 * ADRs 195-198). About 99.7 KB today.
 */
const CI_LIMIT_BYTES = 100 * 1024;

describe('home page JavaScript budget', () => {
  it('ships at most the CI limit of gzip bytes before interaction', { timeout: 300_000 }, () => {
    (buildWebIfNeeded as () => void)();
    const { gzipBytes, files } = (
      homeJsBeforeInteraction as (dir: string) => { gzipBytes: number; files: string[] }
    )(path.join(root as string, 'dist/web'));
    expect(files.length).toBeGreaterThan(0);
    expect(CI_LIMIT_BYTES).toBeGreaterThanOrEqual(HOME_JS_BUDGET_BYTES as number);
    expect(gzipBytes, `home page JS: ${files.join(', ')}`).toBeLessThanOrEqual(CI_LIMIT_BYTES);
  });
});
