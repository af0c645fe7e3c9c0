import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditReply, type AuditEntry } from '../../../shared/contracts/audit';
import { formatDateTimeIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { ADMIN_KEY, adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import ui from '../ui.module.css';

type Filters = { staffId: string; entity: string; from: string; to: string };
const EMPTY: Filters = { staffId: '', entity: '', from: '', to: '' };
const PAGE_SIZE = 50;

function query(f: Filters, page?: number): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  if (page) {
    q.set('page', String(page));
    q.set('pageSize', String(PAGE_SIZE));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

function Change({ e }: { e: AuditEntry }) {
  if (e.before === null && e.after === null) return <span className={ui.muted}>—</span>;
  return (
    <details>
      <summary>Before and after</summary>
      <p className={ui.muted}>Before</p>
      <pre className={ui.json}>{JSON.stringify(e.before, null, 2)}</pre>
      <p className={ui.muted}>After</p>
      <pre className={ui.json}>{JSON.stringify(e.after, null, 2)}</pre>
    </details>
  );
}

/** /admin/audit (admins): every change staff made, filtered by who, what and when; CSV export. */
export function AuditPage() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'audit', filters, page],
    queryFn: async () =>
      (await adminApi(`/api/staff/audit${query(filters, page)}`, auditReply)).data,
    placeholderData: keepPreviousData,
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const pageCount = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;

  return (
    <AdminPage
      title="Audit log"
      intro="Every change made in the back office: who, when, what, and the record before and after."
      actions={
        <Button
          variant="secondary"
          iconStart="download"
          href={`/api/staff/audit.csv${query(filters)}`}
          download="audit-log.csv"
        >
          Export CSV
        </Button>
      }
    >
      <form className={ui.filters} onSubmit={apply} aria-label="Filter the audit log">
        <SelectField label="Staff member" value={draft.staffId} onChange={set('staffId')}>
          <option value="">Everyone</option>
          {q.data?.staff.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.email}
            </option>
          ))}
        </SelectField>
        <SelectField label="What changed" value={draft.entity} onChange={set('entity')}>
          <option value="">Everything</option>
          {q.data?.entities.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
        <TextField label="To" type="date" value={draft.to} onChange={set('to')} />
        <div className={ui.filterActions}>
          <Button type="submit">Apply</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setPage(1);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      {q.isPending ? <Spinner block /> : null}
      {q.isError ? (
        <p className={ui.error} role="alert">
          {q.error.message}
        </p>
      ) : null}
      {q.data ? (
        <>
          <p className={ui.muted} role="status">
            {q.data.total === 1 ? '1 entry' : `${q.data.total} entries`}
          </p>
          {q.data.items.length === 0 ? (
            <p>No changes match these filters.</p>
          ) : (
            <div className={ui.tableWrap} tabIndex={0} role="region" aria-label="Audit entries">
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">When (IST)</th>
                    <th scope="col">Who</th>
                    <th scope="col">Action</th>
                    <th scope="col">What</th>
                    <th scope="col">Change</th>
                  </tr>
                </thead>
                <tbody>
                  {q.data.items.map((e) => (
                    <tr key={e.id}>
                      <td>{formatDateTimeIst(e.at)}</td>
                      <td>{e.staffEmail ?? <span className={ui.muted}>command</span>}</td>
                      <td>{e.action}</td>
                      <td>
                        {e.entity}
                        {e.entityId ? ` #${e.entityId}` : ''}
                      </td>
                      <td>
                        <Change e={e} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pageCount > 1 ? (
            <Pagination
              page={page}
              pageCount={pageCount}
              label="Audit log pages"
              previousLabel="Previous"
              nextLabel="Next"
              pageLabel={(n) => `Page ${n}`}
              onPageChange={setPage}
            />
          ) : null}
        </>
      ) : null}
    </AdminPage>
  );
}
