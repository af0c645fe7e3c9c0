import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { renderIndex } from './gen.mjs';

test('the decisions index lists every ADR with its current title and status', () => {
  const current = readFileSync(path.join(__dirname, '../../docs/decisions/README.md'), 'utf8');
  expect(current, 'run: node tools/adr-index/gen.mjs').toBe((renderIndex as () => string)());
});
