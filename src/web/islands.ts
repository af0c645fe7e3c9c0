/**
 * The script of an island page (ADR 363): a public page the server rendered whole, whose React
 * code loads only when a visitor first uses one of its interactive parts. It imports nothing (no
 * React, no shared module: the build keeps it one small file) and does, without React, what a
 * page must do by itself:
 *
 * - marks the page ready (`<html data-ready>`, what the browser tests wait for);
 * - the text size and contrast controls (`data-text-size-step`, `data-contrast-toggle`; the same
 *   keys and limits as src/web/lib/displayPrefs.ts and public/display-prefs.js);
 * - the hero's background videos (`data-banner-video`): they play by themselves on screen unless
 *   the visitor asked for less motion or less data, and their button pauses them
 *   (`data-banner-toggle`; the choice is left on the video for React, `data-choice`);
 * - the carousels (`data-carousel`, components/Carousel.tsx): they turn by themselves as React
 *   would turn them, and their buttons and arrow keys move them (the slide shown and a pause are
 *   left on the carousel for React, `data-index` and `data-choice`);
 * - the header hides while the page scrolls down and comes back on scrolling up
 *   (`header[data-hide-on-scroll]`, by its `data-hidden`, as Header's useHideOnScroll does);
 * - a part that must draw itself once on screen (`data-hydrate="visible"`: the Instagram feed)
 *   loads the app when it comes near.
 *
 * Any other control (a button, a field, a form) loads the app's code, listed by the server in
 * `<script id="app-code">`, and React hydrates the page (src/web/main.tsx). What the visitor did
 * meanwhile is not lost: the click is held and given again to the same element once React has
 * taken it over, a key likewise, and what was typed or chosen in a field is handed to React as a
 * change. Links stay plain links: a public page's next page is another server-rendered page.
 * A tap on a button or a form sent before this script came was held by display-prefs.js and is
 * answered as the script starts, as is a field filled meanwhile; a form the server drew disabled
 * for browsers without scripts (`data-enabled-by-script`) is enabled (ADR 391).
 */

type AppCode = { entry?: string; preload?: string[] };

const TEXT_SIZE_KEY = 'jtdc.textSize';
const CONTRAST_KEY = 'jtdc.contrast';
const TEXT_SIZE_MIN = -1;
const TEXT_SIZE_MAX = 4;
/** How long a held action waits for React to take its element over before it is dropped. */
const REPLAY_WAIT_MS = 20_000;

const html = document.documentElement;
const root = document.getElementById('root');

/** Elements that answer a visitor through React (links are left to the browser). */
const INTERACTIVE =
  'button, input, select, textarea, summary, label, [role="button"], [role="tab"], [contenteditable]';

function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** Whether React has taken this element over (hydrated it): React marks its nodes. */
function hydrated(el: Element): boolean {
  for (const k in el) if (k.startsWith('__reactFiber$')) return true;
  return false;
}

// ---- the app's code, on demand -----------------------------------------------------------------

let started = false;
/** Loads the app's code (as public/display-prefs.js does on a page that is not an island page). */
function loadApp(): void {
  if (started) return;
  started = true;
  const list = document.getElementById('app-code');
  let code: AppCode = {};
  try {
    code = JSON.parse(list?.textContent ?? '{}') as AppCode;
  } catch {
    return;
  }
  const add = (el: HTMLLinkElement | HTMLScriptElement) => {
    el.crossOrigin = '';
    document.head.appendChild(el);
  };
  for (const href of code.preload ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    add(link);
  }
  if (!code.entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = code.entry;
  add(script);
}

/** Resolves once React has hydrated `el` (false if it has not after REPLAY_WAIT_MS). */
function whenHydrated(el: Element): Promise<boolean> {
  const until = Date.now() + REPLAY_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (hydrated(el)) resolve(true);
      else if (!el.isConnected || Date.now() > until) resolve(false);
      else setTimeout(check, 30);
    };
    check();
  });
}

/** Held actions, given again in their order, each once React has its element. */
let queue: Promise<unknown> = Promise.resolve();
function replay(el: Element, run: () => void): void {
  loadApp();
  queue = queue
    .then(() => whenHydrated(el))
    .then((ok) => {
      if (ok) run();
    })
    // a turn between actions: React commits what the previous one changed
    .then(() => new Promise((r) => setTimeout(r, 0)));
}

