import { useLang } from '../i18n';
import { LOADING_TEXT } from '../i18n/loading';
import { cx } from './cx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers (role=status). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Show the label next to the spinner instead of only to screen readers. Default: shown for a
   * block (a page or section loading: the spec's 'Loading...'), hidden for an inline spinner.
   */
  showLabel?: boolean;
  /** Centre in a padded block (page or section loading). */
  block?: boolean;
  className?: string;
}

export function Spinner({ label, size = 'md', showLabel, block = false, className }: SpinnerProps) {
  // the page's language ('Loading...' on an English page, the spec's text)
  const lang = useLang();
  return (
    <span role="status" className={cx(styles.root, block && styles.block, className)}>
      <span className={cx(styles.ring, styles[size])} aria-hidden="true" />
      <span className={(showLabel ?? block) ? styles.label : 'visually-hidden'}>
        {label ?? LOADING_TEXT[lang]}
      </span>
    </span>
  );
}
