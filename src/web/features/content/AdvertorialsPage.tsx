import { formatDate } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { Localized, useLocalized } from '../../components/Localized';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { CardGrid } from '../../components/CardGrid';
import { useLang, useLocalePath, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { AdvertorialBar } from './AdvertorialBar';
import styles from './advertorials.module.css';
import { useAdvertorials } from './api/getAdvertorials';
import { usePageParam } from './usePageParam';
import { useScrollOnPageChange } from './useScrollOnPageChange';

/** /advertorial: the list, newest first, in pages. */
export function AdvertorialsPage() {
  const lang = useLang();
  const lp = useLocalePath();
  const l = useLocalized();
  const { content: contentText } = useT();
  const t = contentText.advertorials;
  const p = contentText.pagination;
  usePageMeta(t.title, t.meta);
  const page = usePageParam();
  const list = useAdvertorials(page);
  const top = useScrollOnPageChange<HTMLDivElement>(page);
  return (
    <>
      <AdvertorialBar />
      <main id="main">
        <PageHeader
          title={t.title}
          subtitle={t.subtitle}
          image="/media/advertorials/1.svg"
          breadcrumb={{
            label: contentText.breadcrumb,
            items: [{ label: contentText.home, href: '/' }, { label: t.crumb }],
          }}
        />
        <Container size="wide" spacing="lg">
          <div ref={top} className={styles.anchor}>
            {list.isPending ? (
              <Spinner block />
            ) : list.isError ? (
              <EmptyState
                tone="error"
                title={t.loadError}
                action={<Button onClick={() => void list.refetch()}>{contentText.retry}</Button>}
              />
            ) : list.data.data.length === 0 ? (
              <EmptyState title={t.empty} />
            ) : (
              <>
                <CardGrid>
                  {list.data.data.map((a, i) => {
                    const to = href('advertorial', { id: a.id });
                    const alt = l(a.imageAlt, null);
                    return (
                      <Card
                        key={a.id}
                        as="li"
                        media={
                          <a href={lp(to)} tabIndex={-1} aria-hidden="true">
                            <img
                              src={a.image}
                              alt={alt.value}
                              lang={alt.lang}
                              width={600}
                              height={400}
                              loading={i < 2 ? 'eager' : 'lazy'}
                              decoding="async"
                            />
                          </a>
                        }
                        eyebrow={
                          <time dateTime={a.publishedOn}>
                            {t.published(formatDate(a.publishedOn, lang))}
                          </time>
                        }
                        title={
                          <a href={lp(to)}>
                            <Localized en={a.title} hi={a.titleHi} />
                          </a>
                        }
                        headingLevel={2}
                        footer={
                          <Button
                            href={lp(to)}
                            size="sm"
                            variant="secondary"
                            iconEnd="arrow-right"
                            aria-label={t.readMoreOf(l(a.title, a.titleHi).value)}
                          >
                            {t.readMore}
                          </Button>
                        }
                      >
                        <p className={styles.summary}>
                          <Localized en={a.summary} hi={a.summaryHi} />
                        </p>
                      </Card>
                    );
                  })}
                </CardGrid>
                <Pagination
                  className={styles.pagination}
                  page={list.data.pagination.page}
                  pageCount={list.data.pagination.totalPages}
                  label={p.label}
                  previousLabel={p.previous}
                  nextLabel={p.next}
                  pageLabel={p.page}
                  summary={p.summary(list.data.pagination.page, list.data.pagination.totalPages)}
                  hrefForPage={(n) => href('advertorials', {}, { page: n === 1 ? undefined : n })}
                />
              </>
            )}
          </div>
        </Container>
      </main>
    </>
  );
}
