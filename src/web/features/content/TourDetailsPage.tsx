import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Localized, useLocalized } from '../../components/Localized';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { useT, type Dict } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useTour } from './api/getTour';
import { rupees, TourPrice } from './TourCard';
import styles from './tours.module.css';

const crumbs = (contentText: Dict['content'], last: ReactNode) => ({
  label: contentText.breadcrumb,
  items: [
    { label: contentText.home, href: '/' },
    { label: contentText.tours.crumb, href: href('tours') },
    { label: last },
  ],
});

/** /tour-details/{id}: one package with its price, facts, description and what is included. */
export function TourDetailsPage() {
  const { content: contentText, msg: MSG } = useT();
  const t = contentText.tour;
  const { id = '' } = useParams<{ id: string }>();
  const tour = useTour(id);
  const l = useLocalized();
  const data = tour.data;
  usePageMeta(
    data ? l(data.title, data.titleHi).value : t.metaFallback,
    data ? l(data.description, data.descriptionHi).value.slice(0, 155) : undefined,
  );

  if (tour.isPending) {
    return (
      <main id="main">
        <PageHeader title={MSG.loading} breadcrumb={crumbs(contentText, MSG.loading)} />
        <Spinner block />
      </main>
    );
  }
  if (tour.isError) {
    const missing =
      tour.error instanceof ApiError && (tour.error.status === 404 || tour.error.status === 400);
    return (
      <main id="main">
        <PageHeader
          title={missing ? t.notFound : t.loadError}
          breadcrumb={crumbs(contentText, t.notFound)}
        />
        <Container spacing="lg">
          <EmptyState
            tone={missing ? 'neutral' : 'error'}
            title={missing ? t.notFoundText : t.loadError}
            action={
              missing ? (
                <Button href={href('tours')}>{t.back}</Button>
              ) : (
                <Button onClick={() => void tour.refetch()}>{contentText.retry}</Button>
              )
            }
          />
        </Container>
      </main>
    );
  }

  const d = tour.data;
  const saving = d.originalPrice !== null ? d.originalPrice - d.price : 0;
  const title = <Localized en={d.title} hi={d.titleHi} />;
  const alt = l(d.imageAlt, null);
  const about = l(d.description, d.descriptionHi);
  const includes = l(d.includes, d.includesHi);
  return (
    <main id="main">
      <PageHeader
        title={title}
        subtitle={<Localized en={d.location} hi={d.locationHi} />}
        breadcrumb={crumbs(contentText, title)}
      />
      <Container size="wide" spacing="lg">
        <div className={styles.detail}>
          <div className={styles.detailMain}>
            <img
              className={styles.hero}
              src={d.image}
              alt={alt.value}
              lang={alt.lang}
              width={1200}
              height={800}
            />
            <dl className={styles.factGrid}>
              <div>
                <dt>
                  <Icon name="clock" /> {t.duration}
                </dt>
                <dd>
                  <Localized en={d.duration} hi={d.durationHi} />
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="users" /> {t.guests}
                </dt>
                <dd>
                  <Localized en={d.guests} hi={null} />
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="map-pin" /> {t.location}
                </dt>
                <dd>
                  <Localized en={d.location} hi={d.locationHi} />
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="star" /> {t.category}
                </dt>
                <dd>
                  <Localized en={d.category} hi={null} />
                </dd>
              </div>
            </dl>
            <section aria-labelledby="tour-about">
              <h2 id="tour-about" className={styles.sectionTitle}>
                {t.about}
              </h2>
              <p className={styles.description} lang={about.lang}>
                {about.value}
              </p>
            </section>
            <section aria-labelledby="tour-includes">
              <h2 id="tour-includes" className={styles.sectionTitle}>
                {t.includes}
              </h2>
              <ul className={styles.includes} lang={includes.lang}>
                {includes.value.map((item) => (
                  <li key={item}>
                    <Icon name="check" className={styles.tick} /> {item}
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <aside className={styles.priceBox} aria-labelledby="tour-price">
            <h2 id="tour-price" className={styles.priceBoxTitle}>
              {t.priceBox}
            </h2>
            {d.discount ? (
              <Badge tone="accent" variant="solid">
                {contentText.tours.discount(d.discount)}
              </Badge>
            ) : null}
            <TourPrice tour={d} large />
            <p className={styles.perPerson}>{t.perPerson}</p>
            {saving > 0 ? <p className={styles.saving}>{t.save(rupees(saving))}</p> : null}
            <Button href={href('tourBook', { id: d.id })} fullWidth iconEnd="arrow-right">
              {t.book}
            </Button>
            <Button
              href={href('advanceBooking', {}, { tour: d.id })}
              variant="secondary"
              fullWidth
              iconEnd="arrow-right"
            >
              {t.request}
            </Button>
            <p className={styles.hint}>{t.requestHint}</p>
            <p className={styles.call}>
              <Icon name="phone" />{' '}
              <a href={`tel:${t.phone.replace(/\s/g, '')}`}>{t.call(t.phone)}</a>
            </p>
            <Button href={href('tours')} variant="ghost" iconStart="arrow-left" fullWidth>
              {t.back}
            </Button>
          </aside>
        </div>
      </Container>
    </main>
  );
}
