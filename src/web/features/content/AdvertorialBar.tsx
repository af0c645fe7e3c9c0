import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import styles from './advertorials.module.css';

/** The advertorial pages show no site header: a slim bar leads home and to the list. */
export function AdvertorialBar({ showList = false }: { showList?: boolean }) {
  const lp = useLocalePath();
  const { common, content: contentText } = useT();
  return (
    <header className={styles.bar}>
      <nav aria-label={contentText.advertorials.barLabel} className={styles.barInner}>
        <a href={lp('/')} className={styles.brand}>
          <img src="/media/logo.svg" alt="" width="36" height="36" />
          <span>{common.siteShortName}</span>
          <span className="visually-hidden">{common.brandHomeSuffix}</span>
        </a>
        {showList ? (
          <a href={lp(href('advertorials'))} className={styles.barLink}>
            {contentText.advertorials.back}
          </a>
        ) : (
          <a href={lp('/')} className={styles.barLink}>
            {contentText.advertorials.homeLink}
          </a>
        )}
      </nav>
    </header>
  );
}