/**
 * Hands a field's value, as the visitor left it before React took the field over, to React as a
 * change: React compares a field's value with the one it last saw, so the field is set to another
 * value through React's own setter first, then to the visitor's one past it, then told.
 */
function replayValue(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, v: string) {
  const proto = Object.getPrototypeOf(el) as object;
  const set = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  el.value = `${v}\u0001`;
  if (set) set.call(el, v);
  else el.value = v;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

function replayChecked(el: HTMLInputElement, checked: boolean) {
  if (el.checked === checked) el.checked = !checked;
  el.click();
}

// ---- text size and contrast --------------------------------------------------------------------

function textSize(): number {
  const n = Number(html.getAttribute('data-text-size') ?? 0);
  return Number.isInteger(n) ? n : 0;
}
const highContrast = () => html.getAttribute('data-contrast') === 'high';

/** The strip's buttons say which size and contrast are on (the server drew the defaults). */
function showDisplayPrefs(): void {
  const size = textSize();
  for (const b of document.querySelectorAll<HTMLElement>('[data-text-size-step]')) {
    if (hydrated(b)) continue;
    const step = Number(b.dataset.textSizeStep);
    const on = step < 0 ? size < 0 : step > 0 ? size > 0 : size === 0;
    b.setAttribute('aria-pressed', String(on));
  }
  for (const b of document.querySelectorAll<HTMLElement>('[data-contrast-toggle]')) {
    if (!hydrated(b)) b.setAttribute('aria-pressed', String(highContrast()));
  }
}

function setTextSize(step: number): void {
  const s = Math.max(TEXT_SIZE_MIN, Math.min(TEXT_SIZE_MAX, Math.round(step)));
  if (s === 0) html.removeAttribute('data-text-size');
  else html.setAttribute('data-text-size', String(s));
  store(TEXT_SIZE_KEY, s === 0 ? null : String(s));
  showDisplayPrefs();
}

function toggleContrast(): void {
  const on = !highContrast();
  if (on) html.setAttribute('data-contrast', 'high');
  else html.removeAttribute('data-contrast');
  store(CONTRAST_KEY, on ? 'high' : null);
  showDisplayPrefs();
}

// ---- the hero's background videos --------------------------------------------------------------

type Net = { saveData?: boolean };
const autoplayAllowed = () =>
  !(
    typeof window.matchMedia === 'function' &&
    matchMedia('(prefers-reduced-motion: reduce)').matches
  ) && (navigator as Navigator & { connection?: Net }).connection?.saveData !== true;

const onScreen = new WeakMap<HTMLVideoElement, boolean>();

function videoPlaying(v: HTMLVideoElement): boolean {
  const choice = v.dataset.choice;
  return choice ? choice === 'play' : autoplayAllowed();
}

/** Plays or pauses a banner as its state says, and names its button for what it would do. */
function showVideo(v: HTMLVideoElement): void {
  if (hydrated(v)) return;
  const playing = videoPlaying(v);
  v.muted = true;
  if (playing && onScreen.get(v)) {
    v.play().catch(() => {
      // autoplay refused (a data saver, a low-power mode): the poster stays
    });
  } else {
    v.pause();
  }
  const button = v.parentElement?.querySelector<HTMLElement>('[data-banner-toggle]');
  if (!button || hydrated(button)) return;
  const label = playing ? button.dataset.labelPause : button.dataset.labelPlay;
  if (label) button.setAttribute('aria-label', label);
  button.toggleAttribute('data-playing', playing);
}

function startVideos(): void {
  const videos = [...document.querySelectorAll<HTMLVideoElement>('video[data-banner-video]')];
  if (videos.length === 0) return;
  // the first banner may fetch its metadata early when it may play (as HeroBanners draws it)
  if (autoplayAllowed() && videos[0]) videos[0].preload = 'metadata';
  const io =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          for (const e of entries) {
            const v = e.target as HTMLVideoElement;
            if (hydrated(v)) {
              io?.unobserve(v);
              continue;
            }
            onScreen.set(v, e.isIntersecting);
            showVideo(v);
          }
        });
  for (const v of videos) {
    if (io) io.observe(v);
    else onScreen.set(v, true);
    showVideo(v);
  }
}

function toggleVideo(button: HTMLElement): void {
  const v = button.parentElement?.querySelector<HTMLVideoElement>('video[data-banner-video]');
  if (!v) return;
  v.dataset.choice = videoPlaying(v) ? 'pause' : 'play';
  showVideo(v);
}

