import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildWebIfNeeded, root } from '../../scripts/build-web.mjs';

/**
 * The public site must not load a byte of the back office (ADR 130): every file the public entry
 * loads before any lazy import (index.html's scripts, styles and module preloads, and their static
 * imports) is free of admin code. A text only the admin app has marks its code.
 */
const ADMIN_MARKER = 'Staff sign-in';
let assets = '';

/** Files a JS file imports statically (`import{x}from"./a.js"`, `import"./b.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /import\s*(?:[\w$*{},\s]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.push(m[1]!);
  return out;
}

beforeAll(() => {
  (buildWebIfNeeded as () => void)();
  assets = path.join(root as string, 'dist/web/assets');
}, 120_000);

describe('the public entry chunk', () => {
  it('loads no back-office code', () => {
    const html = readFileSync(path.join(assets, '..', 'index.html'), 'utf8');
    const first = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
    expect(first.some((f) => f.endsWith('.js'))).toBe(true);
    const seen = new Set<string>();
    const queue = [...first];
    while (queue.length > 0) {
      const f = queue.shift()!;
      if (seen.has(f)) continue;
      seen.add(f);
      if (f.endsWith('.js'))
        queue.push(...staticImports(readFileSync(path.join(assets, f), 'utf8')));
    }
    for (const f of seen) {
      expect(f, f).not.toMatch(/^Admin/);
      expect(readFileSync(path.join(assets, f), 'utf8').includes(ADMIN_MARKER), f).toBe(false);
    }
  });

  it('while the admin app is built into its own chunk (the check above sees its code)', () => {
    expect(existsSync(assets)).toBe(true);
    const withMarker = readdirSync(assets).filter(
      (f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes(ADMIN_MARKER),
    );
    expect(withMarker.length).toBeGreaterThan(0);
  });
});
