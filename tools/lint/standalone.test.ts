import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: no file links or refers to documents that live outside it (the
 * product inputs the project started from). Its own words are in docs/architecture.md and
 * docs/api.md, and the list of calls is generated at /api/docs.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUTSIDE = [
  /\]\((\.\.\/)+shared\//, // a Markdown link such as ](../shared/ARCHITECTURE.md)
  /shared\/spec\//,
  /\/work\//,
  /ARCHITECTURE\.md/,
  /\bAPI\.md/,
  /website-spec/,
  /[Ss]pec sections? \d/,
];
const TEXT = /\.(ts|tsx|js|mjs|md|json|css|html|yml|yaml)$|^\.ci\//;

describe('the repository stands alone', () => {
  it('no file refers to a document outside the repository', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => TEXT.test(f) && f !== 'package-lock.json' && !f.startsWith('public/'))
      .filter((f) => f !== 'tools/lint/standalone.test.ts');
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const f of files) {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, f), 'utf8');
      } catch {
        continue; // deleted in the working tree
      }
      text.split('\n').forEach((line, i) => {
        if (OUTSIDE.some((re) => re.test(line))) found.push(`${f}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
