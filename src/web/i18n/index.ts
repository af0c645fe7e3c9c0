import { createContext, use, useCallback, useContext } from 'react';
import { HINDI_PREFIX, splitLangPrefix } from '../../shared/routes';
import { en } from './en';
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

const LangContext = createContext<Lang>('en');

/** Provides the language of the page (App sets it from the URL; tests may set it directly). */
export const LangProvider = LangContext;

export function useLang(): Lang {
  return useContext(LangContext);
}

let hiDict: Dict | undefined;
let hiLoad: Promise<Dict> | undefined;
let hiMessages: ReadonlyMap<string, string> = new Map();

/** The Hindi dictionary is its own chunk: English pages never download it. */
export function loadDict(lang: Lang): Promise<Dict> {
  if (lang === 'en') return Promise.resolve(en);
  hiLoad ??= import('./hi').then((m) => {
    hiMessages = m.hiMessages;
    return (hiDict = m.hi);
  });
  return hiLoad;
}

/** The dictionary of the page's language (suspends once while the Hindi one loads). */
export function useT(): Dict {
  const lang = useLang();
  if (lang === 'en') return en;
  return hiDict ?? use(loadDict('hi'));
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
