import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { Destination } from '../../../shared/contracts/content';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { Localized, useLocalized } from '../../components/Localized';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { useLang, useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useDestination } from './api/getDestination';
import styles from './destination.module.css';

/** A positive whole-number id from the path, or null. */
function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** The destination handed over by 'Show Details' (history state), if it is this one. */
function fromState(state: unknown, id: number | null): Destination | undefined {
  const d = (state as { destination?: Destination } | null)?.destination;
  return d && typeof d === 'object' && d.id === id && Array.isArray(d.data) ? d : undefined;
}

function NotFound() {
  const { destination: t, msg: MSG } = useT();
  usePageMeta(MSG.destinationNotFound);
  return (
    <main id="main">
      <PageHeader title={MSG.destinationNotFound} />
      <Container spacing="md" size="narrow" className={styles.notFound}>
        <p>{t.notFoundText}</p>
        <Button href="/" iconStart="home">
          {t.backHome}
        </Button>
      </Container>
    </main>
  );
}

function Details({ d }: { d: Destination }) {
  const { destination: t } = useT();
  const l = useLocalized();
  const title = l(d.title, d.titleHi).value;
  const long = l(d.desc2, d.desc2Hi);
  // the places (names, highlights, pictures) are in English only: marked so on a Hindi page
  const placesLang = useLang() === 'hi' ? 'en' : undefined;
  usePageMeta(title, t.metaDescription(title), d.image);
  const name = <Localized en={d.title} hi={d.titleHi} />;
  return (
    <main id="main">
      <PageHeader
        title={name}
        subtitle={<Localized en={d.desc1} hi={d.desc1Hi} />}
        image={d.image}
        size="lg"
        breadcrumb={{
          label: t.breadcrumb,
          items: [{ label: t.home, href: '/' }, { label: name }],
        }}
      />
      <Container spacing="md" size="narrow">
        <p className={styles.long} lang={long.lang}>
          {long.value}
        </p>
      </Container>
      <Container as="section" spacing="sm" aria-labelledby="destination-places">
        <h2 id="destination-places" className={styles.h2}>
          {t.placesTitle}
        </h2>
        <div className={styles.places}>
          {d.data.map((place, i) => (
            <article
              key={place.title}
              className={styles.place}
              aria-labelledby={`place-${i}`}
              lang={placesLang}
            >
              <h3 id={`place-${i}`} className={styles.placeTitle}>
                {place.title}
              </h3>
              <ul className={styles.items}>
                {place.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              {place.images.length > 0 ? (
                <ul className={styles.gallery} role="list" aria-label={t.galleryLabel(place.title)}>
                  {place.images.map((img) => (
                    <li key={img.url}>
                      <img
                        src={img.url}
                        alt={img.alt}
                        width={600}
                        height={400}
                        loading="lazy"
                        decoding="async"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          ))}
        </div>
      </Container>
      <section className={styles.stay} aria-labelledby="destination-stay">
        <Container spacing="md" className={styles.stayInner}>
          <div>
            <h2 id="destination-stay" className={styles.h2}>
              {t.stayTitle}
            </h2>
            <p>{t.stayText}</p>
          </div>
          <Button href={href('allHotels')} variant="accent" iconEnd="arrow-right">
            {t.stayButton}
          </Button>
        </Container>
      </section>
    </main>
  );
}

/**
 * /destination/{id}: shows the destination handed over by the carousel at once, or fetches it
 * by id (a shared link, a reload). 'Destination Not Found' only for an id that does not exist.
 */
export function DestinationPage() {
  const { destination: t, msg: MSG } = useT();
  const { id: raw } = useParams<{ id: string }>();
  const id = parseId(raw);
  const state: unknown = useHistoryState();
  const q = useDestination(id, fromState(state, id));

  if (id === null) return <NotFound />;
  if (q.data) return <Details d={q.data} />;
  if (q.error instanceof ApiError && q.error.status === 404) return <NotFound />;
  if (q.isError) {
    return (
      <main id="main">
        <PageHeader title={MSG.somethingWentWrong} />
        <Container spacing="md">
          <EmptyState
            title={t.loadError}
            tone="error"
            icon="alert"
            action={
              <Button variant="secondary" onClick={() => void q.refetch()}>
                {t.retry}
              </Button>
            }
          />
        </Container>
      </main>
    );
  }
  return (
    <main id="main" aria-busy="true">
      <h1 className="visually-hidden">{MSG.loading}</h1>
      <Spinner block />
    </main>
  );
}
