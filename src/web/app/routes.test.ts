import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROOT, isAdminPath, isAppPath, pageEntries, pathsOf } from '../../shared/routes';
import { routes } from './routes';

describe('the route table the server answers 200 for', () => {
  it('holds every route the web router serves', () => {
    for (const r of routes) {
      const sample = r.path.replace(/:[^/]+/g, '7');
      expect(isAppPath(sample), r.path).toBe(true);
      // the back office is English only (no /hi/admin)
      if (!isAdminPath(sample)) expect(isAppPath(`/hi${sample}`), `/hi${r.path}`).toBe(true);
    }
  });
});

describe('the web router reads the one route table (src/shared/routes.ts)', () => {
  const declared = pageEntries.flatMap(([, spec]) => pathsOf(spec).map((p) => ({ p, spec })));

  it('draws a page for every path of the table, and no public path the table lacks', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      [...declared.map((d) => d.p), ADMIN_ROOT].sort(),
    );
  });

  it('draws each page with the layout and login wall the table declares', () => {
    for (const { p, spec } of declared) {
      const r = routes.find((route) => route.path === p);
      expect({ path: p, bare: !!r?.bare, auth: !!r?.auth }).toEqual({
        path: p,
        bare: !!spec.bare,
        auth: !!spec.auth,
      });
    }
  });

  it('routes every page component of src/web/features (a page left out of the table fails here)', () => {
    const features = path.resolve(import.meta.dirname, '../features');
    // building blocks of pages, not pages: the documents list (tenders, notice) and the info
    // page's frame (its exports are the policy pages)
    const parts = new Set(['DocumentsPage', 'InfoPage']);
    const exported = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .flatMap((f) => [
        ...readFileSync(path.join(features, f), 'utf8').matchAll(
          /export (?:function|const) ([A-Z]\w*Page)\b/g,
        ),
      ])
      .map((m) => m[1]!)
      .filter((name) => !parts.has(name));
    const routed = readFileSync(path.join(import.meta.dirname, 'routes.tsx'), 'utf8');
    const unrouted = exported.filter((name) => !routed.includes(`'${name}'`));
    expect(unrouted).toEqual([]);
    expect(exported.length).toBeGreaterThan(30);
  });
});
