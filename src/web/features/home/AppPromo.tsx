import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { homeText } from '../../i18n/en/home';
import styles from './home.module.css';

const t = homeText.app;

/**
 * Store pages of the app. The corporation has no published app yet; the buttons open the stores'
 * search for it (see the spec deviations).
 */
const STORE_LINKS = {
  playStore: 'https://play.google.com/store/search?q=Jharkhand%20Tourism&c=apps',
  appStore: 'https://www.apple.com/in/search/Jharkhand-Tourism?src=globalnav',
} as const;

/** The mobile-app promotion block, last on the home page. */
export function AppPromo() {
  return (
    <section aria-labelledby="home-app-title" className={styles.app} data-theme="dark">
      <Container spacing="md" className={styles.appInner}>
        <div>
          <h2 id="home-app-title" className={styles.appTitle}>
            {t.title}
          </h2>
          <p className={styles.appText}>{t.text}</p>
          <ul className={styles.appPoints} role="list">
            {t.points.map((p) => (
              <li key={p}>
                <Icon name="check" /> {p}
              </li>
            ))}
          </ul>
          <div className={styles.stores}>
            <a
              href={STORE_LINKS.playStore}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.store}
            >
              <Icon name="play" filled /> {t.playStore}
            </a>
            <a
              href={STORE_LINKS.appStore}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.store}
            >
              <Icon name="download" /> {t.appStore}
            </a>
          </div>
        </div>
        <img
          src="/media/app/promo.svg"
          alt={t.imageAlt}
          width={800}
          height={800}
          loading="lazy"
          decoding="async"
          className={styles.appImage}
        />
      </Container>
    </section>
  );
}
