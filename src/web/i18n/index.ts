import { createContext, use, useCallback, useContext, type ReactNode } from 'react';
import { MSG } from '../../shared/messages';
import { HINDI_PREFIX, splitLangPrefix } from '../../shared/routes';
import { common } from './en/common';
import type { en } from './en';
import type { Shape } from './shape';

/**
 * The site's languages. The language is in the URL (English at /path, Hindi at /hi/path): a Hindi
 * page can be shared and indexed. Components read it with useLang(), their texts with useT(), and
 * build links with useLocalePath(). Code outside components takes the language as a parameter
 * (docs/decisions/100-i18n-language-from-the-url.md).
 */
export type Lang = 'en' | 'hi';

/** Every UI text of the site, per area: `{ common, booking, hotels, … }`. */
export type Dict = Shape<typeof en>;

/** An area of the dictionary (`home`, `booking`, …): the unit in which texts are loaded. */
export type Area = keyof Dict;

const LangContext = createContext<Lang>('en');

/** Provides the language of the page (App sets it from the URL; tests may set it directly). */
export const LangProvider = LangContext;

export function useLang(): Lang {
  return useContext(LangContext);
}

/**
 * The areas every page needs (the header, the accessibility strip, the spec's messages): they are
 * in the entry chunk. Every other English area is its own chunk, loaded with the pages that list
 * it (routes.tsx); the Hindi dictionary is one chunk (ADR 195).
 */
export const CORE_AREAS = ['common', 'msg'] as const satisfies readonly Area[];

type Texts = Partial<Record<Area, unknown>>;

const enArea = (load: () => Promise<Texts>) => load;
const aboutArea = enArea(() =>
  import('./en/about').then((m) => ({
    about: m.aboutText,
    org: m.orgText,
    orgChart: m.ORG_CHART,
    destination: m.destinationText,
  })),
);

/** How each English area outside the core is loaded (about, org and destination share a file). */
const EN_AREAS: Record<Exclude<Area, (typeof CORE_AREAS)[number]>, () => Promise<Texts>> = {
  about: aboutArea,
  org: aboutArea,
  orgChart: aboutArea,
  destination: aboutArea,
  access: () => import('./en/access').then((m) => ({ access: m.accessText })),
  account: () => import('./en/account').then((m) => ({ account: m.accountText })),
  auth: () => import('./en/auth').then((m) => ({ auth: m.authText })),
  booking: () => import('./en/booking').then((m) => ({ booking: m.bookingText })),
  cancellation: () =>
    import('./en/cancellation').then((m) => ({ cancellation: m.cancellationText })),
  content: () => import('./en/content').then((m) => ({ content: m.contentText })),
  creditNote: () => import('./en/creditNote').then((m) => ({ creditNote: m.creditNoteText })),
  home: () => import('./en/home').then((m) => ({ home: m.homeText })),
  homeSections: () =>
    import('./en/homeSections').then((m) => ({ homeSections: m.homeSectionsText })),
  hotels: () => import('./en/hotels').then((m) => ({ hotels: m.hotelsText })),
  info: () => import('./en/info').then((m) => ({ info: m.infoText })),
  newsletter: () => import('./en/newsletter').then((m) => ({ newsletter: m.newsletterText })),
  policy: () => import('./en/policy').then((m) => ({ policy: m.policyText })),
  requests: () => import('./en/requests').then((m) => ({ requests: m.requestsText })),
  rooms: () => import('./en/rooms').then((m) => ({ rooms: m.roomsText })),
  shell: () => import('./en/shell').then((m) => ({ shell: m.shellText })),
  tours: () => import('./en/tours').then((m) => ({ tours: m.toursText })),
};

/** Every area's name (the English dictionary's keys). */
export const AREAS = [...CORE_AREAS, ...(Object.keys(EN_AREAS) as Area[])];

/** The texts loaded so far, per language (filled in place: useT() hands out a view of them). */
const loaded: Record<Lang, Texts> = { en: { common, msg: MSG }, hi: {} };
let hiMessages: ReadonlyMap<string, string> = new Map();
const loading = new Map<string, Promise<void>>();

function missing(lang: Lang, areas: readonly Area[]): Area[] {
  return areas.filter((a) => !(a in loaded[lang]));
}

/**
 * Loads a language's texts for these areas (at once when they are there). English areas come one
 * chunk each; the Hindi dictionary is one chunk with its messages (English pages never download it).
 */
