import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? // the server render's bundle (dist/ssr, ADR 190): node_modules stay outside, no public/ copy
      { sourcemap: false, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist/web',
        sourcemap: false,
        assetsDir: 'assets',
        target: 'es2020',
        // read by scripts/web-budget.mjs (the home page's JavaScript budget, ADR 176)
        manifest: true,
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
