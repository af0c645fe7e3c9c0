import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's folder (the nearest one up with a package.json): the same from the sources
 * (src/server/…, run by tsx) and from the compiled bundle (dist/server/main.js), so migrations/,
 * dist/web and public/ are found either way.
 */
function findRoot(from: string): string {
  for (let dir = from; ;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return from;
    dir = up;
  }
}

export const repoRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