// ---- carousels ---------------------------------------------------------------------------------

/** What the island script knows of a carousel (components/Carousel.tsx draws its markers). */
type Turn = { hovered: boolean; focused: boolean; timer: number };
const turns = new WeakMap<HTMLElement, Turn>();

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const slidesOf = (c: HTMLElement) => [
  ...c.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
];

function carouselPlaying(c: HTMLElement): boolean {
  const choice = c.dataset.choice;
  return choice ? choice === 'play' : c.dataset.autoplay !== undefined && !reducedMotion();
}

/** Shows slide `to` of carousel `c` as React would draw it, then times the next move. */
function showSlide(c: HTMLElement, to: number): void {
  const slides = slidesOf(c);
  const count = slides.length;
  if (count === 0 || hydrated(c)) return;
  const i = ((to % count) + count) % count;
  c.dataset.index = String(i);
  const track = slides[0]?.parentElement;
  if (track) track.style.transform = `translateX(${-100 * i}%)`;
  slides.forEach((s, k) => {
    s.toggleAttribute('inert', k !== i);
    s.toggleAttribute('data-active', k === i);
  });
  c.querySelectorAll('[data-carousel-go]').forEach((d, k) => {
    if (k === i) d.setAttribute('aria-current', 'true');
    else d.removeAttribute('aria-current');
  });
  timeCarousel(c);
}

/** (Re)starts the carousel's timer when it turns by itself, and says so on its controls. */
function timeCarousel(c: HTMLElement): void {
  const turn = turns.get(c);
  if (!turn) return;
  clearTimeout(turn.timer);
  if (hydrated(c)) return;
  const playing = carouselPlaying(c);
  const rotating =
    playing &&
    !turn.hovered &&
    !turn.focused &&
    document.visibilityState !== 'hidden' &&
    slidesOf(c).length > 1;
  const toggle = c.querySelector<HTMLElement>('[data-carousel-toggle]');
  if (toggle && !hydrated(toggle)) {
    const label = playing ? toggle.dataset.labelPause : toggle.dataset.labelPlay;
    if (label) toggle.setAttribute('aria-label', label);
    toggle.toggleAttribute('data-playing', playing);
  }
  slidesOf(c)[0]?.parentElement?.setAttribute('aria-live', rotating ? 'off' : 'polite');
  if (!rotating) return;
  const ms = Number(c.dataset.interval) || 7000;
  turn.timer = window.setTimeout(() => showSlide(c, Number(c.dataset.index ?? 0) + 1), ms);
}

function startCarousels(): void {
  const all = [...document.querySelectorAll<HTMLElement>('[data-carousel]')];
  for (const c of all) {
    const turn: Turn = { hovered: false, focused: false, timer: 0 };
    turns.set(c, turn);
    const set = (k: 'hovered' | 'focused', v: boolean) => () => {
      turn[k] = v;
      timeCarousel(c);
    };
    c.addEventListener('mouseenter', set('hovered', true));
    c.addEventListener('mouseleave', set('hovered', false));
    c.addEventListener('focusin', set('focused', true));
    c.addEventListener('focusout', (e) => {
      if (!c.contains(e.relatedTarget as Node | null)) set('focused', false)();
    });
    timeCarousel(c);
  }
  if (all.length > 0) {
    document.addEventListener('visibilitychange', () => all.forEach(timeCarousel));
  }
}

/** Arrow keys, Home and End move a carousel that React has not taken over yet. */
function carouselKey(control: Element, key: string): boolean {
  const c = control.closest<HTMLElement>('[data-carousel]');
  if (!c || hydrated(c)) return false;
  const i = Number(c.dataset.index ?? 0);
  const moves: Record<string, number> = {
    ArrowLeft: i - 1,
    ArrowRight: i + 1,
    Home: 0,
    End: slidesOf(c).length - 1,
  };
  const to = moves[key];
  if (to === undefined) return false;
  showSlide(c, to);
  return true;
}

// ---- the header that hides on scroll ------------------------------------------------------------

/** How far the page must move before the header answers, and how far down it may hide. */
const HEADER_STEP_PX = 8;
const HEADER_KEEP_PX = 80;

/**
 * Hides the header while scrolling down and brings it back on scrolling up, by its `data-hidden`
 * (the CSS moves it), as Header's useHideOnScroll does; React reads the attribute as it takes over.
 */
