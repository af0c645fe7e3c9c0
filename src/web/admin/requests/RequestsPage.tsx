import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  rescheduleQuoteReply,
  staffRequestReply,
  staffRequestsReply,
  type RequestStatus,
  type StaffRequestItem,
} from '../../../shared/contracts/desk';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { downloadCsv } from '../csv';
import { errorText, rupees, shortDate } from '../bookings/deskShared';
import styles from '../bookings/desk.module.css';

type Decision = { item: StaffRequestItem; to: Exclude<RequestStatus, 'new'> };

const kindLabel = (r: StaffRequestItem) =>
  r.kind === 'reschedule'
    ? 'Reschedule'
    : r.kind === 'special'
      ? 'Special requests'
      : r.tourName
        ? 'Tour enquiry'
        : 'Bulk / wedding';

/**
 * /admin/requests: bulk/wedding, tour and reschedule requests on a board by status. Each moves
 * new → in progress → accepted or declined; the reply is mailed to the guest.
 */
export function RequestsPage() {
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'requests'],
    queryFn: async () => (await adminApi('/api/staff/requests', staffRequestsReply)).data,
  });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState('');
  const exportCsv = () =>
    downloadCsv(
      'requests.csv',
      [
        'Ref',
        'Kind',
        'Name',
        'Mobile',
        'Email',
        'Hotel / tour',
        'From',
        'To',
        'Booking',
        'Status',
        'Reply',
      ],
      (q.data ?? []).map((r) => [
        r.ref,
        kindLabel(r),
        r.name,
        r.mobile,
        r.email,
        r.hotelName ?? r.tourName,
        r.fromDate,
        r.toDate,
        r.bookingRefNo,
        REQUEST_STATUS_LABELS[r.status],
        r.reply,
      ]),
    );
  return (
    <AdminPage
      title="Requests"
      intro="Bulk and wedding bookings, tour enquiries and reschedule requests. A reply is mailed to the guest."
      actions={
        <Button variant="secondary" onClick={exportCsv} disabled={!q.data?.length}>
          Export as CSV
        </Button>
      }
    >
      <p role="status" aria-live="polite" className={styles.note}>
        {notice}
      </p>
      {q.isPending ? <Spinner block /> : null}
      {q.isError ? (
        <p className={styles.error} role="alert">
          {errorText(q.error)}
        </p>
      ) : null}
      {q.data ? (
        <div className={styles.board}>
          {REQUEST_STATUSES.map((s) => {
            const items = q.data.filter((r) => r.status === s);
            return (
              <section key={s} className={styles.column} aria-labelledby={`col-${s}`}>
                <h2 id={`col-${s}`}>
                  {REQUEST_STATUS_LABELS[s]} ({items.length})
                </h2>
                {items.map((r) => (
                  <article
                    key={`${r.kind}-${r.id}`}
                    className={styles.card}
                    aria-label={`${kindLabel(r)} ${r.ref}`}
                  >
                    <h3>
                      {kindLabel(r)}: {r.ref}
                    </h3>
                    <p>
                      {r.name}, {r.mobile}
                      {r.email ? `, ${r.email}` : ''}
                    </p>
                    <p>
                      {r.hotelName ?? r.tourName ?? ''}
                      {r.kind === 'advance' && r.purpose ? ` (${r.purpose})` : ''}
                    </p>
                    <p>
                      {r.kind === 'reschedule' ? `Booking ${r.bookingRefNo ?? ''} to ` : ''}
                      {r.kind === 'special' ? 'Stay ' : ''}
                      {r.fromDate
                        ? `${shortDate(r.fromDate)} to ${shortDate(r.toDate)}`
                        : 'Dates open'}
                    </p>
                    {r.details ? <p className={styles.note}>{r.details}</p> : null}
                    {r.priceDifferencePaise !== null ? (
                      <p>Price difference: {rupees(r.priceDifferencePaise)}</p>
                    ) : null}
                    {r.reply ? <p className={styles.note}>Reply: {r.reply}</p> : null}
                    <div className={styles.actions}>
                      {r.status === 'new' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setDecision({ item: r, to: 'in_progress' })}
                        >
                          Start
                        </Button>
                      ) : null}
                      {r.status === 'new' || r.status === 'in_progress' ? (
                        <>
                          <Button
                            size="sm"
                            onClick={() => setDecision({ item: r, to: 'accepted' })}
                          >
                            Accept
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => setDecision({ item: r, to: 'declined' })}
                          >
                            Decline
                          </Button>
                        </>
                      ) : null}
                    </div>
                  </article>
                ))}
              </section>
            );
          })}
        </div>
      ) : null}
      {decision ? (
        <DecisionDialog
          decision={decision}
          onClose={() => setDecision(null)}
          onDone={(r) => {
            setDecision(null);
            setNotice(`Request ${r.ref} is now ${REQUEST_STATUS_LABELS[r.status].toLowerCase()}.`);
          }}
        />
      ) : null}
    </AdminPage>
  );
}

