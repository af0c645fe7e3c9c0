// The home page's JavaScript before interaction, from the Vite manifest of a build (ADR 176):
// the entry chunk and everything it imports statically, plus the home page's lazy chunk and its
// static imports (the router loads it at once on /), plus the English texts the home route lists
// (loaded before the first render, ADR 195). Bytes are gzip -9, as sent (ADR 171).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 100 * 1024;

/** The areas of texts the home route lists in src/web/app/routes.tsx. */
function homeAreas() {
  const routes = readFileSync(path.join(import.meta.dirname, '../src/web/app/routes.tsx'), 'utf8');
  const list = /path: paths\.home,\s*areas: \[([^\]]*)\]/.exec(routes);
  if (!list) throw new Error('routes.tsx: no areas for the home route');
  return [...(list[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
}

export function homeJsBeforeInteraction(webRoot) {
  const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  visit(entry);
  for (const k of Object.keys(manifest)) if (/features\/home\/HomePage\.tsx$/.test(k)) visit(k);
  for (const area of homeAreas()) visit(`src/web/i18n/en/${area}.ts`);
  const list = [...files].filter((f) => f.endsWith('.js'));
  const gzipBytes = list.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(webRoot, f)), { level: 9 }).length,
    0,
  );
  return { gzipBytes, files: list };
}
