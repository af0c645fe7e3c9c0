import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { usePublicConfig } from '../../lib/queries/publicConfig';
import styles from './home.module.css';

/**
 * The mobile-app promotion block, last on the home page. A store's button shows only when its link
 * is configured (APP_STORE_URL, PLAY_STORE_URL); without any, the block says the app is coming.
 */
export function AppPromo() {
  const t = useT().homeSections.app;
  const config = usePublicConfig();
  const play = config.data?.playStoreUrl ?? null;
  const apple = config.data?.appStoreUrl ?? null;
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
          {play || apple ? (
            <div className={styles.stores}>
              {play ? (
                <a href={play} target="_blank" rel="noopener noreferrer" className={styles.store}>
                  <Icon name="play" filled /> {t.playStore}
                </a>
              ) : null}
              {apple ? (
                <a href={apple} target="_blank" rel="noopener noreferrer" className={styles.store}>
                  <Icon name="download" /> {t.appStore}
                </a>
              ) : null}
            </div>
          ) : config.isSuccess ? (
            <p className={styles.appText}>{t.comingSoon}</p>
          ) : null}
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
