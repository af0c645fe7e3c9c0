import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDeparture } from '../../../shared/contracts/tours';
import { formatDate } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { SelectField, TextareaField, TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import { deskHref, errorText, rupees, StatusPill } from '../bookings/deskShared';
import { ListedTable } from '../ListedTable';
import ui from '../ui.module.css';
import { DepartureForm, WEEKDAYS } from './DepartureForm';
import {
  cancelReply,
  departureReply,
  departuresKey,
  useDepartures,
  useStaffTours,
} from './queries';
import styles from './tours.module.css';

const STATUS_LABEL = { open: 'Open', closed: 'Closed', cancelled: 'Cancelled' } as const;

/** "Sat 06 Dec 2026" */
const dayAndDate = (date: string) =>
  `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!.slice(0, 3)} ${formatDate(date)}`;

/** The page's choice from its address: /admin/tour-departures?tourId=3 */
function initialTour(): string {
  return (
    new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get(
      'tourId',
    ) ?? ''
  );
}

/** Cancelling a departure: the reason, told to every guest, and the refunds it sends (ADR 350). */
function CancelDialog({
  tourId,
  d,
  onClose,
  onDone,
}: {
  tourId: string;
  d: StaffDeparture;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/departures/${d.id}/cancel`, cancelReply, {
          method: 'POST',
          body: { reason: reason.trim() },
        })
      ).data,
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: departuresKey(tourId) });
      const n = r.refunded.length;
      onDone(
        `The departure of ${formatDate(d.date)} is cancelled: ${n} booking${n === 1 ? '' : 's'} refunded in full, ${r.holdsEnded} unpaid hold${r.holdsEnded === 1 ? '' : 's'} ended. Every guest is told by mail and SMS.`,
      );
    },
  });
  return (
    <Modal
      open
      role="alertdialog"
      onClose={onClose}
      title={`Cancel the departure of ${formatDate(d.date)} at ${d.time}?`}
      description={`It goes off sale, and every paid booking on it (${d.seatsSold} seat${d.seatsSold === 1 ? '' : 's'} sold or held) is cancelled and refunded in full. Guests are told by mail and SMS. This cannot be undone.`}
      closeLabel="Close"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep the departure
          </Button>
          <Button variant="danger" form="cancel-departure" type="submit" loading={cancel.isPending}>
            Cancel departure and refund everyone
          </Button>
        </>
      }
    >
      <form
        id="cancel-departure"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length < 3) {
            setError('Give the reason the departure is cancelled.');
            return;
          }
          setError(undefined);
          cancel.mutate();
        }}
      >
        {cancel.isError ? (
          <p className={ui.error} role="alert">
            {errorText(cancel.error)}
          </p>
        ) : null}
        <TextareaField
          label="Reason (sent to every guest)"
          required
          maxLength={300}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
      </form>
    </Modal>
  );
}

function RowActions({
  tourId,
  d,
  onEdit,
  onCancel,
  onDone,
}: {
  tourId: string;
  d: StaffDeparture;
  onEdit: () => void;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const qc = useQueryClient();
  const when = `${formatDate(d.date)} ${d.time}`;
  const setStatus = useMutation({
    mutationFn: async (status: 'open' | 'closed') =>
      (
        await adminApi(`/api/staff/tours/${tourId}/departures`, departureReply, {
          method: 'PUT',
          body: { id: d.id, status },
        })
      ).data,
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: departuresKey(tourId) });
      onDone(
        r.status === 'closed'
          ? `The departure of ${formatDate(r.date)} is closed: no more seats are sold.`
          : `The departure of ${formatDate(r.date)} is open for booking again.`,
      );
    },
    onError: (err) => onDone(errorText(err)),
  });
  return (
    <div className={ui.rowActions}>
      <Button
        size="sm"
        variant="secondary"
        href={deskHref(`/tour-departures/${d.id}/manifest`)}
        aria-label={`Manifest of ${when}`}
      >
        Manifest
      </Button>
      {d.status === 'cancelled' ? null : (
        <>
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${when}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate(d.status === 'open' ? 'closed' : 'open')}
            aria-label={`${d.status === 'open' ? 'Close' : 'Reopen'} ${when}`}
          >
            {d.status === 'open' ? 'Close' : 'Reopen'}
          </Button>
          <Button size="sm" variant="danger" onClick={onCancel} aria-label={`Cancel ${when}`}>
            Cancel
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * /admin/tour-departures (admins, content editors, tour operators for their own tours; ADR 351):
 * a tour's departures with seats sold and free, prices and status; add one or a weekly schedule,
 * edit, close or reopen, cancel with a reason (every guest refunded), and open the manifest.
 */
export function TourDeparturesPage() {
  const tours = useStaffTours();
  const [chosen, setChosen] = useState(initialTour);
  const list = tours.data ?? [];
  const tourId =
    chosen && list.some((t) => String(t.id) === chosen) ? chosen : String(list[0]?.id ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const departures = useDepartures(tourId, from, to);
  const [message, setMessage] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffDeparture | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<StaffDeparture | null>(null);
  const done = (m: string) => {
    setEditing(null);
    setCancelling(null);
    setMessage(m);
  };
  const choose = (id: string) => {
    setChosen(id);
    setMessage(null);
    window.history.replaceState(null, '', `?tourId=${id}`);
  };
  const tour = list.find((t) => String(t.id) === tourId);

  return (
    <AdminPage
      title="Tour departures"
      intro="The dates a tour leaves on, with seats sold and free. Add one date or a weekly schedule; cancelling a departure refunds every guest in full."
      actions={
        tourId ? (
          <Button iconStart="plus" onClick={() => setEditing('new')}>
            Add departures
          </Button>
        ) : null
      }
    >
      {tours.isError ? (
        <p className={ui.error} role="alert">
          {errorText(tours.error)}
        </p>
      ) : null}
      {tours.data && list.length === 0 ? <p>No tour is assigned to your account.</p> : null}
      <div className={styles.filters}>
        <SelectField label="Tour" value={tourId} onChange={(e) => choose(e.target.value)}>
          {list.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.title}
              {t.published ? '' : ' (draft)'}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          hint="Empty: today"
        />
        <TextField
          label="To"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          hint="Empty: 180 days on"
        />
      </div>
      {tourId ? (
        <ListedTable
          query={departures}
          label={tour ? `Departures of ${tour.title}` : 'Departures'}
          message={message}
          columns={['Date', 'Seats', 'Prices (before GST)', 'Pickup', 'Status', 'Actions']}
          row={(d) => (
            <tr key={d.id}>
              <th scope="row" className={styles.when}>
                {dayAndDate(d.date)}
                <br />
                <span className={ui.muted}>{d.time}</span>
              </th>
              <td className={styles.nowrap}>
                {d.seatsSold} sold, {d.status === 'cancelled' ? 0 : d.seatsLeft} free
                <br />
                <span className={ui.muted}>of {d.seats}</span>
              </td>
              <td className={styles.nowrap}>
                Adult {rupees(d.adultPricePaise)}
                <br />
                Child {rupees(d.childPricePaise)}
                {d.singleSupplementPaise !== null ? (
                  <>
                    <br />
                    Single +{rupees(d.singleSupplementPaise)}
                  </>
                ) : null}
              </td>
              <td>
                {d.pickupPoints.map((p) => (
                  <span key={p.id} className={styles.pickup}>
                    {p.time} {p.name}
                  </span>
                ))}
              </td>
              <td>
                <StatusPill
                  label={STATUS_LABEL[d.status]}
                  {...(d.status === 'open' ? { tone: 'good' as const } : {})}
                  {...(d.status === 'cancelled' ? { tone: 'bad' as const } : {})}
                />
                {d.cancelReason ? (
                  <>
                    <br />
                    <span className={ui.muted}>{d.cancelReason}</span>
                  </>
                ) : null}
              </td>
              <td>
                <RowActions
                  tourId={tourId}
                  d={d}
                  onEdit={() => setEditing(d)}
                  onCancel={() => setCancelling(d)}
                  onDone={setMessage}
                />
              </td>
            </tr>
          )}
        />
      ) : null}
      {departures.data && departures.data.length === 0 ? (
        <p>No departures in these dates. Add one, or a weekly schedule.</p>
      ) : null}
      {editing ? (
        <DepartureForm
          tourId={tourId}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      ) : null}
      {cancelling ? (
        <CancelDialog
          tourId={tourId}
          d={cancelling}
          onClose={() => setCancelling(null)}
          onDone={done}
        />
      ) : null}
    </AdminPage>
  );
}
