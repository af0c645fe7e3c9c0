import { useCallback } from 'react';
import { useLang, type Lang } from '../i18n';

/**
 * Content in the page's language (ADR 180). The public content (hotels, destinations, tours,
 * notices, tenders, advertorials) has English texts and, where written, Hindi `…Hi` siblings. A
 * Hindi page shows the Hindi; where there is none it shows the English marked `lang="en"`, so a
 * screen reader reads it with an English voice. English pages always show the English.
 */
export type LocalValue<T> = {
  value: T;
  /** 'en' when the English stands in on a Hindi page: put it on the element that shows value */
  lang: 'en' | undefined;
};

const present = <T,>(v: T | null | undefined): v is T =>
  v !== null &&
  v !== undefined &&
  (typeof v !== 'string' || v.trim() !== '') &&
  (!Array.isArray(v) || v.length > 0);

/** The text (or list) to show in `lang`, and whether it is the English fallback. */
export function localized<T>(lang: Lang, en: T, hi: T | null | undefined): LocalValue<T> {
  if (lang !== 'hi') return { value: en, lang: undefined };
  return present(hi) ? { value: hi, lang: undefined } : { value: en, lang: 'en' };
}

/** `const l = useLocalized(); const name = l(h.UnitName, h.UnitNameHi)`: `<h1 lang={name.lang}>` */
export function useLocalized(): <T>(en: T, hi: T | null | undefined) => LocalValue<T> {
  const lang = useLang();
  return useCallback(<T,>(en: T, hi: T | null | undefined) => localized(lang, en, hi), [lang]);
}

/** A content text inline: the Hindi on a Hindi page, else the English (in `<span lang="en">`). */
export function Localized({ en, hi }: { en: string; hi: string | null | undefined }) {
  const l = useLocalized()(en, hi);
  return l.lang ? <span lang={l.lang}>{l.value}</span> : <>{l.value}</>;
}
