import type { ReactNode } from 'react';
import type { PageInfo } from '../../../shared/contracts/content';
import { AsyncContent, type QueryLike } from '../../components/AsyncContent';
import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { useT } from '../../i18n';
import { fileSize } from '../../lib/fileSize';
import { usePageMeta } from '../../lib/meta';
import { href, type PathName } from '../../lib/paths';
import styles from './documents.module.css';
import { useScrollOnPageChange } from './useScrollOnPageChange';

export interface DocumentsText {
  title: string;
  subtitle: string;
  meta: string;
  crumb: string;
  tableCaption: string;
  loadError: string;
  empty: string;
}

interface Props<T> {
  text: DocumentsText;
  /** The list's own route, for the links of the pager. */
  path: PathName;
  page: number;
  query: QueryLike<{ data: T[]; pagination: PageInfo }>;
  /** The header row's cells, in order. */
  columns: string[];
  row: (item: T) => ReactNode;
  /** Shown between the table and the pager (the tender-opening notice). */
  after?: (items: T[]) => ReactNode;
}

/**
 * A page of public documents from the database (notices, tenders): the page header, a table that
 * turns into cards on a phone, and a pager whose pages are real links (?page=N).
 */
export function DocumentsPage<T>({ text, path, page, query, columns, row, after }: Props<T>) {
  const p = useT().content.pagination;
  const { content: contentText } = useT();
  usePageMeta(text.title, text.meta);
  const top = useScrollOnPageChange<HTMLDivElement>(page);
  return (
    <main id="main">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        breadcrumb={{
          label: contentText.breadcrumb,
          items: [{ label: contentText.home, href: '/' }, { label: text.crumb }],
        }}
      />
      <Container spacing="lg">
        <div ref={top} className={styles.anchor}>
          <AsyncContent
            query={query}
            errorTitle={text.loadError}
            retryLabel={contentText.retry}
            emptyTitle={text.empty}
            isEmpty={(d) => d.data.length === 0}
          >
            {(data) => (
              <>
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption className="visually-hidden">{text.tableCaption}</caption>
                    <thead>
                      <tr>
                        {columns.map((c) => (
                          <th key={c} scope="col">
                            {c}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>{data.data.map(row)}</tbody>
                  </table>
                </div>
                {after?.(data.data)}
                <Pagination
                  className={styles.pagination}
                  page={data.pagination.page}
                  pageCount={data.pagination.totalPages}
                  label={p.label}
                  previousLabel={p.previous}
                  nextLabel={p.next}
                  pageLabel={p.page}
                  summary={p.summary(data.pagination.page, data.pagination.totalPages)}
                  hrefForPage={(n) => href(path, {}, { page: n === 1 ? undefined : n })}
                />
              </>
            )}
          </AsyncContent>
        </div>
      </Container>
    </main>
  );
}

/**
 * A document's PDF, downloaded rather than opened, named for screen readers; with its size known,
 * the link states the format and size ("PDF, 240 KB").
 */
export function DownloadLink({
  url,
  label,
  bytes,
  children,
}: {
  url: string;
  label?: string;
  bytes?: number | undefined;
  children: string;
}) {
  const a = useT().access;
  const size = bytes !== undefined ? a.pdf(fileSize(bytes)) : null;
  // with a size, the name comes from the content (the label read first, then what is seen)
  if (size)
    return (
      <a className={styles.download} href={url} download>
        <Icon name="download" /> {label ? <span className="visually-hidden">{label}: </span> : null}
        {children}
        <span className={styles.size}> ({size})</span>
      </a>
    );
  return (
    <a className={styles.download} href={url} download aria-label={label}>
      <Icon name="download" /> {children}
    </a>
  );
}
