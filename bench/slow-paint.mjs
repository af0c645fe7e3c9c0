// The home page on a cheap phone's slow link (issue 30, ADR 392): Chromium at 360 px with the
// network slowed to 1.6 Mbps down, 750 kbps up and 150 ms round trips (Lighthouse's slow 4G)
// loads `/` and `/hi/`, films every frame it paints from the first paint until the page is
// interactive (its island script has marked it ready, the load event has fired and the network
// has been quiet for a second), and says whether anything on screen moved meanwhile:
// - the layout shifts the browser reports for the whole load (PerformanceObserver, every entry
//   summed, none excused), and
// - where each element of the first screen sits in every frame, against where it was first
//   drawn (the header, its controls, the page's heading, text and form fields).
// A step of `npm run bench` (bench/run.mjs writes the figures to bench/results/latest.json); alone:
// `node bench/slow-paint.mjs [base URL]` against a running server. The frames are PNG files in
// SLOW_PAINT_SHOTS (default: a folder in the system's temp folder), never in the repository.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

/* global window, document, performance, PerformanceObserver, requestAnimationFrame, innerHeight -- watchLayout and the page step's functions run in Chromium */

export const SLOW_PAINT_PAGES = ['/', '/hi/'];

/** Lighthouse's "slow 4G" as the issue names it: 1.6 Mbps down. */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Moves below this many CSS pixels are rounding, not movement. */
const MOVE_PX = 0.5;

