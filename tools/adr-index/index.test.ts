import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { readAdrs, renderIndex, TOPICS } from './gen.mjs';

test('the decisions index lists every ADR with its current title and status', () => {
  const current = readFileSync(path.join(__dirname, '../../docs/decisions/README.md'), 'utf8');
  expect(current, 'run: node tools/adr-index/gen.mjs').toBe((renderIndex as () => string)());
});

test('every ADR names one of the index topics', () => {
  const adrs = (readAdrs as () => { number: string; topic: string | null }[])();
  const topics = Object.keys(TOPICS as Record<string, string>);
  const unfiled = adrs.filter((a) => a.topic === null || !topics.includes(a.topic));
  expect(unfiled.map((a) => `${a.number}: ${a.topic ?? 'no Topic: line'}`)).toEqual([]);
});
