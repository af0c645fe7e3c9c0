import { HOLD_MINUTES } from '../../../shared/constants';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useEffect } from 'react';
import { isPaidStatus } from '../../../shared/booking-status';
import type { HistoryRow } from '../../../shared/contracts/receipts';
import { canReschedule } from '../../../shared/contracts/requests';
import { formatDate, formatDateTimeIst, isIsoDate, todayIst } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { useLang, useLocalePath, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useBookingHistory, type HistoryFilters } from './api/getBookingHistory';
import { AccountLayout } from './AccountLayout';
import { TourHistory } from './TourHistory';
import { YourData } from './YourData';
import styles from './account.module.css';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees), { decimals: true });

const TONES: Record<string, BadgeTone> = {
  confirmed: 'success',
  partially_cancelled: 'warning',
  cancelled: 'danger',
  failed: 'danger',
  expired: 'neutral',
  pending_payment: 'info',
};

/** /booking-history: the customer's bookings with from, to and reference filters, and their links. */
export function BookingHistoryPage() {
  const lp = useLocalePath();
  const { booking: t, msg: MSG } = useT();
  usePageMeta(t.historyTitle, t.historyMeta);
  const { user } = useAuth();
  const [draft, setDraft] = useState({ fromDate: '', toDate: '', bookingRefNo: '' });
  const [filters, setFilters] = useState<HistoryFilters>({ UserId: user?.customerId });
  const history = useBookingHistory(filters);
  const { tours: tt } = useT();
  const [kind, setKind] = useState<'all' | 'rooms' | 'tours'>('all');
  const filtered = Boolean(filters.fromDate || filters.toDate || filters.bookingRefNo);

  useEffect(() => {
    if (history.isError) toast.error(history.error.message || MSG.failedToFetchHistory);
  }, [history.isError, history.error, MSG]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({
      UserId: user?.customerId,
      ...(isIsoDate(draft.fromDate) ? { fromDate: draft.fromDate } : {}),
      ...(isIsoDate(draft.toDate) ? { toDate: draft.toDate } : {}),
      ...(draft.bookingRefNo.trim() ? { bookingRefNo: draft.bookingRefNo.trim() } : {}),
    });
  };
  const reset = () => {
    setDraft({ fromDate: '', toDate: '', bookingRefNo: '' });
    setFilters({ UserId: user?.customerId });
  };

  return (
    <AccountLayout
      actions={
        <>
          <Button href={lp(href('myRequests'))} size="sm" variant="secondary">
            {t.myRequests}
          </Button>
          <Button href={lp(href('availability'))} size="sm" variant="accent">
            {t.bookStay}
          </Button>
        </>
      }
    >
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{t.historyTitle}</h1>
        <p className={styles.muted}>{t.historySubtitle}</p>
      </header>
      <form className={styles.filters} onSubmit={apply} noValidate aria-label={t.filters}>
        <TextField
          label={t.fromDate}
          type="date"
          name="fromDate"
          value={draft.fromDate}
          onChange={(e) => setDraft((d) => ({ ...d, fromDate: e.target.value }))}
        />
        <TextField
          label={t.toDate}
          type="date"
          name="toDate"
          min={draft.fromDate || undefined}
          value={draft.toDate}
          onChange={(e) => setDraft((d) => ({ ...d, toDate: e.target.value }))}
        />
        <TextField
          label={t.refFilter}
          name="bookingRefNo"
          autoCapitalize="characters"
          value={draft.bookingRefNo}
          onChange={(e) => setDraft((d) => ({ ...d, bookingRefNo: e.target.value }))}
        />
        <div className={styles.filterActions}>
          <Button type="submit" iconStart="search" loading={history.isFetching}>
            {t.applyFilters}
          </Button>
          <Button variant="ghost" onClick={reset}>
            {t.resetFilters}
          </Button>
        </div>
      </form>
      <SelectField
        label={tt.historyKind}
        name="kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as typeof kind)}
      >
        {(['all', 'rooms', 'tours'] as const).map((k) => (
          <option key={k} value={k}>
            {tt.kinds[k]}
          </option>
        ))}
      </SelectField>
      {kind !== 'rooms' ? <TourHistory /> : null}
      <div aria-live="polite" hidden={kind === 'tours'}>
        {history.isPending ? (
          <Spinner block />
        ) : history.isError ? (
          <EmptyState
            tone="error"
            title={MSG.failedToFetchHistory}
            action={<Button onClick={() => void history.refetch()}>{t.retry}</Button>}
          />
        ) : history.data.length === 0 ? (
          filtered ? (
            <EmptyState compact title={t.noMatches} />
          ) : (
            <EmptyState
              title={t.noBookings}
              description={t.noBookingsText}
              action={<Button href={lp(href('availability'))}>{t.bookStay}</Button>}
            />
          )
        ) : (
          <ul className={styles.historyList}>
            {history.data.map((b) => (
              <HistoryItem key={b.BookingID} b={b} />
            ))}
          </ul>
        )}
      </div>
      <YourData />
    </AccountLayout>
  );
}

/** An unpaid booking whose 15-minute hold (from the booking time) may still last. */
function canRetryPayment(b: HistoryRow): boolean {
  if (b.Status !== 'pending_payment' && b.Status !== 'failed') return false;
  return Date.parse(b.BookingDate) + HOLD_MINUTES * 60_000 > Date.now();
}