export function loadAreas(lang: Lang, areas: readonly Area[]): Promise<void> {
  const need = missing(lang, areas);
  if (lang === 'hi' && (need.length > 0 || !('common' in loaded.hi))) {
    let p = loading.get('hi');
    if (!p) {
      p = import('./hi').then((m) => {
        hiMessages = m.hiMessages;
        Object.assign(loaded.hi, m.hi);
      });
      loading.set('hi', p);
    }
    return p;
  }
  if (need.length === 0) return Promise.resolve();
  const key = `${lang}:${need.join()}`;
  let p = loading.get(key);
  if (!p) {
    p = Promise.all(
      need.map((a) => {
        const load = EN_AREAS[a as keyof typeof EN_AREAS];
        return load().then((texts) => void Object.assign(loaded.en, texts));
      }),
    ).then(() => undefined);
    loading.set(key, p);
  }
  return p;
}

/** Every text of a language at once (tests, the Hindi/English parity check, a server render). */
export async function loadAllTexts(lang: Lang): Promise<Dict> {
  await loadAreas(lang, AREAS);
  return loaded[lang] as Dict;
}

/**
 * A page's texts are loaded before it draws (`<Texts areas>` in the router): reading an area that
 * is not loaded is a mistake in a route's list of areas, and in development says which one (the
 * production build reads the texts directly; textAreas.test.ts checks the lists).
 */
function view(lang: Lang): Dict {
  return new Proxy(loaded[lang], {
    get(texts, key) {
      if (typeof key === 'string' && !(key in texts))
        throw new Error(
          `the ${lang} texts of area '${key}' are not loaded (list it in routes.tsx)`,
        );
      return texts[key as Area];
    },
  }) as Dict;
}
const views: Record<Lang, Dict> = import.meta.env.DEV
  ? { en: view('en'), hi: view('hi') }
  : { en: loaded.en as Dict, hi: loaded.hi as Dict };

/** Whether a language's texts for these areas are loaded (then a page draws without waiting). */
export function areasLoaded(lang: Lang, areas: readonly Area[]): boolean {
  return missing(lang, areas).length === 0;
}

/** Draws its children once the page's language has the texts of these areas (suspends until then). */
export function Texts({
  areas,
  preload,
  children,
}: {
  areas: readonly Area[];
  /** starts loading what the children need too (a page's chunk), so both load at once */
  preload?: () => unknown;
  children: ReactNode;
}) {
  const lang = useLang();
  if (!areasLoaded(lang, areas)) {
    preload?.();
    use(loadAreas(lang, areas));
  }
  return children;
}

/** The dictionary of the page's language (suspends once while the Hindi one loads). */
export function useT(): Dict {
  const lang = useLang();
  if (!areasLoaded(lang, CORE_AREAS)) use(loadAreas(lang, CORE_AREAS));
  return views[lang];
}

/**
 * Shows a message of the server or of a shared schema (exact English text) in the page's language:
 * the Hindi text of that message where there is one, else the English as it came.
 */
export function useMessage(): (message: string) => string {
  const lang = useLang();
  useT(); // a Hindi page has its messages loaded with its dictionary
  return useCallback(
    (message: string) => (lang === 'hi' ? (hiMessages.get(message) ?? message) : message),
    [lang],
  );
}

/** The language of a pathname: Hindi under /hi, English otherwise. */
export function langOfPath(pathname: string): Lang {
  return splitLangPrefix(pathname).lang;
}

/**
 * A site path in a language: `/hotel/1` → `/hi/hotel/1`, `/` → `/hi/` for Hindi; unchanged for
 * English, for API and file links, for other sites and for a path already in Hindi.
 */
export function localePath(path: string, lang: Lang): string {
  if (lang === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (/^\/api(\/|$)/.test(path) || /^\/[^?#]*\.[a-z0-9]+([?#]|$)/i.test(path)) return path;
  if (langOfPath(path) === 'hi') return path;
  return path === '/' || /^\/[?#]/.test(path)
    ? `${HINDI_PREFIX}/${path.slice(1)}`
    : `${HINDI_PREFIX}${path}`;
}

/** The same page in another language: `/hi/hotel/1?x=1` ↔ `/hotel/1?x=1`. */
export function pathInLang(fullPath: string, lang: Lang): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(fullPath) ?? [];
  return localePath(splitLangPrefix(pathname).path + rest, lang);
}

/** Builds links that keep the page's language: `lp(href('hotel', { hotelID: 1 }))`. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localePath(path, lang), [lang]);
}

const CHOICE_KEY = 'jtdc.lang';

/** Remembers the language a person chose with the switch (this browser only). */
export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(CHOICE_KEY, lang);
  } catch {
    // storage may be blocked; the URL still carries the language
  }
}

/**
 * On opening the site's address (`/`), a person who chose Hindi before is taken to `/hi/`.
 * Any other URL keeps its language, so a shared link always shows the language it names.
 */
export function applyRememberedLang(): void {
  try {
    if (window.location.pathname !== '/' || localStorage.getItem(CHOICE_KEY) !== 'hi') return;
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${HINDI_PREFIX}/${search}${hash}`);
  } catch {
    // storage may be blocked
  }
}
