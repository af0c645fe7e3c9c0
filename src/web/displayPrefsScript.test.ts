import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

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

describe('display-prefs.js before the island script has come (ADR 391)', () => {
  type Held = { el: Element; submitter: Element | null };
  const w = window as Window & { __jtdcHeld?: Held[]; __jtdcIslands?: boolean };
  const page = (list: string) => {
    document.head.innerHTML = `<script type="application/json" id="app-code">${list}</script>`;
    document.body.innerHTML = `
      <div id="root">
        <button type="button" id="thumb">Photo 2</button>
        <a href="/allhotel/"><button type="button" id="in-link">Hotels</button></a>
        <form id="login" method="post"><input name="identifier" /><button id="go">Login</button></form>
      </div>`;
    w.__jtdcHeld = [];
    w.__jtdcIslands = false;
  };
  const ISLAND = '{"entry":"/assets/index.js","islands":"/assets/islands.js"}';
  afterAll(() => {
    document.head.innerHTML = '';
  });

  it('holds a tap on a button for the island script, and leaves links to the browser', () => {
    page(ISLAND);
    const thumb = document.getElementById('thumb')!;
    const seen = vi.fn();
    thumb.addEventListener('click', seen);
    thumb.click();
    expect(seen).not.toHaveBeenCalled();
    expect(w.__jtdcHeld?.map((h) => h.el)).toEqual([thumb]);
    const inLink = document.getElementById('in-link')!;
    let followed = false;
    inLink.addEventListener('click', (e) => {
      followed = !e.defaultPrevented;
      e.preventDefault();
    });
    inLink.click();
    expect(followed).toBe(true);
    expect(w.__jtdcHeld).toHaveLength(1);
  });

  it('holds a form the browser would send itself, with its button', () => {
    page(ISLAND);
    const form = document.getElementById('login') as HTMLFormElement;
    let sentByBrowser = false;
    form.addEventListener('submit', (e) => {
      sentByBrowser = !e.defaultPrevented;
      e.preventDefault();
    });
    const go = document.getElementById('go')!;
    form.requestSubmit(go);
    expect(sentByBrowser).toBe(false);
    expect(w.__jtdcHeld).toEqual([{ el: form, submitter: go }]);
  });

  it('holds nothing once the island script is there, nor on a page that is not an island page', () => {
    page(ISLAND);
    w.__jtdcIslands = true;
    document.getElementById('thumb')!.click();
    page('{"entry":"/assets/index.js"}');
    document.getElementById('thumb')!.click();
    expect(w.__jtdcHeld).toEqual([]);
  });
});
