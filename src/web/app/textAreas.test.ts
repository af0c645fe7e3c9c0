import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, CORE_AREAS, type Area } from '../i18n';
import { FOOTER_AREAS } from './Footer.lazy';
import { BELOW_FOLD_AREAS } from '../features/home/HomePage';
import { MENU_AREAS } from './Header';
import { pageEntries } from '../../shared/routes';

/**
 * A page's texts are loaded by area before it draws (ADR 195). These tests read the sources: every
 * area a module reads through useT() — the module, and every module it imports inside src/web —
 * must be in the list its route loads, so no page meets a missing text.
 */
const web = path.resolve(import.meta.dirname, '..');

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((f) => existsSync(f));
}

/** The areas a module and its imports (static and lazy, not the dictionaries) read. */
function areasRead(file: string, seen = new Set<string>()): Set<Area> {
  const found = new Set<Area>();
  if (seen.has(file)) return found;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  const add = (name: string | undefined) => {
    const key = name?.split(':')[0]?.trim();
    if (key && (AREAS as string[]).includes(key)) found.add(key as Area);
  };
  for (const m of src.matchAll(/useT\(\)\.(\w+)/g)) add(m[1]);
  for (const m of src.matchAll(/\{([^{}]*)\}\s*=\s*useT\(\)/g)) m[1]?.split(',').forEach(add);
  for (const m of src.matchAll(/(\w+)\s*=\s*useT\(\)\s*;/g)) {
    const name = m[1] ?? '';
    for (const u of src.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) add(u[1]);
    for (const u of src.matchAll(new RegExp(`\\{([^{}]*)\\}\\s*=\\s*${name}\\b`, 'g')))
      u[1]?.split(',').forEach(add);
  }
  for (const m of src.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
    const dep = resolve(file, m[1] ?? '');
    if (!dep || dep.startsWith(path.join(web, 'i18n')) || !dep.startsWith(web)) continue;
    // the pages, the footer, the menu drawer and the home sections below the fold load their
    // own areas (checked below)
    if (/(app[\\/](routes|Footer\.lazy|Menu)|home[\\/]BelowFold)\.tsx$/.test(dep)) continue;
    for (const a of areasRead(dep, seen)) found.add(a);
  }
  return found;
}

/**
 * routes.tsx's views: each page of the route table by name, with the areas it loads and its
 * module; and the back office's (read from the source, as the budget script reads it).
 */
function pageViews(): { name: string; areas: string[]; module: string }[] {
  const file = path.join(web, 'app/routes.tsx');
  const src = readFileSync(file, 'utf8');
  const view = (name: string, areas: string, spec: string) => ({
    name,
    areas: [...areas.matchAll(/'(\w+)'/g)].map((a) => a[1] ?? ''),
    module: resolve(file, spec) ?? '',
  });
  const pages = [
    ...src.matchAll(
      /\n {2}(\w+): \{\s*areas: \[([^\]]*)\],\s*component: page\(\s*\(\) => import\('(\.[^']+)'\)/g,
    ),
  ].map((m) => view(m[1] ?? '', m[2] ?? '', m[3] ?? ''));
  const admin = /path: ADMIN_ROOT,\s*areas: \[([^\]]*)\][\s\S]*?import\('(\.[^']+)'\)/.exec(src);
  return admin ? [...pages, view('admin', admin[1] ?? '', admin[2] ?? '')] : pages;
}

describe('the texts each page loads', () => {
  it('the area finder sees the areas a page reads', () => {
    expect([...areasRead(path.join(web, 'features/home/HomePage.tsx'))]).toContain('home');
    expect([...areasRead(path.join(web, 'app/Footer.tsx'))]).toContain('info');
  });

  it('lists for every route every area its page reads', () => {
    const views = pageViews();
    // every page of the route table and the back office, each once
    expect(views.map((v) => v.name).sort()).toEqual(
      [...pageEntries.map(([name]) => name), 'admin'].sort(),
    );
    expect(views.every((v) => v.module !== '')).toBe(true);
    const missing: Record<string, string[]> = {};
    for (const v of views) {
      const lacking = [...areasRead(v.module)].filter(
        (a) => ![...CORE_AREAS, ...v.areas].includes(a),
      );
      if (lacking.length > 0) missing[v.name] = lacking;
    }
    expect(missing).toEqual({});
  });

  it('the header, the strip and the not-found page need only the core areas', () => {
    const read = areasRead(path.join(web, 'app/App.tsx'));
    expect([...read].sort()).toEqual([...CORE_AREAS].sort());
  });

  it('the menu drawer lists the areas it reads', () => {
    const read = [...areasRead(path.join(web, 'app/Menu.tsx'))];
    expect([...CORE_AREAS, ...MENU_AREAS]).toEqual(expect.arrayContaining(read));
  });

  it("the home page's sections below the fold list the areas they read", () => {
    const read = [...areasRead(path.join(web, 'features/home/BelowFold.tsx'))];
    expect([...CORE_AREAS, ...BELOW_FOLD_AREAS]).toEqual(expect.arrayContaining(read));
  });

  it('the footer lists the areas it reads', () => {
    const read = [...areasRead(path.join(web, 'app/Footer.tsx'))];
    expect([...CORE_AREAS, ...FOOTER_AREAS]).toEqual(expect.arrayContaining(read));
  });
});
