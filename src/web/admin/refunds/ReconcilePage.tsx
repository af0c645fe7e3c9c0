import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { RECONCILE_LABELS, reconcileReply } from '../../../shared/contracts/desk';
import { addDays, todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { downloadCsv } from '../csv';
import { errorText, rupees, shortDate, StatusPill } from '../bookings/deskShared';
import styles from '../bookings/desk.module.css';

/** /admin/refunds/reconcile: one day's payments against the gateway's own list of that day. */
export function ReconcilePage() {
  const [draft, setDraft] = useState(addDays(todayIst(), -1));
  const [date, setDate] = useState(draft);
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'reconcile', date],
    queryFn: async () =>
      (await adminApi(`/api/staff/payments/reconcile?date=${date}`, reconcileReply)).data,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDate(draft);
  };
  const exportCsv = () =>
    downloadCsv(
      `reconciliation-${date}.csv`,
      ['Payment', 'Order', 'Booking', 'Ours (Rs)', 'Gateway (Rs)', 'Result'],
      (q.data?.lines ?? []).map((l) => [
        l.paymentId,
        l.orderId,
        l.bookingRefNo,
        l.localPaise === null ? '' : (l.localPaise / 100).toFixed(2),
        l.gatewayPaise === null ? '' : (l.gatewayPaise / 100).toFixed(2),
        RECONCILE_LABELS[l.state],
      ]),
    );
  return (
    <AdminPage
      title="Reconcile payments"
      intro="The payments captured on a day (India time) beside the gateway's own list of that day."
      actions={
        <Button variant="secondary" onClick={exportCsv} disabled={!q.data?.lines.length}>
          Export as CSV
        </Button>
      }
    >
      <form className={styles.filters} onSubmit={submit} aria-label="Day to reconcile">
        <TextField
          label="Day"
          type="date"
          max={todayIst()}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          required
        />
        <div className={styles.filterActions}>
          <Button type="submit">Reconcile</Button>
        </div>
      </form>
      {q.isPending ? <Spinner block /> : null}
      {q.isError ? (
        <p className={styles.error} role="alert">
          {errorText(q.error)}
        </p>
      ) : null}
      {q.data ? (
        <>
          <p aria-live="polite">
            {shortDate(q.data.date)}, gateway {q.data.gateway}: {q.data.counts.matched ?? 0}{' '}
            matched, {q.data.counts.missing_at_gateway ?? 0} missing at the gateway,{' '}
            {q.data.counts.missing_locally ?? 0} missing here, {q.data.counts.amount_differs ?? 0}{' '}
            with another amount.
          </p>
          <div
            className={styles.tableWrap}
            tabIndex={0}
            role="region"
            aria-label="Payments of the day"
          >
            <table className={styles.table}>
              <caption>Payments of {shortDate(q.data.date)}</caption>
              <thead>
                <tr>
                  <th scope="col">Payment</th>
                  <th scope="col">Booking</th>
                  <th scope="col" className={styles.num}>
                    Ours
                  </th>
                  <th scope="col" className={styles.num}>
                    Gateway
                  </th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {q.data.lines.length === 0 ? (
                  <tr>
                    <td colSpan={5}>No payments on this day.</td>
                  </tr>
                ) : (
                  q.data.lines.map((l) => (
                    <tr key={l.paymentId}>
                      <th scope="row">{l.paymentId}</th>
                      <td>{l.bookingRefNo ?? ''}</td>
                      <td className={styles.num}>{rupees(l.localPaise)}</td>
                      <td className={styles.num}>{rupees(l.gatewayPaise)}</td>
                      <td>
                        <StatusPill
                          label={RECONCILE_LABELS[l.state]}
                          tone={l.state === 'matched' ? 'good' : 'bad'}
                        />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </AdminPage>
  );
}
