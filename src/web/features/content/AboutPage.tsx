import { ABOUT_FIGURES } from '../../../shared/constants';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import styles from './about.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
}

/** /About: its sections in the order the spec gives. */
export function AboutPage() {
  const { about: t } = useT();
  usePageMeta(t.metaTitle, t.metaDescription);
  return (
    <main id="main">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        image="/media/hero/home.svg"
        size="lg"
        breadcrumb={{
          label: t.breadcrumb,
          items: [{ label: t.home, href: '/' }, { label: t.title }],
        }}
      />

      <Container as="section" spacing="md" className={styles.intro} aria-labelledby="about-intro">
        <div>
          <h2 id="about-intro" className={styles.h2}>
            {t.introTitle}
          </h2>
          {t.intro.map((p) => (
            <p key={p.slice(0, 24)} className={styles.lead}>
              {p}
            </p>
          ))}
        </div>
        <aside className={styles.policy} aria-labelledby="about-policy">
          <p className={styles.founded}>
            <Icon name="calendar" /> {t.foundedLabel}: <strong>{ABOUT_FIGURES.founded}</strong>
          </p>
          <h3 id="about-policy" className={styles.h3}>
            {t.policyTitle}
          </h3>
          <p>{t.policy}</p>
        </aside>
      </Container>

      <section className={styles.band} aria-labelledby="about-highlights">
        <Container spacing="md">
          <h2 id="about-highlights" className={styles.h2}>
            {t.highlightsTitle}
          </h2>
          <ul className={styles.highlights} role="list">
            {t.highlights.map((h) => (
              <li key={h.label} className={styles.highlight}>
                <h3 className={styles.highlightName}>
                  {h.value ? <span className={styles.highlightValue}>{h.value}</span> : null}
                  {h.value ? ' ' : null}
                  {h.label}
                </h3>
                <p className={styles.highlightText}>{h.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container spacing="md">
        <figure className={styles.banner}>
          <img
            src="/media/about/banner.svg"
            alt={t.bannerAlt}
            width={1600}
            height={600}
            loading="lazy"
            decoding="async"
          />
          <figcaption>{t.bannerCaption}</figcaption>
        </figure>
      </Container>

      <Container as="section" spacing="md" aria-labelledby="about-experiences">
        <h2 id="about-experiences" className={styles.h2}>
          {t.experiencesTitle}
        </h2>
        <p className={styles.sectionIntro}>{t.experiencesIntro}</p>
        <ul className={styles.experiences} role="list">
          {t.experiences.map((e) => (
            <li key={e.title} className={styles.experience}>
              <img
                src={e.image}
                alt={e.alt}
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.experienceBody}>
                <h3 className={styles.h3}>{e.title}</h3>
                <p>{e.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>

      <section className={styles.band} aria-labelledby="about-testimonials">
        <Container spacing="md">
          <h2 id="about-testimonials" className={styles.h2}>
            {t.testimonialsTitle}
          </h2>
          <ul className={styles.testimonials} role="list">
            {t.testimonials.map((q) => (
              <li key={q.name}>
                <figure className={styles.testimonial}>
                  <p className={styles.stars} role="img" aria-label={t.ratingLabel}>
                    {Array.from({ length: 5 }, (_, i) => (
                      <Icon key={i} name="star" filled size={18} />
                    ))}
                  </p>
                  <blockquote>
                    <p>{q.quote}</p>
                  </blockquote>
                  <figcaption className={styles.guest}>
                    <span className={styles.avatar} aria-hidden="true">
                      {initials(q.name)}
                    </span>
                    <span>
                      <strong>{q.name}</strong>
                      <span className={styles.place}>{q.place}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container as="section" spacing="md" className={styles.cta} aria-labelledby="about-cta">
        <h2 id="about-cta" className={styles.h2}>
          {t.ctaTitle}
        </h2>
        <p className={styles.sectionIntro}>{t.ctaText}</p>
        <div className={styles.ctaButtons}>
          <Button href={href('allHotels')} size="lg" iconEnd="arrow-right">
            {t.hotelsButton}
          </Button>
          <Button href={href('orgStructure')} size="lg" variant="secondary" iconEnd="arrow-right">
            {t.structureButton}
          </Button>
        </div>
      </Container>
    </main>
  );
}