/** What the page records from its first frame (runs before any of the page's own scripts). */
function watchLayout() {
  const w = window;
  w.__slowPaint = { shifts: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__slowPaint.shifts.push({
        value: e.value,
        at: Math.round(e.startTime),
        sources: (e.sources ?? []).map((s) => {
          const n = s.node;
          const name =
            n && n.nodeType === 1 ? `${n.nodeName.toLowerCase()}.${n.className}` : '#text';
          const r = (x) => [x.x, x.y, x.width, x.height].map(Math.round).join(',');
          return `${name} ${r(s.previousRect)} -> ${r(s.currentRect)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // the elements a visitor sees first, by a readable name
  const KEY =
    'header, header a, header a > *, header button, main h1, main h2, main p, main label, main input, main select, main button, main img';
  const describe = (el) =>
    `${el.nodeName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('alt') || '').trim().slice(0, 30)}"`;
  const frame = () => {
    const seen = {};
    const els = document.querySelectorAll(KEY);
    for (let i = 0; i < els.length; i++) {
      // a carousel turning by itself moves its slides on purpose
      if (els[i].closest('[data-carousel]')) continue;
      const r = els[i].getBoundingClientRect();
      // on the first screen, drawn (a hidden element has no box)
      if (r.width === 0 || r.height === 0 || r.top >= innerHeight || r.bottom <= 0) continue;
      seen[`${i} ${describe(els[i])}`] = [r.left, r.top, r.width, r.height];
    }
    return seen;
  };
  // every frame's layout, taken as the frame is drawn (a frame callback runs before its paint)
  const tick = (at) => {
    if (document.body && w.__slowPaint.frames.length < 2000) {
      w.__slowPaint.frames.push({ at: Math.round(at), boxes: frame() });
    }
    if (!w.__slowPaintStop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The elements drawn in the first frame that later sat elsewhere, with how far they moved. */
function moves(first, frames) {
  const out = new Map();
  for (const f of frames) {
    for (const [key, [x0, y0, w0, h0]] of Object.entries(first.boxes)) {
      const now = f.boxes[key];
      // an element that left the first screen or was removed is not a move of what is drawn
      if (!now) continue;
      const d = Math.max(
        Math.abs(now[0] - x0),
        Math.abs(now[1] - y0),
        Math.abs(now[2] - w0),
        Math.abs(now[3] - h0),
      );
      if (d > MOVE_PX && d > (out.get(key)?.px ?? 0)) {
        const box = (b) => b.map((v) => Math.round(v)).join(',');
        out.set(key, { px: +d.toFixed(1), at: f.at, from: box(first.boxes[key]), to: box(now) });
      }
    }
  }
  return [...out].map(([element, m]) => ({ element, ...m }));
}

/**
 * Loads each page on the slow link, films it and measures movement. Per page: the layout shift
 * summed over the whole load, the elements that moved, the times of the first paint and of
 * interactive, and the frames saved.
 */
export async function slowPaint(base, { pages = SLOW_PAINT_PAGES, shotsDir, log } = {}) {
  const dir = shotsDir ?? path.join(os.tmpdir(), 'slow-paint');
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const out = [];
  try {
    for (const url of pages) {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      const page = await context.newPage();
      await page.addInitScript(watchLayout);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
      const name = url.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home';
      const frames = [];
      cdp.on('Page.screencastFrame', (f) => {
        frames.push({ at: f.metadata.timestamp, data: f.data });
        cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => undefined);
      });
      await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
      let inFlight = 0;
      let quietSince = Date.now();
      page.on('request', () => {
        inFlight += 1;
      });
      const done = () => {
        inFlight = Math.max(0, inFlight - 1);
        if (inFlight === 0) quietSince = Date.now();
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      const started = Date.now();
      await page.goto(new URL(url, base).href, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 60_000 });
      // interactive: ready, loaded, and nothing more coming for a second
      while (!(inFlight === 0 && Date.now() - quietSince >= 1000)) {
        if (Date.now() - started > 120_000) break;
        await page.waitForTimeout(100);
      }
      const interactiveMs = Date.now() - started;
      await page.waitForTimeout(300);
      await cdp.send('Page.stopScreencast');
      const seen = await page.evaluate(() => {
        window.__slowPaintStop = true;
        return {
          ...window.__slowPaint,
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          origin: performance.timeOrigin,
        };
      });
      // every frame from the first paint with content to interactive (a film of the load), named
      // by its time since the navigation started; the blank frames before it are left out
      const since = (f) => Math.round(f.at * 1000 - seen.origin);
      const shown = frames.filter((f) => seen.paint === null || since(f) >= seen.paint - 20);
      const files = shown.map((f, i) => {
        const file = path.join(
          dir,
          `${name}-${String(i).padStart(3, '0')}-${String(since(f)).padStart(5, '0')}ms.png`,
        );
        writeFileSync(file, Buffer.from(f.data, 'base64'));
        return file;
      });
      const cls = seen.shifts.reduce((s, e) => s + e.value, 0);
      // the layout shown at the first paint with content (a page laid out but not yet shown is
      // not seen moving), then every frame after it
      const firstAt = seen.frames.findLastIndex((f) => f.at <= (seen.paint ?? 0));
      const shownFrames = seen.frames.slice(Math.max(0, firstAt));
      const moved = shownFrames.length > 1 ? moves(shownFrames[0], shownFrames.slice(1)) : [];
      const result = {
        page: url,
        cls: +cls.toFixed(4),
        shifts: seen.shifts,
        moved,
        firstPaintMs: seen.paint === null ? null : Math.round(seen.paint),
        interactiveMs,
        frames: files.length,
        firstFrame: files[0] ?? null,
        lastFrame: files.at(-1) ?? null,
      };
      log?.(
        `slow paint ${url}: first paint ${result.firstPaintMs} ms, interactive ${interactiveMs} ms, ` +
          `${files.length} frames, layout shift ${result.cls}, ${moved.length} elements moved`,
      );
      out.push(result);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

if (process.argv[1] === import.meta.filename) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const results = await slowPaint(base, {
    shotsDir: process.env.SLOW_PAINT_SHOTS,
    log: (m) => console.error(m),
  });
  for (const r of results) {
    console.log(
      `${r.page}\tfirst paint ${r.firstPaintMs} ms\tinteractive ${r.interactiveMs} ms\t` +
        `layout shift ${r.cls}\tmoved ${r.moved.length}\tframes ${r.firstFrame} … ${r.lastFrame}`,
    );
    for (const m of r.moved)
      console.log(`  moved ${m.px} px at ${m.at} ms: ${m.element} (x,y,w,h ${m.from} -> ${m.to})`);
    for (const s of r.shifts)
      console.log(`  shift ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`);
  }
  process.exit(results.every((r) => r.cls === 0 && r.moved.length === 0) ? 0 : 1);
}
