import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildWebIfNeeded, root } from '../../scripts/build-web.mjs';
// @ts-expect-error plain ESM script without types
import { PAGE_JS_BUDGET_BYTES, pageJsBeforeInteraction } from '../../scripts/web-budget.mjs';
import { isIslandPage } from '../../src/server/plugins/ssr';
// @ts-expect-error plain ESM script without types
import { PUBLIC_BENCH_PAGES } from '../../bench/public-pages.mjs';

type Measure = (
  dir: string,
  page: { route: string; island: boolean; lang: 'en' | 'hi' },
) => { gzipBytes: number; files: string[] };
const measure = pageJsBeforeInteraction as Measure;
const budget = PAGE_JS_BUDGET_BYTES as { home: number; other: number };

/** The public pages the benches measure (bench/public-pages.mjs) and more content pages. */
const PAGES: Array<{ url: string; route: string }> = [
  { url: '/', route: 'paths.home' },
  { url: '/allhotel/', route: 'paths.allHotels' },
  { url: '/hotel/1', route: 'paths.hotel' },
  { url: '/destination/1', route: 'paths.destination' },
  { url: '/tours', route: 'paths.tours' },
  { url: '/login', route: 'paths.login' },
  { url: '/tour-details/1', route: 'paths.tourDetails' },
  { url: '/About', route: 'paths.about' },
  { url: '/notice', route: 'paths.notice' },
  { url: '/tenders', route: 'paths.tenders' },
  { url: '/privacy-policy', route: 'paths.privacyPolicy' },
];

const hindi = (url: string) => (url === '/' ? '/hi/' : `/hi${url}`);

/**
 * JavaScript a public page fetches before interaction, gzip bytes, from the Vite manifest of a
 * production build (built here when stale), English and Hindi: the home page at most 50 KB, any
 * other public page at most 80 KB (issue 30). An island page fetches display-prefs.js and the
 * island script (about 4 KB); the app comes when a visitor uses a control.
 */
describe('public pages JavaScript budget', () => {
  it(
    'holds each public page to its budget of gzip bytes before interaction',
    { timeout: 300_000 },
    () => {
      (buildWebIfNeeded as () => void)();
      const dir = path.join(root as string, 'dist/web');
      const over: string[] = [];
      for (const p of PAGES) {
        for (const lang of ['en', 'hi'] as const) {
          const url = lang === 'hi' ? hindi(p.url) : p.url;
          const island = isIslandPage(url);
          const { gzipBytes, files } = measure(dir, { route: p.route, island, lang });
          expect(files.length).toBeGreaterThan(0);
          const limit = p.url === '/' ? budget.home : budget.other;
          if (gzipBytes > limit)
            over.push(`${url}: ${gzipBytes} B > ${limit} B (${files.join(', ')})`);
        }
      }
      expect(over).toEqual([]);
    },
  );

  it('measures every page the benches measure, in English and Hindi', () => {
    const measured = PAGES.flatMap((p) => [p.url, hindi(p.url)]);
    expect((PUBLIC_BENCH_PAGES as string[]).filter((u) => !measured.includes(u))).toEqual([]);
  });

  it('counts the app on a page that is not an island page', () => {
    const dir = path.join(root as string, 'dist/web');
    const island = measure(dir, { route: 'paths.home', island: true, lang: 'en' });
    const app = measure(dir, { route: 'paths.home', island: false, lang: 'en' });
    expect(island.gzipBytes).toBeLessThan(8 * 1024);
    expect(app.gzipBytes).toBeGreaterThan(budget.home);
  });
});
