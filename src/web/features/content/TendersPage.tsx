import type { Tender } from '../../../shared/contracts/content';
import { formatDate, todayIst } from '../../../shared/dates';
import { Badge } from '../../components/Badge';
import { AsyncContent } from '../../components/AsyncContent';
import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { contentText } from '../../i18n/en/content';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useTenders } from './api/getTenders';
import styles from './documents.module.css';
import { usePageParam } from './usePageParam';
import { useScrollOnPageChange } from './useScrollOnPageChange';

const t = contentText.tenders;
const p = contentText.pagination;

/** The next tender whose bids are still to be opened, for the opening-meeting notice. */
function nextOpening(tenders: Tender[], today: string): Tender | undefined {
  return tenders
    .filter((x) => x.openingDate >= today)
    .sort((a, b) => a.openingDate.localeCompare(b.openingDate))[0];
}

/** /tenders: tenders from the database with their documents, the opening-meeting notice and pages. */
export function TendersPage() {
  usePageMeta(t.title, t.meta);
  const page = usePageParam();
  const tenders = useTenders(page);
  const top = useScrollOnPageChange<HTMLDivElement>(page);
  const today = todayIst();
  const meeting = tenders.data ? nextOpening(tenders.data.data, today) : undefined;
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
            query={tenders}
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
                        <th scope="col">{t.number}</th>
                        <th scope="col">{t.tenderTitle}</th>
                        <th scope="col">{t.closing}</th>
                        <th scope="col">{t.opening}</th>
                        <th scope="col">{t.status}</th>
                        <th scope="col">{t.document}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.data.map((x) => {
                        const open = x.closingDate >= today;
                        return (
                          <tr key={x.id}>
                            <td data-label={t.number} className={styles.mono}>
                              {x.tenderNo}
                            </td>
                            <td data-label={t.tenderTitle} className={styles.headline}>
                              {x.title}
                            </td>
                            <td data-label={t.closing} className={styles.nowrap}>
                              <time dateTime={x.closingDate}>{formatDate(x.closingDate)}</time>
                            </td>
                            <td data-label={t.opening} className={styles.nowrap}>
                              <time dateTime={x.openingDate}>{formatDate(x.openingDate)}</time>
                            </td>
                            <td data-label={t.status}>
                              <Badge tone={open ? 'success' : 'neutral'} size="sm">
                                {open ? t.open : t.closed}
                              </Badge>
                            </td>
                            <td data-label={t.document}>
                              <a
                                className={styles.download}
                                href={x.pdfUrl}
                                download
                                aria-label={t.downloadOf(x.tenderNo)}
                              >
                                <Icon name="download" /> {t.download}
                              </a>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
                {meeting ? (
                  <section className={styles.notice} aria-labelledby="tender-meeting">
                    <h2 id="tender-meeting" className={styles.noticeTitle}>
                      <Icon name="info" /> {t.meetingTitle}
                    </h2>
                    <p>{t.meeting(meeting.tenderNo, formatDate(meeting.openingDate))}</p>
                    <a href={meeting.pdfUrl} download className={styles.download}>
                      <Icon name="download" /> {t.meetingLink}
                    </a>
                  </section>
                ) : null}
                <Pagination
                  className={styles.pagination}
                  page={data.pagination.page}
                  pageCount={data.pagination.totalPages}
                  label={p.label}
                  previousLabel={p.previous}
                  nextLabel={p.next}
                  pageLabel={p.page}
                  summary={p.summary(data.pagination.page, data.pagination.totalPages)}
                  hrefForPage={(n) => href('tenders', {}, { page: n === 1 ? undefined : n })}
                />
              </>
            )}
          </AsyncContent>
        </div>
      </Container>
    </main>
  );
}
