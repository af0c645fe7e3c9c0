// The home page's app code (before interaction until the home page was an island page, ADR 176
// and 387; now what its first use loads), from the Vite manifest of a build:
// the entry chunk and everything it imports statically, plus the home page's lazy chunk and its
// static imports (the router loads it at once on /), plus the English texts the home route lists
// (loaded before the first render, ADR 195). Bytes are gzip -9, as sent (ADR 171).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 104 * 1024;

/**
 * A page of src/web/app/routes.tsx's `views` (one per entry of the route table, by its name): its
 * areas of texts and its page module. `name` may be written `paths.home` or `home`.
 */
function viewOf(name) {
  const key = name.replace(/^paths\./, '');
  const routes = readFileSync(path.join(import.meta.dirname, '../src/web/app/routes.tsx'), 'utf8');
  const re = new RegExp(
    `\\n  ${key}: \\{\\s*areas: \\[([^\\]]*)\\],\\s*component: page\\(\\s*\\(\\) => import\\('\\.\\./([^']+)'\\)`,
  );
  const m = re.exec(routes);
  if (!m) throw new Error(`routes.tsx: no view ${key}`);
  return {
    areas: [...(m[1] ?? '').matchAll(/'(\w+)'/g)].map((a) => a[1]),
    source: `src/web/${m[2]}.tsx`,
  };
}

/** The areas of texts the home route lists in src/web/app/routes.tsx. */
function homeAreas() {
  return viewOf('home').areas;
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
  // the app's entry (the island pages' script is an entry too, ADR 363)
  const entry = 'index.html';
  if (!manifest[entry]?.isEntry) throw new Error('the Vite manifest has no entry');
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

/**
 * The issue 30 budgets (ADR 363): JavaScript a public page fetches before interaction, gzip
 * bytes: the home page at most 50 KB, any other public page at most 80 KB, English and Hindi.
 */
export const PAGE_JS_BUDGET_BYTES = { home: 50 * 1024, other: 80 * 1024 };

/** A route of src/web/app/routes.tsx as far as the budget needs it: its page module and areas. */
function routeOf(pathKey) {
  return viewOf(pathKey);
}

const gzipOf = (webRoot, files) =>
  files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(webRoot, f)), { level: 9 }).length,
    0,
  );

/**
 * The JavaScript a public page fetches before interaction, from a build's manifest: on an island
 * page (the server's list, src/server/plugins/ssr.ts) public/display-prefs.js and the island
 * script; on any other page display-prefs.js, the app's entry and its static imports, the page's
 * chunk and its imports, and its texts (English by area, the Hindi dictionary whole).
 * `route` is the route's `path:` as routes.tsx writes it (`paths.hotel`).
 */
export function pageJsBeforeInteraction(webRoot, { route, island, lang }) {
  const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
  const files = new Set(['display-prefs.js']);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  if (island) {
    visit('src/web/islands.ts');
  } else {
    visit('index.html');
    const r = routeOf(route);
    if (r.source) visit(r.source);
    if (lang === 'hi') visit('src/web/i18n/hi/index.ts');
    else for (const area of r.areas) visit(`src/web/i18n/en/${area}.ts`);
  }
  const list = [...files].filter((f) => f.endsWith('.js'));
  return { gzipBytes: gzipOf(webRoot, list), files: list };
}
