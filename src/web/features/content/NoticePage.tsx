import { formatDate } from '../../../shared/dates';
import { AsyncContent } from '../../components/AsyncContent';
import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { contentText } from '../../i18n/en/content';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useNotices } from './api/getNotices';
import styles from './documents.module.css';
import { usePageParam } from './usePageParam';
import { useScrollOnPageChange } from './useScrollOnPageChange';

const t = contentText.notices;
const p = contentText.pagination;

/** /notice: 'Notice & Circulars' from the database, newest first, each with its PDF. */
export function NoticePage() {
  usePageMeta(t.title, t.meta);
  const page = usePageParam();
  const notices = useNotices(page);
  const top = useScrollOnPageChange<HTMLDivElement>(page);
  return (
    <main id="main">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        breadcrumb={{
          label: contentText.breadcrumb,
          items: [{ label: contentText.home, href: '/' }, { label: t.crumb }],
        }}
      />
      <Container spacing="lg">
        <div ref={top} className={styles.anchor}>
          <AsyncContent
            query={notices}
            errorTitle={t.loadError}
            retryLabel={contentText.retry}
            emptyTitle={t.empty}
            isEmpty={(d) => d.data.length === 0}
          >
            {(data) => (
              <>
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption className="visually-hidden">{t.tableCaption}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.date}</th>
                        <th scope="col">{t.letterNo}</th>
                        <th scope="col">{t.headline}</th>
                        <th scope="col">{t.download}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.data.map((n) => (
                        <tr key={n.id}>
                          <td data-label={t.date} className={styles.nowrap}>
                            <time dateTime={n.date}>{formatDate(n.date)}</time>
                          </td>
                          <td data-label={t.letterNo} className={styles.mono}>
                            {n.letterNo}
                          </td>
                          <td data-label={t.headline} className={styles.headline}>
                            {n.headline}
                          </td>
                          <td data-label={t.download}>
                            <a
                              className={styles.download}
                              href={n.pdfUrl}
                              download
                              aria-label={t.downloadOf(n.headline)}
                            >
                              <Icon name="download" /> {t.pdf}
                            </a>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pagination
                  className={styles.pagination}
                  page={data.pagination.page}
                  pageCount={data.pagination.totalPages}
                  label={p.label}
                  previousLabel={p.previous}
                  nextLabel={p.next}
                  pageLabel={p.page}
                  summary={p.summary(data.pagination.page, data.pagination.totalPages)}
                  hrefForPage={(n) => href('notice', {}, { page: n === 1 ? undefined : n })}
                />
              </>
            )}
          </AsyncContent>
        </div>
      </Container>
    </main>
  );
}
