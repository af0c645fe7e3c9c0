import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { IDENTITY_TYPES } from '../../../shared/contracts/bookings';
import { chartReply } from '../../../shared/contracts/rooms';
import { HOUSEKEEPING_WORD, roomChoices } from '../chart/roomChoices';
import { todayIst } from '../../../shared/dates';
import {
  cancelPreviewReply,
  deskActionReply,
  staffBookingDetailReply,
  type StaffBookingDetail,
} from '../../../shared/contracts/desk';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import {
  bookingTone,
  errorText,
  istDateTime,
  rupees,
  shortDate,
  StatusPill,
  deskHref,
} from './deskShared';
import { RegistrationSection } from './RegistrationSection';
import { CheckOutDialog, FolioPanel } from './FolioPanel';
import styles from './desk.module.css';

const key = (id: string) => [ADMIN_KEY, 'booking', id] as const;

/** /admin/bookings/:id: a booking with the desk's actions (check-in, check-out, no-show, cancel). */
export function BookingDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: key(id),
    queryFn: async () =>
      (await adminApi(`/api/staff/bookings/${id}`, staffBookingDetailReply)).data,
  });
  const [dialog, setDialog] = useState<'check-in' | 'check-out' | 'cancel' | 'no-show' | null>(
    null,
  );
  const [notice, setNotice] = useState('');
  const done = (b: StaffBookingDetail, text: string) => {
    qc.setQueryData(key(id), b);
    void qc.invalidateQueries({ queryKey: [ADMIN_KEY, 'bookings'] });
    void qc.invalidateQueries({ queryKey: [ADMIN_KEY, 'registration'] });
    // the folio's actions follow the stay (a charge is posted once the guest is in)
    void qc.invalidateQueries({ queryKey: [ADMIN_KEY, 'folio', b.id] });
    // the room chart's bar, the housekeeping board and the day's lists and counts show the stay's
    // new status at once, not when their cached copy goes stale a minute on
    for (const page of ['chart', 'housekeeping', 'today', 'dashboard'])
      void qc.invalidateQueries({ queryKey: [ADMIN_KEY, page] });
    setDialog(null);
    setNotice(text);
  };
  if (q.isPending) return <Spinner block />;
  if (q.isError)
    return (
      <AdminPage title="Booking">
        <p className={styles.error} role="alert">
          {errorText(q.error)}
        </p>
        <p>
          <a href={deskHref('/bookings')}>Back to bookings</a>
        </p>
      </AdminPage>
    );
  const b = q.data;
  // an open booking whose no-show is refused until the check-in time plus the hotel's cut-off
  const noShowLater =
    b.actions.cancel && !b.actions.noShow && Date.now() < Date.parse(b.noShowFrom);
  return (
    <AdminPage
      title={`Booking ${b.ref}`}
      intro={`${b.guestName}, ${b.hotelName}: ${shortDate(b.checkIn)} to ${shortDate(b.checkOut)}`}
      actions={
        <Button href={deskHref('/bookings')} variant="ghost">
          Back to bookings
        </Button>
      }
    >
      <p role="status" aria-live="polite" className={styles.note}>
        {notice}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => setDialog('check-in')} disabled={!b.actions.checkIn}>
          Check in
        </Button>
        <Button
          variant="secondary"
          onClick={() => setDialog('check-out')}
          disabled={!b.actions.checkOut}
        >
          Check out
        </Button>
        <Button
          variant="secondary"
          onClick={() => setDialog('no-show')}
          disabled={!b.actions.noShow}
          aria-describedby={noShowLater ? 'no-show-later' : undefined}
        >
          Mark no-show
        </Button>
        <Button variant="danger" onClick={() => setDialog('cancel')} disabled={!b.actions.cancel}>
          Cancel booking
        </Button>
        <Button href={b.links.receipt} variant="ghost" target="_blank" rel="noopener">
          Receipt
        </Button>
        <Button href={b.links.invoicePdf} variant="ghost" target="_blank" rel="noopener">
          GST invoice (PDF)
        </Button>
      </div>
      {noShowLater ? (
        <p id="no-show-later" className={styles.note}>
          A no-show can be marked from {istDateTime(b.noShowFrom)}: the hotel&apos;s check-in time
          on the arrival day plus its no-show cut-off.
        </p>
      ) : null}

      <div className={styles.grid2}>
        <section className={styles.panel} aria-labelledby="stay-h">
          <h2 id="stay-h">Stay</h2>
          <dl className={styles.facts}>
            <dt>Status</dt>
            <dd>
              <StatusPill label={b.statusLabel} tone={bookingTone(b.status)} />
            </dd>
            <dt>Hotel</dt>
            <dd>{b.hotelName}</dd>
            <dt>Dates</dt>
            <dd>
              {shortDate(b.checkIn)} to {shortDate(b.checkOut)} ({b.nights} night
              {b.nights === 1 ? '' : 's'})
            </dd>
            <dt>Checked in</dt>
            <dd>
              {b.stay.checkedInAt
                ? `${istDateTime(b.stay.checkedInAt)}; ID ${b.stay.idSeen ? `seen (${b.stay.idType ?? ''})` : 'not seen'}`
                : 'No'}
            </dd>
            {b.stay.checkedOutAt ? (
              <>
                <dt>Checked out</dt>
                <dd>{istDateTime(b.stay.checkedOutAt)}</dd>
              </>
            ) : null}
            {b.stay.noShowAt ? (
              <>
                <dt>No-show marked</dt>
                <dd>{istDateTime(b.stay.noShowAt)}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="guest-h">
          <h2 id="guest-h">Guest</h2>
          <dl className={styles.facts}>
            <dt>Name</dt>
            <dd>{b.guestName}</dd>
            <dt>Mobile</dt>
            <dd>{b.mobile}</dd>
            <dt>Email</dt>
            <dd>{b.email || 'Not given'}</dd>
            <dt>Identity</dt>
            <dd>
              {b.identityType} {b.identityNo}
            </dd>
            {b.gstin ? (
              <>
                <dt>GSTIN</dt>
                <dd>{b.gstin}</dd>
              </>
            ) : null}
            <dt>Special requests</dt>
            <dd className={styles.note}>{b.specialRequests ?? 'None'}</dd>
          </dl>
          {b.specialRequests ? (
            <p>
              <a href="/admin/requests">Answer on the requests board</a>
            </p>
          ) : null}
        </section>
      </div>

      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Rooms">
        <table className={styles.table}>
          <caption>Rooms</caption>
          <thead>
            <tr>
              <th scope="col">Room type</th>
              <th scope="col">Guests</th>
              <th scope="col">Room number</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.num}>
                Paid
              </th>
              <th scope="col" className={styles.num}>
                Refund
              </th>
            </tr>
          </thead>
          <tbody>
            {b.roomList.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.roomTypeName}</th>
                <td>
                  {r.adults} adult{r.adults === 1 ? '' : 's'}
                  {r.children ? `, ${r.children} child${r.children === 1 ? '' : 'ren'}` : ''}
                  {r.extraPersons ? `, ${r.extraPersons} extra` : ''}
                </td>
                <td>{r.roomNo ?? ''}</td>
                <td>{r.status === 'booked' ? 'Booked' : 'Cancelled'}</td>
                <td className={styles.num}>{rupees(r.paidPaise)}</td>
                <td className={styles.num}>{rupees(r.refundPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className={styles.grid2}>
        <section className={styles.panel} aria-labelledby="pay-h">
          <h2 id="pay-h">Payment</h2>
          <dl className={styles.facts}>
            <dt>Room total</dt>
            <dd>{rupees(b.roomTotalPaise)}</dd>
            <dt>GST</dt>
            <dd>{rupees(b.gstPaise)}</dd>
            <dt>Total</dt>
            <dd>{rupees(b.totalPaise)}</dd>
            <dt>Invoice</dt>
            <dd>{b.invoiceNo ?? 'None'}</dd>
            {b.payment ? (
              <>
                <dt>Paid by</dt>
                <dd>
                  {b.counter ? `At the desk (${b.payment.method ?? ''})` : b.payment.gateway}
                  {b.payment.reference ? `, ref. ${b.payment.reference}` : ''}
                </dd>
                <dt>Payment status</dt>
                <dd>{b.payment.status}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="ref-h">
          <h2 id="ref-h">Refunds</h2>
          {b.refunds.length === 0 ? (
            <p className={styles.note}>No refunds.</p>
          ) : (
            <ul>
              {b.refunds.map((r) => (
                <li key={r.id}>
                  {rupees(r.amountPaise)}: {r.status} ({istDateTime(r.createdAt)})
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <RegistrationSection bookingId={b.id} />

      <FolioPanel bookingId={b.id} />

      {dialog === 'check-out' ? (
        <CheckOutDialog
          booking={b}
          onClose={() => setDialog(null)}
          onDone={(x) => done(x, `Checked out ${x.guestName}.`)}
        />
      ) : null}
      {dialog === 'check-in' ? (
        <CheckInDialog
          booking={b}
          onClose={() => setDialog(null)}
          onDone={(x) => done(x, `Checked in ${x.guestName}.`)}
        />
      ) : null}
      {dialog === 'no-show' ? (
        <NoShowDialog
          booking={b}
          onClose={() => setDialog(null)}
          onDone={(x) => done(x, 'Marked as a no-show.')}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelDialog
          booking={b}
          onClose={() => setDialog(null)}
          onDone={(x) => done(x, 'The booking is cancelled.')}
        />
      ) : null}
    </AdminPage>
  );
}

type DialogProps = {
  booking: StaffBookingDetail;
  onClose: () => void;
  onDone: (b: StaffBookingDetail) => void;
};

/** The chart of the booking's nights (from today on): which rooms each booked room may take. */
function useRoomChoices(booking: StaffBookingDetail, from: string) {
  const to = booking.checkOut;
  return useQuery({
    queryKey: [ADMIN_KEY, 'chart', booking.hotelId, from, to],
    queryFn: async () =>
      (
        await adminApi(
          `/api/staff/hotels/${booking.hotelId}/chart?from=${from}&to=${to}`,
          chartReply,
        )
      ).data,
  });
}

function CheckInDialog({ booking, onClose, onDone }: DialogProps) {
  const rooms = booking.roomList.filter((r) => r.status === 'booked');
  const today = todayIst();
  const chart = useRoomChoices(booking, today > booking.checkIn ? today : booking.checkIn);
  const [idSeen, setIdSeen] = useState<'yes' | 'no' | ''>('');
  // the government-employee rate (ADR 366): the guest's government ID card is seen
  const governmentRate = rooms.some((r) => r.governmentId);
  const [governmentIdSeen, setGovernmentIdSeen] = useState(false);
  const [idType, setIdType] = useState<string>(booking.identityType);
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState('');
  const chosen = (bookingRoomId: number) => {
    const held = chart.data ? roomChoices(chart.data, bookingRoomId).held : undefined;
    return picked[bookingRoomId] ?? (held ? String(held) : '');
  };
  const m = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/bookings/${booking.id}/check-in`, deskActionReply, {
          method: 'POST',
          body: {
            idSeen: idSeen === 'yes',
            ...(idSeen === 'yes' ? { idType } : {}),
            ...(governmentRate ? { governmentIdSeen } : {}),
            rooms: rooms.map((r) => ({ bookingRoomId: r.id, roomId: Number(chosen(r.id)) })),
          },
        })
      ).data,
    onSuccess: onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!idSeen) return setFormError('Say whether an identity document was seen.');
    if (governmentRate && !governmentIdSeen)
      return setFormError(
        "This booking is on the government-employee rate: see the guest's government ID card first.",
      );
    if (rooms.some((r) => !chosen(r.id))) return setFormError('Choose a room for every room.');
    setFormError('');
    m.mutate();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Check in ${booking.guestName}`}
      closeLabel="Close check-in"
      description={`Booking ${booking.ref}, ${rooms.length} room${rooms.length === 1 ? '' : 's'}.`}
    >
      <form className={styles.formGrid} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>Identity document seen?</legend>
          <label className={styles.radio}>
            <input
              type="radio"
              name="idSeen"
              value="yes"
              checked={idSeen === 'yes'}
              onChange={() => setIdSeen('yes')}
            />
            Yes
          </label>
          <label className={styles.radio}>
            <input
              type="radio"
              name="idSeen"
              value="no"
              checked={idSeen === 'no'}
              onChange={() => setIdSeen('no')}
            />
            No
          </label>
        </fieldset>
        {governmentRate ? (
          <label className={styles.radio}>
            <input
              type="checkbox"
              checked={governmentIdSeen}
              onChange={(e) => setGovernmentIdSeen(e.target.checked)}
            />
            Government ID card seen (government-employee rate)
          </label>
        ) : null}
        {idSeen === 'yes' ? (
          <SelectField
            label="Document type"
            value={idType}
            onChange={(e) => setIdType(e.target.value)}
          >
            {IDENTITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
        ) : null}
        {chart.isError ? (
          <p className={styles.error} role="alert">
            {errorText(chart.error)}
          </p>
        ) : null}
        {rooms.map((r, i) => {
          const free = chart.data ? roomChoices(chart.data, r.id).free : [];
          const ready = free.filter((room) => room.housekeeping !== 'dirty');
          const dirty = free.filter((room) => room.housekeeping === 'dirty');
          const pick = free.find((room) => String(room.id) === chosen(r.id));
          const option = (room: (typeof free)[number]) => (
            <option key={room.id} value={room.id}>
              {room.number} (floor {room.floor}, {HOUSEKEEPING_WORD[room.housekeeping]})
            </option>
          );
          return (
            <SelectField
              key={r.id}
              label={`Room for room ${i + 1} (${r.roomTypeName})`}
              value={chosen(r.id)}
              onChange={(e) => setPicked((p) => ({ ...p, [r.id]: e.target.value }))}
              hint={
                pick?.housekeeping === 'dirty'
                  ? `Room ${pick.number} is dirty: housekeeping has not made it up since the last guest.`
                  : undefined
              }
              required
            >
              <option value="">
                {chart.isPending
                  ? 'Loading rooms…'
                  : free.length
                    ? 'Choose a free room'
                    : 'No free room'}
              </option>
              {dirty.length ? (
                <>
                  {ready.length ? (
                    <optgroup label="Ready (clean or inspected)">{ready.map(option)}</optgroup>
                  ) : null}
                  <optgroup label="Dirty (not made up yet)">{dirty.map(option)}</optgroup>
                </>
              ) : (
                ready.map(option)
              )}
            </SelectField>
          );
        })}
        {formError || m.isError ? (
          <p className={styles.error} role="alert">
            {formError || errorText(m.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={m.isPending}>
            Check in
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function NoShowDialog({ booking, onClose, onDone }: DialogProps) {
  const m = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/bookings/${booking.id}/no-show`, deskActionReply, {
          method: 'POST',
          body: {},
        })
      ).data,
    onSuccess: onDone,
  });
  return (
    <Modal
      open
      role="alertdialog"
      onClose={onClose}
      title="Mark as a no-show?"
      closeLabel="Close"
      description={`${booking.guestName} (${booking.ref}) did not arrive. The rooms of the nights from today on go back on sale; the payment is kept.`}
      footer={
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => m.mutate()} loading={m.isPending}>
            Mark no-show
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Keep the booking
          </Button>
        </div>
      }
    >
      {m.isError ? (
        <p className={styles.error} role="alert">
          {errorText(m.error)}
        </p>
      ) : null}
    </Modal>
  );
}

function CancelDialog({ booking, onClose, onDone }: DialogProps) {
  const preview = useQuery({
    queryKey: [ADMIN_KEY, 'cancel-preview', booking.id],
    queryFn: async () =>
      (await adminApi(`/api/staff/bookings/${booking.id}/cancel-preview`, cancelPreviewReply)).data,
  });
  const [mode, setMode] = useState<'policy' | 'override'>('policy');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState('');
  const m = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/bookings/${booking.id}/cancel`, deskActionReply, {
          method: 'POST',
          body:
            mode === 'policy'
              ? { mode }
              : { mode, refundPaise: Math.round(Number(amount) * 100), reason: reason.trim() },
        })
      ).data,
    onSuccess: onDone,
  });
  const p = preview.data;
  const policyBlocked = Boolean(p?.policyRefusal);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'override') {
      const n = Number(amount);
      if (!amount || !Number.isFinite(n) || n < 0)
        return setFormError('Enter the amount to refund in rupees.');
      if (reason.trim().length < 5) return setFormError('Write the reason for the override.');
    } else if (policyBlocked) {
      return setFormError('The policy allows no cancellation now: use an override with a reason.');
    }
    setFormError('');
    m.mutate();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Cancel booking ${booking.ref}`}
      closeLabel="Close cancellation"
      description="Every remaining room is cancelled; the guest is told by mail and SMS."
    >
      {preview.isPending ? <Spinner /> : null}
      {p ? (
        <dl className={styles.facts}>
          <dt>Paid for the remaining rooms</dt>
          <dd>{rupees(p.paidPaise)}</dd>
          <dt>Under the policy</dt>
          <dd>
            {p.policyRefusal
              ? p.policyRefusal
              : `${p.deductionPercent ?? 0}% deducted (${p.daysBeforeCheckIn} days before check-in): refund ${rupees(p.refundPaise)}`}
          </dd>
        </dl>
      ) : null}
      <form className={styles.formGrid} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>Refund</legend>
          <label className={styles.radio}>
            <input
              type="radio"
              name="mode"
              value="policy"
              checked={mode === 'policy'}
              onChange={() => setMode('policy')}
            />
            As the policy gives
          </label>
          <label className={styles.radio}>
            <input
              type="radio"
              name="mode"
              value="override"
              checked={mode === 'override'}
              onChange={() => setMode('override')}
            />
            Override amount (a reason is required and recorded)
          </label>
        </fieldset>
        {mode === 'override' ? (
          <>
            <TextField
              label="Refund amount (₹)"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              required
            />
            <TextField
              label="Reason for the override"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              required
            />
          </>
        ) : null}
        {formError || m.isError ? (
          <p className={styles.error} role="alert">
            {formError || errorText(m.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" loading={m.isPending}>
            Cancel the booking
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            Keep the booking
          </Button>
        </div>
      </form>
    </Modal>
  );
}
