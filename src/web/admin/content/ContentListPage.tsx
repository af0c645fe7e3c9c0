import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'wouter';
import {
  CONTENT_KIND_INFO,
  CONTENT_KINDS,
  contentItemReply,
  contentKind,
  contentListReply,
  type ContentItem,
  type ContentKind,
} from '../../../shared/contracts/content-admin';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import styles from './content.module.css';

/** A back-office link (routes.tsx's adminHref; importing it here would make a cycle). */
const adminHref = (path: string) => `/admin${path}`;

const titleOf = (i: ContentItem) => String(i.values.title ?? i.values.name ?? `#${i.id}`);
const dateOf = (i: ContentItem) =>
  String(i.values.date ?? i.values.closingDate ?? i.values.publishedOn ?? '');

/** /admin/content/:kind: every row of a kind, drafts too, with publish switches. */
export function ContentListPage() {
  const params = useParams<{ kind?: string }>();
  const parsed = contentKind.safeParse(params.kind ?? 'notices');
  const kind: ContentKind = parsed.success ? parsed.data : 'notices';
  const info = CONTENT_KIND_INFO[kind];
  const client = useQueryClient();
  const key = [ADMIN_KEY, 'content', kind];
  const q = useQuery({
    queryKey: key,
    queryFn: () => adminApi(`/api/staff/content/${kind}`, contentListReply),
  });
  const toggle = useMutation({
    mutationFn: (i: ContentItem) =>
      adminApi(`/api/staff/content/${kind}/${i.id}/publish`, contentItemReply, {
        body: { published: !i.published },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  return (
    <AdminPage
      title="Content"
      intro="Drafts are invisible on the public site; a published change shows at once."
      actions={
        <Button href={adminHref(`/content/${kind}/new`)} variant="primary" iconStart="plus">
          New {info.singular}
        </Button>
      }
    >
      <nav aria-label="Kinds of content">
        <ul className={styles.tabs}>
          {CONTENT_KINDS.map((k) => (
            <li key={k}>
              <a
                className={styles.tab}
                href={adminHref(`/content/${k}`)}
                aria-current={k === kind ? 'page' : undefined}
              >
                {CONTENT_KIND_INFO[k].label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {q.isPending ? <p role="status">Loading…</p> : null}
      {q.isError ? (
        <p role="alert" className={styles.error}>
          {q.error.message}
        </p>
      ) : null}
      {toggle.isError ? (
        <p role="alert" className={styles.error}>
          {toggle.error.message}
        </p>
      ) : null}
      {q.data ? (
        <div className={styles.tableWrap} role="region" aria-label={info.label} tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">{info.label}</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Date</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {q.data.data.map((i) => (
                <tr key={i.id}>
                  <th scope="row">{titleOf(i)}</th>
                  <td>{dateOf(i)}</td>
                  <td>
                    <Badge tone={i.published ? 'success' : 'neutral'}>
                      {i.published ? 'Published' : 'Draft'}
                    </Badge>
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      <Button
                        href={adminHref(`/content/${kind}/${i.id}`)}
                        variant="secondary"
                        size="sm"
                      >
                        Edit<span className="visually-hidden"> {titleOf(i)}</span>
                      </Button>
                      <Button
                        variant={i.published ? 'ghost' : 'primary'}
                        size="sm"
                        loading={toggle.isPending && toggle.variables?.id === i.id}
                        onClick={() => toggle.mutate(i)}
                      >
                        {i.published ? 'Unpublish' : 'Publish'}
                        <span className="visually-hidden"> {titleOf(i)}</span>
                      </Button>
                      {i.pdfUrl && i.published ? (
                        <a href={i.pdfUrl} target="_blank" rel="noreferrer">
                          PDF<span className="visually-hidden"> of {titleOf(i)}</span>
                        </a>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}
