// The home page's JavaScript before interaction, from the Vite manifest of a build (ADR 176):
// the entry chunk and everything it imports statically, plus the home page's lazy chunk and its
// static imports (the router loads it at once on /). Bytes are gzip -9, as sent (ADR 171).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 100 * 1024;

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
  const list = [...files].filter((f) => f.endsWith('.js'));
  const gzipBytes = list.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(webRoot, f)), { level: 9 }).length,
    0,
  );
  return { gzipBytes, files: list };
}