function HistoryItem({ b }: { b: HistoryRow }) {
  const lang = useLang();
  const lp = useLocalePath();
  const { booking: t, creditNote: c } = useT();
  const cancelledRooms = b.Rooms.filter((r) => r.Status === 'cancelled');
  const reviewable = b.Status === 'checked_out';
  const reschedulable = canReschedule({ status: b.Status, checkIn: b.CheckinDate }, todayIst());
  const retry = canRetryPayment(b);
  return (
    <li className={styles.historyItem} data-testid="history-row">
      <div className={styles.historyTop}>
        <div>
          <h2 className={styles.historyHotel}>{b.PropertyName}</h2>
          <p className={`${styles.mono} ${styles.muted}`}>{b.BookingRefNo}</p>
        </div>
        <Badge tone={TONES[b.Status] ?? 'neutral'}>{t.statusText[b.Status] ?? b.Status}</Badge>
      </div>
      <dl className={styles.historyFacts}>
        <div>
          <dt>{t.colDates}</dt>
          <dd>
            {t.stayRange(formatDate(b.CheckinDate, lang), formatDate(b.CheckOutDate, lang))} (
            {t.nights(b.NoOfDay)})
          </dd>
        </div>
        <div>
          <dt>{t.colRooms}</dt>
          <dd>
            {b.TotalRoom}
            {cancelledRooms.length > 0
              ? ` (${cancelledRooms.length} ${t.roomStatus.cancelled!.toLowerCase()})`
              : ''}
          </dd>
        </div>
        <div>
          <dt>{t.colAmount}</dt>
          <dd>{isPaidStatus(b.Status) ? money(b.TotalAmount) : t.notPaid(money(b.TotalAmount))}</dd>
        </div>
        {b.RefundAmount > 0 ? (
          <div>
            <dt>{t.refund}</dt>
            <dd>{t.refunded(money(b.RefundAmount))}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.small}>{t.bookedOn(formatDateTimeIst(b.BookingDate, lang))}</p>
      {b.HasReceipt || b.CanCancel || reschedulable || retry || reviewable ? (
        <div className={styles.historyActions}>
          {retry ? (
            <Button
              href={lp(href('retryPayment', { bookingId: b.BookingID }))}
              size="sm"
              variant="accent"
              aria-label={t.actionsFor(b.BookingRefNo, t.retryPayment)}
            >
              {t.retryPayment}
            </Button>
          ) : null}
          {b.HasReceipt ? (
            <>
              <Button
                href={lp(href('bookingView', { P_intBookingID: b.BookingID }))}
                size="sm"
                variant="secondary"
                iconStart="eye"
                aria-label={t.actionsFor(b.BookingRefNo, t.receipt)}
              >
                {t.receipt}
              </Button>
              <Button
                href={lp(href('bookingInvoice', { P_intBookingID: b.BookingID }))}
                size="sm"
                variant="secondary"
                iconStart="download"
                aria-label={t.actionsFor(b.BookingRefNo, t.invoice)}
              >
                {t.invoice}
              </Button>
              {b.CreditNotes.map((n) => (
                <Button
                  key={n.CreditNoteID}
                  href={href('creditNote', {
                    bookingId: b.BookingID,
                    creditNoteId: n.CreditNoteID,
                  })}
                  size="sm"
                  variant="secondary"
                  iconStart="download"
                  aria-label={t.actionsFor(b.BookingRefNo, c.historyLink(n.CreditNoteNo))}
                >
                  {c.historyLink(n.CreditNoteNo)}
                </Button>
              ))}
              {b.DebitNotes.map((n) => (
                <Button
                  key={`dn-${n.DebitNoteID}`}
                  href={lp(
                    href('debitNote', { bookingId: b.BookingID, debitNoteId: n.DebitNoteID }),
                  )}
                  size="sm"
                  variant="secondary"
                  iconStart="download"
                  aria-label={t.actionsFor(b.BookingRefNo, c.debit.historyLink(n.DebitNoteNo))}
                >
                  {c.debit.historyLink(n.DebitNoteNo)}
                </Button>
              ))}
            </>
          ) : null}
          {reschedulable ? (
            <Button
              href={lp(
                href('rescheduleBooking', {}, { booking: b.BookingRefNo, hotel: b.PropertyName }),
              )}
              size="sm"
              variant="secondary"
              iconStart="calendar"
              aria-label={t.actionsFor(b.BookingRefNo, t.reschedule)}
            >
              {t.reschedule}
            </Button>
          ) : null}
          {reviewable ? (
            <Button
              href={lp(href('reviewStay', { bookingId: b.BookingID }))}
              size="sm"
              variant="accent"
              iconStart="star"
              aria-label={t.actionsFor(b.BookingRefNo, t.reviewStay)}
            >
              {t.reviewStay}
            </Button>
          ) : null}
          {b.CanCancel ? (
            <Button
              href={lp(href('cancelBooking', { bookingId: b.BookingID }))}
              size="sm"
              variant="danger"
              aria-label={t.actionsFor(b.BookingRefNo, t.cancel)}
            >
              {t.cancel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
