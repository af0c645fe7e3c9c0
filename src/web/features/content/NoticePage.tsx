import { formatDate } from '../../../shared/dates';
import { Localized, useLocalized } from '../../components/Localized';
import { useLang, useT } from '../../i18n';
import { useNotices } from './api/getNotices';
import { DocumentsPage, DownloadLink } from './DocumentsPage';
import styles from './documents.module.css';
import { usePageParam } from './usePageParam';
import { BreakableText } from '../../components/BreakableText';

/** /notice: 'Notice & Circulars' from the database, newest first, each with its PDF. */
export function NoticePage() {
  const lang = useLang();
  const t = useT().content.notices;
  const page = usePageParam();
  const notices = useNotices(page);
  const l = useLocalized();
  return (
    <DocumentsPage
      text={t}
      path="notice"
      page={page}
      query={notices}
      columns={[t.date, t.letterNo, t.headline, t.download]}
      row={(n) => (
        <tr key={n.id}>
          <td data-label={t.date} className={styles.nowrap}>
            <time dateTime={n.date}>{formatDate(n.date, lang)}</time>
          </td>
          <td data-label={t.letterNo} className={styles.mono}>
            <BreakableText text={n.letterNo} />
          </td>
          <td data-label={t.headline} className={styles.headline}>
            <Localized en={n.headline} hi={n.headlineHi} />
          </td>
          <td data-label={t.download}>
            <DownloadLink
              url={n.pdfUrl}
              label={t.downloadOf(l(n.headline, n.headlineHi).value)}
              bytes={n.pdfBytes}
            >
              {t.pdf}
            </DownloadLink>
          </td>
        </tr>
      )}
    />
  );
}