function startHeader(): void {
  const header = document.querySelector<HTMLElement>('header[data-hide-on-scroll]');
  if (!header) return;
  let last = window.scrollY;
  const onScroll = () => {
    if (hydrated(header)) {
      window.removeEventListener('scroll', onScroll);
      return;
    }
    const y = window.scrollY;
    if (Math.abs(y - last) < HEADER_STEP_PX) return;
    header.toggleAttribute('data-hidden', y > last && y > HEADER_KEEP_PX);
    last = y;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
}

// ---- what a visitor does -----------------------------------------------------------------------

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (el: Element): el is Field =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLSelectElement ||
  el instanceof HTMLTextAreaElement;

/** The element of the page that answers a click on `target`: a control, a link or nothing. */
function answering(target: EventTarget | null): { control: Element | null; link: Element | null } {
  if (!(target instanceof Element) || !root?.contains(target)) return { control: null, link: null };
  const control = target.closest(INTERACTIVE);
  const link = target.closest('a[href]');
  // the nearer of the two answers
  if (control && link)
    return link.contains(control) ? { control, link: null } : { control: null, link };
  return { control, link };
}

/** A control this script answers itself, while React has not taken the page over. */
function answerNatively(control: Element): boolean {
  if (!(control instanceof HTMLElement) || hydrated(control)) return false;
  const step = control.dataset.textSizeStep;
  if (step !== undefined) {
    const n = Number(step);
    setTextSize(n === 0 ? 0 : textSize() + n);
    return true;
  }
  if (control.dataset.contrastToggle !== undefined) {
    toggleContrast();
    return true;
  }
  if (control.dataset.bannerToggle !== undefined) {
    toggleVideo(control);
    return true;
  }
  const c = control.closest<HTMLElement>('[data-carousel]');
  if (!c || hydrated(c)) return false;
  const i = Number(c.dataset.index ?? 0);
  if (control.dataset.carouselMove !== undefined) {
    showSlide(c, i + Number(control.dataset.carouselMove));
    return true;
  }
  if (control.dataset.carouselGo !== undefined) {
    showSlide(c, Number(control.dataset.carouselGo));
    return true;
  }
  if (control.dataset.carouselToggle !== undefined) {
    c.dataset.choice = carouselPlaying(c) ? 'pause' : 'play';
    timeCarousel(c);
    return true;
  }
  return false;
}

/** A click on a control that is a button to React: answered here or held for the app. */
function answerClick(control: Element): void {
  if (answerNatively(control)) return;
  const held = control as HTMLElement;
  replay(held, () => held.click());
}

function onClick(e: MouseEvent): void {
  const { control, link } = answering(e.target);
  // a link is followed by the browser (display-prefs.js remembers the language switch's choice)
  if (link) return;
  if (!control || hydrated(control)) return;
  // a click on a label reaches its field, which answers itself
  if (control instanceof HTMLLabelElement) return;
  if (
    isField(control) &&
    !(
      control instanceof HTMLInputElement &&
      /^(checkbox|radio|submit|button|reset|image)$/.test(control.type)
    )
  ) {
    loadApp();
    return;
  }
  e.preventDefault();
  e.stopImmediatePropagation();
  answerClick(control);
}

/** Keys a browser turns into a click or a focus move: left to it. */
const PASS_KEYS = new Set(['Tab', 'Enter', ' ', 'Shift', 'Control', 'Alt', 'Meta', 'Escape']);

function onKeyDown(e: KeyboardEvent): void {
  const { control } = answering(e.target);
  if (!control || hydrated(control)) return;
  if (isField(control) || control instanceof HTMLLabelElement) {
    // typing stays in the field; its value is handed over by onFieldChange
    loadApp();
    return;
  }
  if (carouselKey(control, e.key)) {
    e.preventDefault();
    e.stopImmediatePropagation();
    return;
  }
  if (PASS_KEYS.has(e.key)) {
    loadApp();
    return;
  }
  e.preventDefault();
  e.stopImmediatePropagation();
  const init: KeyboardEventInit = {
    key: e.key,
    code: e.code,
    shiftKey: e.shiftKey,
    ctrlKey: e.ctrlKey,
    altKey: e.altKey,
    metaKey: e.metaKey,
    bubbles: true,
    cancelable: true,
  };
  replay(control, () => control.dispatchEvent(new KeyboardEvent('keydown', init)));
}

/** A field changed before React had it: its value is handed to React once it has. */
function onFieldChange(e: Event): void {
  const el = e.target;
  if (!(el instanceof Element) || !root?.contains(el) || !isField(el) || hydrated(el)) return;
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    const checked = el.checked;
    replay(el, () => replayChecked(el, checked));
    return;
  }
  const value = el.value;
  replay(el, () => replayValue(el, value));
}