function DecisionDialog({
  decision,
  onClose,
  onDone,
}: {
  decision: Decision;
  onClose: () => void;
  onDone: (r: StaffRequestItem) => void;
}) {
  const { item, to } = decision;
  const qc = useQueryClient();
  const replyId = useId();
  const [reply, setReply] = useState('');
  const [formError, setFormError] = useState('');
  const quote = useQuery({
    queryKey: [ADMIN_KEY, 'reschedule-quote', item.id],
    enabled: item.kind === 'reschedule' && to === 'accepted',
    queryFn: async () =>
      (await adminApi(`/api/staff/requests/reschedule/${item.id}/quote`, rescheduleQuoteReply))
        .data,
  });
  const m = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/requests/${item.kind}/${item.id}/status`, staffRequestReply, {
          method: 'POST',
          body: { status: to, ...(reply.trim() ? { reply: reply.trim() } : {}) },
        })
      ).data,
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: [ADMIN_KEY, 'requests'] });
      onDone(r);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (to !== 'in_progress' && !reply.trim())
      return setFormError('Write the reply the guest will receive.');
    setFormError('');
    m.mutate();
  };
  const verb = to === 'in_progress' ? 'Start' : to === 'accepted' ? 'Accept' : 'Decline';
  return (
    <Modal
      open
      onClose={onClose}
      title={`${verb} request ${item.ref}`}
      closeLabel="Close"
      description={
        to === 'in_progress'
          ? 'Marks the request as being handled. A reply is optional.'
          : 'The reply is mailed to the guest (or sent by SMS when there is no email).'
      }
    >
      {quote.isPending && quote.fetchStatus !== 'idle' ? <Spinner /> : null}
      {quote.data ? (
        <div className={styles.panel}>
          <p>{quote.data.message}</p>
          {quote.data.available ? (
            <p>
              Paid {rupees(quote.data.paidPaise)}; the new dates cost{' '}
              {rupees(quote.data.newTotalPaise)} at today&apos;s rates:{' '}
              {quote.data.differencePaise === 0
                ? 'no difference.'
                : quote.data.differencePaise > 0
                  ? `${rupees(quote.data.differencePaise)} to collect at the desk.`
                  : `${rupees(-quote.data.differencePaise)} to refund at the desk.`}
            </p>
          ) : null}
        </div>
      ) : null}
      <form className={styles.formGrid} onSubmit={submit} noValidate>
        <div>
          <label htmlFor={replyId}>
            Reply to the guest{to === 'in_progress' ? ' (optional)' : ''}
          </label>
          <textarea
            id={replyId}
            className={styles.textarea}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            maxLength={2000}
            required={to !== 'in_progress'}
          />
        </div>
        {formError || m.isError ? (
          <p className={styles.error} role="alert">
            {formError || errorText(m.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            loading={m.isPending}
            variant={to === 'declined' ? 'danger' : 'primary'}
          >
            {verb}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
    </Modal>
  );
}
