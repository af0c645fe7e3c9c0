import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A server-rendered island page, as far as the island script reads it. */
const PAGE = `
  <div id="root">
    <header data-hide-on-scroll=""><a href="/hi/" hreflang="hi">हिन्दी</a></header>
    <button type="button" data-text-size-step="-1" aria-pressed="false">A-</button>
    <button type="button" data-text-size-step="0" aria-pressed="true">A</button>
    <button type="button" data-text-size-step="1" aria-pressed="false">A+</button>
    <button type="button" data-contrast-toggle="" aria-pressed="false">Contrast</button>
    <section data-carousel="" data-interval="7000" aria-roledescription="carousel">
      <button type="button" data-carousel-move="1">Next</button>
      <div><div>
        <div aria-roledescription="slide" data-active=""><h3>One</h3></div>
        <div aria-roledescription="slide" inert=""><h3>Two</h3></div>
        <div aria-roledescription="slide" inert=""><h3>Three</h3></div>
      </div></div>
      <button type="button" data-carousel-go="0" aria-current="true"></button>
      <button type="button" data-carousel-go="1"></button>
      <button type="button" data-carousel-go="2"></button>
    </section>
    <button type="button" id="menu">Menu</button>
    <form aria-label="Search"><input id="where" value="" /></form>
    <form aria-label="Login"><fieldset disabled="" data-enabled-by-script=""><input id="user" /></fieldset></form>
  </div>
  <script type="application/json" id="app-code">{"entry":"/assets/index.js","preload":["/assets/a.js"],"islands":"/assets/islands.js"}</script>
`;

const appScripts = () => document.head.querySelectorAll('script[src="/assets/index.js"]').length;
const html = document.documentElement;

/** Marks an element as React marks the nodes it has hydrated. */
const hydrate = (el: Element) => Object.assign(el, { __reactFiber$test: {} });

beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  html.removeAttribute('data-text-size');
  html.removeAttribute('data-contrast');
  delete html.dataset.ready;
  document.head.innerHTML = '';
  document.body.innerHTML = PAGE;
  await import('./islands');
});
afterEach(() => {
  document.body.innerHTML = '';
});

const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text)!;

describe('the island script', () => {
  it('marks the page ready without loading the app', () => {
    expect(html.dataset.ready).toBe('');
    expect(appScripts()).toBe(0);
  });

  it('answers text size and contrast itself: the page and the buttons change, no app loads', () => {
    for (let i = 0; i < 5; i++) button('A+').click();
    expect(html.getAttribute('data-text-size')).toBe('4');
    expect(localStorage.getItem('jtdc.textSize')).toBe('4');
    expect(button('A+').getAttribute('aria-pressed')).toBe('true');
    expect(button('A').getAttribute('aria-pressed')).toBe('false');
    button('Contrast').click();
    expect(html.getAttribute('data-contrast')).toBe('high');
    expect(button('Contrast').getAttribute('aria-pressed')).toBe('true');
    button('A').click();
    expect(html.hasAttribute('data-text-size')).toBe(false);
    expect(appScripts()).toBe(0);
  });

  it('moves a carousel itself and leaves the slide shown for React', () => {
    button('Next').click();
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, false, true]);
    expect(document.querySelector<HTMLElement>('[data-carousel]')!.dataset.index).toBe('1');
    expect(document.querySelector('[data-carousel-go="1"]')!.getAttribute('aria-current')).toBe(
      'true',
    );
    expect(appScripts()).toBe(0);
  });

  it('hides the header while scrolling down, brings it back on scrolling up, and stops once React has it', () => {
    const header = document.querySelector('header')!;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(50);
    expect(header.hasAttribute('data-hidden')).toBe(false);
    scrollTo(400);
    expect(header.hasAttribute('data-hidden')).toBe(true);
    scrollTo(396);
    expect(header.hasAttribute('data-hidden')).toBe(true);
    scrollTo(200);
    expect(header.hasAttribute('data-hidden')).toBe(false);
    hydrate(header);
    scrollTo(900);
    expect(header.hasAttribute('data-hidden')).toBe(false);
    scrollTo(0);
    expect(appScripts()).toBe(0);
  });

  it('leaves the language switch to the browser: no app loads', () => {
    const link = document.querySelector('a[hreflang]')!;
    let followed = false;
    link.addEventListener('click', (e) => {
      followed = !e.defaultPrevented;
      e.preventDefault();
    });
    (link as HTMLAnchorElement).click();
    expect(followed).toBe(true);
    expect(appScripts()).toBe(0);
  });

  it('loads the app on another control and gives the click again once React has the element', async () => {
    const menu = button('Menu');
    const clicks = vi.fn();
    menu.addEventListener('click', clicks);
    menu.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(appScripts()).toBe(1);
    hydrate(menu);
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
  });

  it('hands a value typed before React came to React as a change', async () => {
    const where = document.querySelector<HTMLInputElement>('#where')!;
    where.value = 'Netarhat';
    where.dispatchEvent(new Event('input', { bubbles: true }));
    expect(appScripts()).toBe(1);
    const seen: string[] = [];
    where.addEventListener('input', () => seen.push(where.value));
    hydrate(where);
    await vi.waitFor(() => expect(seen).toEqual(['Netarhat']));
  });
});

describe('what the visitor did before the island script came (ADR 391)', () => {
  /** The page again, with what display-prefs.js held and a field filled, then the script. */
  async function arrive(fill: (held: Array<{ el: Element; submitter: null }>) => void) {
    vi.resetModules();
    document.body.innerHTML = PAGE;
    document.head.innerHTML = '';
    const held: Array<{ el: Element; submitter: null }> = [];
    fill(held);
    Object.assign(window, { __jtdcHeld: held, __jtdcIslands: false });
    await import('./islands');
    return held;
  }

  it('gives a held tap on a button to React once it has the button', async () => {
    const clicks = vi.fn();
    await arrive((held) => {
      const menu = button('Menu');
      menu.addEventListener('click', clicks);
      held.push({ el: menu, submitter: null });
    });
    expect(appScripts()).toBe(1);
    expect(clicks).not.toHaveBeenCalled();
    hydrate(button('Menu'));
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect((window as Window & { __jtdcIslands?: boolean }).__jtdcIslands).toBe(true);
  });

  it('answers a held tap on the text size itself, loading nothing', async () => {
    const held = await arrive((h) => h.push({ el: button('A+'), submitter: null }));
    expect(held).toEqual([]);
    expect(html.getAttribute('data-text-size')).toBe('1');
    expect(appScripts()).toBe(0);
  });

  it('sends a held form again through React, and hands over a field filled meanwhile', async () => {
    const sent = vi.fn((e: Event) => e.preventDefault());
    await arrive((held) => {
      const form = document.querySelector('form')!;
      form.addEventListener('submit', sent);
      document.querySelector<HTMLInputElement>('#where')!.value = 'Netarhat';
      held.push({ el: form, submitter: null });
    });
    expect(appScripts()).toBe(1);
    const where = document.querySelector<HTMLInputElement>('#where')!;
    const seen: string[] = [];
    where.addEventListener('input', () => seen.push(where.value));
    hydrate(where);
    hydrate(document.querySelector('form')!);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['Netarhat']);
  });

  it('enables the fields the server drew disabled for a browser without scripts', () => {
    expect(document.querySelector('fieldset')!.disabled).toBe(false);
    expect(appScripts()).toBe(0);
  });

  it('loads nothing for a page nobody touched', async () => {
    await arrive(() => undefined);
    expect(appScripts()).toBe(0);
  });
});