/** Sends `form` again through React, by the same button, once React has it. */
function submitLater(form: HTMLFormElement, submitter: HTMLElement | null): void {
  replay(form, () => {
    if (submitter && form.contains(submitter)) form.requestSubmit(submitter);
    else form.requestSubmit();
  });
}

/** A form sent before React had it is sent again through React (not by the browser). */
function onSubmit(e: SubmitEvent): void {
  const form = e.target;
  if (!(form instanceof HTMLFormElement) || !root?.contains(form) || hydrated(form)) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  submitLater(form, e.submitter);
}

/**
 * What the visitor did between the first paint and this script: display-prefs.js held the taps
 * on buttons and the forms sent (`__jtdcHeld`), and a field typed into or ticked shows it by its
 * value. They are answered now, as if they came after (ADR 391).
 */
type Held = { el: Element; submitter: HTMLElement | null };
type Handover = { __jtdcHeld?: Held[]; __jtdcIslands?: boolean };

function takeOver(): void {
  const w = window as Window & Handover;
  w.__jtdcIslands = true;
  // a form the server drew disabled for a browser without scripts (the login page's fields) is
  // usable from now on: what is typed is handed to the app, a submission is held for it
  for (const el of root?.querySelectorAll('[data-enabled-by-script][disabled]') ?? []) {
    if (!hydrated(el)) el.removeAttribute('disabled');
  }
  for (const { el, submitter } of w.__jtdcHeld?.splice(0) ?? []) {
    if (!el.isConnected || hydrated(el)) continue;
    if (el instanceof HTMLFormElement) submitLater(el, submitter);
    else answerClick(el);
  }
  for (const el of root?.querySelectorAll('input, select, textarea') ?? []) {
    if (!isField(el) || hydrated(el)) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      const checked = el.checked;
      if (checked !== el.defaultChecked) replay(el, () => replayChecked(el, checked));
      continue;
    }
    const first =
      el instanceof HTMLSelectElement
        ? ([...el.options].find((o) => o.defaultSelected) ?? el.options[0])?.value
        : el.defaultValue;
    const value = el.value;
    if (first !== undefined && value !== first) replay(el, () => replayValue(el, value));
  }
}

/** The controls this script answers itself (answerNatively): using them loads nothing. */
const NATIVE =
  '[data-text-size-step], [data-contrast-toggle], [data-banner-toggle], [data-carousel] button';

/** A touch, a press or a focus on a control starts loading the app before the click arrives. */
function onFirstContact(e: Event): void {
  const { control } = answering(e.target);
  if (control && !hydrated(control) && !control.matches(NATIVE)) loadApp();
}

/** Parts that draw themselves once near the screen load the app when they come near. */
function watchVisibleParts(): void {
  const parts = document.querySelectorAll('[data-hydrate="visible"]');
  if (parts.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    loadApp();
    return;
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      loadApp();
    },
    { rootMargin: '400px' },
  );
  parts.forEach((p) => io.observe(p));
}

function signedIn(): boolean {
  try {
    return localStorage.getItem('jtdc.signedIn') === '1';
  } catch {
    return false;
  }
}

if (root) {
  const capture = { capture: true };
  document.addEventListener('click', onClick, capture);
  document.addEventListener('keydown', onKeyDown, capture);
  document.addEventListener('input', onFieldChange, capture);
  document.addEventListener('change', onFieldChange, capture);
  document.addEventListener('submit', onSubmit, capture);
  for (const type of ['pointerdown', 'touchstart', 'focusin']) {
    document.addEventListener(type, onFirstContact, { capture: true, passive: true });
  }
  showDisplayPrefs();
  startHeader();
  startVideos();
  startCarousels();
  watchVisibleParts();
  takeOver();
  if (signedIn()) {
    // a signed-in visitor's header shows who they are: the app draws it at once, and marks the
    // page ready itself once it has
    loadApp();
  } else {
    html.dataset.ready = '';
  }
}

// a module (its names are its own), with nothing to export
export {};
