import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Server render only: each web module names its own source file (`__source`, the key of the
 * client build's manifest), so the render can tell the server which page chunks it drew and the
 * server can link their CSS in the HTML's <head> (ADR 199). Bundling keeps it only where a module
 * is a chunk's entry (a lazy page).
 */
function sourceNames(): Plugin {
  let root = '';
  return {
    name: 'jtdc-source-names',
    apply: (_config, env) => env.isSsrBuild === true,
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!/\/src\/web\/.*\.tsx$/.test(id)) return null;
      const source = path.relative(root, id).split(path.sep).join('/');
      return { code: `${code}\nexport const __source = ${JSON.stringify(source)};\n`, map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), sourceNames()],
  // the browser's zod runs jitless (src/web/lib/zod.ts): the CSP forbids eval
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/web/lib/zod.ts') },
        ],
      },
  build: isSsrBuild
    ? // the server render's bundle (dist/ssr, ADR 190): node_modules stay outside, no public/ copy
      { sourcemap: false, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist/web',
        sourcemap: false,
        assetsDir: 'assets',
        // browsers that run ES2022 support <link rel="modulepreload">: no polyfill in the entry
        // (ADR 198)
        target: 'es2022',
        modulePreload: { polyfill: false },
        // one stylesheet for the whole app (25 KB gzip), linked by every page: a first visit asks
        // for one CSS file instead of one per component and page, and every later page has it
        // already (ADR 208)
        cssCodeSplit: false,
        // read by scripts/web-budget.mjs (the home page's JavaScript budget, ADR 176)
        manifest: true,
        rolldownOptions: {
          // the app (index.html) and the island pages' script (src/web/islands.ts, ADR 363): a
          // second entry that imports nothing, so it stays one small file of its own
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            islands: path.resolve(import.meta.dirname, 'src/web/islands.ts'),
          },
          output: {
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@tanstack)[\\/]/,
                },
                // the app's modules the entry imports statically are one chunk with it (rolldown
                // otherwise splits out the shared ones other chunks also import: one more
                // request and gzip stream each); ADR 198
                // (the island script stays out: it is its own small file, ADR 363)
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: /^(?!.*[\\/]src[\\/]web[\\/]islands\.ts$)/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
    },
  },
}));
