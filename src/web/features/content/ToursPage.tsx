import { useSearch } from 'wouter';
import { tourCategory } from '../../../shared/routes';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { CardGrid } from '../../components/CardGrid';
import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useTours } from './api/getTours';
import { TourCard } from './TourCard';
import styles from './tours.module.css';

/** /tours: the corporation's packages, filtered by a category id from the footer links (?category=2). */
export function ToursPage() {
  const t = useT().content.tours;
  const { content: contentText } = useT();
  usePageMeta(t.title, t.meta);
  // read as the server render reads it (ADR 387): the page a footer link opens is drawn filtered
  const index = tourCategory(new URLSearchParams(useSearch()).get('category')) ?? 0;
  const category = index ? String(index) : undefined;
  const tours = useTours(category);
  return (
    <main id="main">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        image="/media/tours/2.svg"
        breadcrumb={{
          label: contentText.breadcrumb,
          items: [{ label: contentText.home, href: '/' }, { label: t.crumb }],
        }}
      />
      <Container size="wide" spacing="lg">
        <nav aria-label={t.filterLabel} className={styles.filters}>
          <ul>
            {[t.all, ...t.categories].map((label, i) => (
              <li key={label}>
                <a
                  href={i === 0 ? href('tours') : href('tours', {}, { category: i })}
                  className={styles.filter}
                  aria-current={i === index ? 'page' : undefined}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {tours.isPending ? (
          <Spinner block />
        ) : tours.isError ? (
          <EmptyState
            tone="error"
            title={t.loadError}
            action={<Button onClick={() => void tours.refetch()}>{contentText.retry}</Button>}
          />
        ) : tours.data.length === 0 ? (
          <EmptyState title={t.empty} action={<Button href={href('tours')}>{t.showAll}</Button>} />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {t.count(tours.data.length)}
            </p>
            <CardGrid>
              {tours.data.map((tour, i) => (
                <TourCard key={tour.id} tour={tour} eager={i < 2} />
              ))}
            </CardGrid>
          </>
        )}
      </Container>
    </main>
  );
}
