import type { Tender } from '../../../shared/contracts/content';
import { formatDate, todayIst } from '../../../shared/dates';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/Icon';
import { Localized } from '../../components/Localized';
import { useLang, useT } from '../../i18n';
import { useTenders } from './api/getTenders';
import { DocumentsPage, DownloadLink } from './DocumentsPage';
import styles from './documents.module.css';
import { usePageParam } from './usePageParam';
import { BreakableText } from '../../components/BreakableText';

/** The next tender whose bids are still to be opened, for the opening-meeting notice. */
function nextOpening(tenders: Tender[], today: string): Tender | undefined {
  return tenders
    .filter((x) => x.openingDate >= today)
    .sort((a, b) => a.openingDate.localeCompare(b.openingDate))[0];
}

/** /tenders: tenders from the database with their documents, the opening-meeting notice and pages. */
export function TendersPage() {
  const lang = useLang();
  const t = useT().content.tenders;
  const page = usePageParam();
  const tenders = useTenders(page);
  const today = todayIst();
  return (
    <DocumentsPage
      text={t}
      path="tenders"
      page={page}
      query={tenders}
      columns={[t.number, t.tenderTitle, t.closing, t.opening, t.status, t.document]}
      row={(x) => {
        const open = x.closingDate >= today;
        return (
          <tr key={x.id}>
            <td data-label={t.number} className={styles.mono}>
              <BreakableText text={x.tenderNo} />
            </td>
            <td data-label={t.tenderTitle} className={styles.headline}>
              <Localized en={x.title} hi={x.titleHi} />
            </td>
            <td data-label={t.closing} className={styles.nowrap}>
              <time dateTime={x.closingDate}>{formatDate(x.closingDate, lang)}</time>
            </td>
            <td data-label={t.opening} className={styles.nowrap}>
              <time dateTime={x.openingDate}>{formatDate(x.openingDate, lang)}</time>
            </td>
            <td data-label={t.status}>
              <Badge tone={open ? 'success' : 'neutral'} size="sm">
                {open ? t.open : t.closed}
              </Badge>
            </td>
            <td data-label={t.document}>
              <DownloadLink url={x.pdfUrl} label={t.downloadOf(x.tenderNo)} bytes={x.pdfBytes}>
                {t.download}
              </DownloadLink>
            </td>
          </tr>
        );
      }}
      after={(items) => {
        const meeting = nextOpening(items, today);
        return meeting ? (
          <section className={styles.notice} aria-labelledby="tender-meeting">
            <h2 id="tender-meeting" className={styles.noticeTitle}>
              <Icon name="info" /> {t.meetingTitle}
            </h2>
            <p>
              <BreakableText
                text={t.meeting(meeting.tenderNo, formatDate(meeting.openingDate, lang))}
              />
            </p>
            <DownloadLink url={meeting.pdfUrl} bytes={meeting.pdfBytes}>
              {t.meetingLink}
            </DownloadLink>
          </section>
        ) : null;
      }}
    />
  );
}
