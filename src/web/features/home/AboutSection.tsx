import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import styles from './home.module.css';

/**
 * About the corporation, with a Read More link to /About; its text, read out in full, says where
 * it leads (the words around 'Read More' are visually hidden).
 */
export function AboutSection() {
  const lp = useLocalePath();
  const t = useT().homeSections.about;
  return (
    <section aria-labelledby="home-about-title" className={`${styles.section} ${styles.muted}`}>
      <Container spacing="md" className={styles.about}>
        <img
          src="/media/about/banner.svg"
          alt={t.imageAlt}
          width={1600}
          height={600}
          loading="lazy"
          decoding="async"
          className={styles.aboutImage}
        />
        <div>
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          <h2 id="home-about-title" className={styles.sectionTitle}>
            {t.title}
          </h2>
          <p className={styles.aboutText}>{t.text}</p>
          <dl className={styles.figures}>
            {t.figures.map((f) => (
              <div key={f.label} className={styles.figure}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          <Button href={lp(href('about'))} variant="secondary" iconEnd="arrow-right">
            {t.readMoreBefore && <span className="visually-hidden">{t.readMoreBefore}</span>}
            {t.readMore}
            {t.readMoreAfter && <span className="visually-hidden">{t.readMoreAfter}</span>}
          </Button>
        </div>
      </Container>
    </section>
  );
}
