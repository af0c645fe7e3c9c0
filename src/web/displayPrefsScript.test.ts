import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * public/display-prefs.js, the script every page runs in its <head> before the first paint: the
 * language switch remembers the choice however early it is tapped, before the island script or
 * the app has come (ADR 387).
 */
const SCRIPT = readFileSync(
  path.join(import.meta.dirname, '../../public/display-prefs.js'),
  'utf8',
);

beforeAll(() => {
  new Function(SCRIPT)();
});
beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = `
    <header><a href="/hi/tours" hreflang="hi" lang="hi">हिन्दी</a></header>
    <main><a href="/hi/" hreflang="hi">a Hindi link in the page</a></main>
    <header><a href="/tours" hreflang="en"><span>English</span></a></header>`;
});

const follow = (el: Element) => {
  el.addEventListener('click', (e) => e.preventDefault(), { once: true });
  (el as HTMLElement).click();
};

describe('display-prefs.js', () => {
  it('remembers the language the header switch is followed to, before any other script', () => {
    follow(document.querySelector('header a[hreflang="hi"]')!);
    expect(localStorage.getItem('jtdc.lang')).toBe('hi');
    follow(document.querySelector('header a[hreflang="en"] span')!);
    expect(localStorage.getItem('jtdc.lang')).toBe('en');
  });

  it('does not take a link in the page for the switch', () => {
    follow(document.querySelector('main a')!);
    expect(localStorage.getItem('jtdc.lang')).toBeNull();
  });
});

describe('display-prefs.js and the browser’s own text size', () => {
  const run = (rootFontSize: string) => {
    const html = document.documentElement;
    html.removeAttribute('data-large-font');
    html.style.fontSize = rootFontSize;
    try {
      new Function(SCRIPT)();
    } finally {
      html.style.fontSize = '';
    }
    return html.hasAttribute('data-large-font');
  };

  it('marks a browser set to large text (150% or more), so its pages reflow as under A+', () => {
    expect(run('32px')).toBe(true);
    expect(run('24px')).toBe(true);
  });

  it('leaves the default and a slightly larger browser text alone', () => {
    expect(run('16px')).toBe(false);
    expect(run('20px')).toBe(false);
  });
});
