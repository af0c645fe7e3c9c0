import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffRefundReply, staffRefundsReply } from '../../../shared/contracts/desk';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { downloadCsv } from '../csv';
import {
  DeskTable,
  deskHref,
  istDateTime,
  ListStatus,
  rupees,
  StatusPill,
} from '../bookings/deskShared';
import styles from '../bookings/desk.module.css';

type Filters = { status: string; from: string; to: string };
const EMPTY: Filters = { status: '', from: '', to: '' };

/** /admin/refunds: every refund with its state at the gateway; a failed one can be sent again. */
export function RefundsPage() {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [notice, setNotice] = useState('');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(applied)) if (v) params.set(k, v);
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'refunds', applied],
    queryFn: async () =>
      (await adminApi(`/api/staff/refunds?${params.toString()}`, staffRefundsReply)).data,
  });
  const retry = useMutation({
    mutationFn: async (id: number) =>
      (
        await adminApi(`/api/staff/refunds/${id}/retry`, staffRefundReply, {
          method: 'POST',
          body: {},
        })
      ).data,
    onSuccess: (r, id) => {
      setNotice(`Refund ${id} was sent again as refund ${r.id}: ${r.gatewayState}.`);
      void qc.invalidateQueries({ queryKey: [ADMIN_KEY, 'refunds'] });
    },
  });
  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(draft);
  };
  const exportCsv = () =>
    downloadCsv(
      'refunds.csv',
      [
        'Refund',
        'Booking',
        'Kind',
        'Guest',
        'Amount (Rs)',
        'Status',
        'Gateway state',
        'Gateway refund id',
        'Reason',
        'Created',
      ],
      (q.data ?? []).map((r) => [
        r.id,
        r.bookingRefNo,
        r.subject === 'tour_booking' ? 'Tour' : 'Room',
        r.guestName,
        (r.amountPaise / 100).toFixed(2),
        r.status,
        r.gatewayState,
        r.gatewayRefundId,
        r.reason,
        r.createdAt,
      ]),
    );
  return (
    <AdminPage
      title="Refunds"
      intro="Every refund and where it stands at the payment gateway. A failed refund can be sent again once."
      actions={
        <>
          <Button href={deskHref('/refunds/reconcile')} variant="secondary">
            Reconcile a day
          </Button>
          <Button variant="secondary" onClick={exportCsv} disabled={!q.data?.length}>
            Export as CSV
          </Button>
        </>
      }
    >
      <form className={styles.filters} onSubmit={submit} aria-label="Refund filters">
        <SelectField label="Status" value={draft.status} onChange={set('status')}>
          <option value="">Any status</option>
          <option value="pending">Pending</option>
          <option value="processed">Processed</option>
          <option value="failed">Failed</option>
        </SelectField>
        <TextField label="Created from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label="Created to" type="date" value={draft.to} onChange={set('to')} />
        <div className={styles.filterActions}>
          <Button type="submit">Show</Button>
        </div>
      </form>
      <ListStatus
        notice={notice}
        errors={[retry.isError && retry.error, q.isError && q.error]}
        pending={q.isPending}
      />
      {q.data ? (
        <DeskTable
          label="Refunds"
          caption={`Refunds (${q.data.length})`}
          columns={[
            'Refund',
            'Booking',
            'Guest',
            { label: 'Amount', numeric: true },
            'Gateway state',
            'Reason',
            'Created',
            'Action',
          ]}
          rows={q.data}
          empty="No refunds."
          row={(r) => (
            <tr key={r.id}>
              <th scope="row">{r.id}</th>
              <td>
                {r.bookingRefNo}
                {r.subject === 'tour_booking' ? (
                  <div className={styles.note}>Tour booking</div>
                ) : null}
              </td>
              <td>{r.guestName}</td>
              <td className={styles.num}>{rupees(r.amountPaise)}</td>
              <td>
                <StatusPill
                  label={r.gatewayState}
                  tone={
                    r.status === 'processed' ? 'good' : r.status === 'failed' ? 'bad' : undefined
                  }
                />
                {r.gatewayRefundId ? <div className={styles.note}>{r.gatewayRefundId}</div> : null}
              </td>
              <td>{r.reason}</td>
              <td className={styles.nowrap}>{istDateTime(r.createdAt)}</td>
              <td>
                {r.status === 'failed' && r.retriedAs === null ? (
                  <Button
                    size="sm"
                    onClick={() => retry.mutate(r.id)}
                    loading={retry.isPending && retry.variables === r.id}
                    aria-label={`Retry refund ${r.id}`}
                  >
                    Retry
                  </Button>
                ) : r.retriedAs ? (
                  `Retried as ${r.retriedAs}`
                ) : null}
              </td>
            </tr>
          )}
        />
      ) : null}
    </AdminPage>
  );
}
