// Compiles the server (src/server/main.ts and everything it imports) into one ES module,
// dist/server/main.js, run by plain `node` (ADR 170). npm packages stay outside the bundle and
// load from node_modules (native ones such as @node-rs/argon2 cannot be bundled); migrations/,
// dist/web and public/ are read from the repository folder at run time (src/server/lib/repo-root.ts).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newest, root } from './build-web.mjs';

const entry = path.join(root, 'src/server/main.ts');
export const serverBundle = path.join(root, 'dist/server/main.js');

export async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [entry],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** Builds dist/server/main.js when it is missing or older than the server's sources. */
export async function buildServerIfNeeded() {
  const sources = ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package.json']
    .map((p) => path.join(root, p))
    .filter(existsSync);
  const stale =
    !existsSync(serverBundle) || Math.max(...sources.map(newest)) > statSync(serverBundle).mtimeMs;
  if (!stale) return;
  console.log('Building the server...');
  await buildServer();
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--force')) await buildServer();
  else await buildServerIfNeeded();
}
