import { useLocation, useSearch } from 'wouter';
import { localePath, rememberLang, useLang, type Lang } from '../i18n';
import { cx } from './cx';
import styles from './LangSwitch.module.css';

/** Each language named in itself, as the switch shows it. */
const NAME: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The link to this same page in the other language, named in that language (with its `lang`, so
 * a screen reader speaks it right). Following it remembers the choice for the next visit to `/`.
 */
export function LangSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const [location] = useLocation();
  const search = useSearch();
  const other: Lang = lang === 'hi' ? 'en' : 'hi';
  // inside the app's base the location has no language prefix: it is the English path
  const here = location + (search ? `?${search}` : '');
  return (
    <a
      href={localePath(here, other)}
      lang={other}
      hrefLang={other}
      className={cx(styles.switch, className)}
      onClick={() => rememberLang(other)}
    >
      {NAME[other]}
    </a>
  );
}
