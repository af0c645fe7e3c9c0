import { useState, type FormEvent } from 'react';
import { manageOpened } from '../../../shared/contracts/account';
import { authMessageReply } from '../../../shared/contracts/auth';
import type { BookingCreated } from '../../../shared/contracts/bookings';
import { okReply } from '../../../shared/contracts/common';
import {
  dateChangeOutcome,
  dateChangeQuote,
  type DateChangeOutcome,
  type DateChangeQuote,
} from '../../../shared/contracts/date-changes';
import { OTP_RESEND_SECONDS } from '../../../shared/constants';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { useLang, useLocalePath, useT } from '../../i18n';
import { api, ApiError } from '../../lib/api';
import { useRestartableCountdown } from '../../lib/countdown';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { BareLayout } from './BareLayout';
import { openRazorpay } from './razorpay';
import { SandboxCheckout } from './SandboxCheckout';
import { sandboxPay } from './api/sandboxPay';
import { verifyPayment } from './api/verifyPayment';
import { useBookingNotes } from './api/bookingNotes';
import styles from './booking.module.css';

/** The seconds a 429 says to wait (`retryAfter`), or null for any other error. */
function retryAfterOf(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  const body = err.body as { retryAfter?: unknown } | null;
  return typeof body?.retryAfter === 'number' ? body.retryAfter : null;
}

const quoteReply = okReply(dateChangeQuote);
const outcomeReply = okReply(dateChangeOutcome);
const rupees = (p: number) => formatRupees(p, { decimals: true });

/** /manage-booking: reference + a code opens the booking; documents, cancel, change dates (ADR 315, 316). */
export function ManageBookingPage() {
  const lang = useLang();
  const t = useT().booking.manage;
  const lp = useLocalePath();
  usePageMeta(t.title, t.lead);
  const [reference, setReference] = useState('');
  const [contact, setContact] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [opened, setOpened] = useState<{ bookingId: number; BookingRefNo: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [dates, setDates] = useState(() => {
    const d = addDays(todayIst(), 7);
    return { checkIn: d, checkOut: addDays(d, 1) };
  });
  const [quote, setQuote] = useState<DateChangeQuote | null>(null);
  const [payFor, setPayFor] = useState<BookingCreated | null>(null);
  const resend = useRestartableCountdown();
  const notes = useBookingNotes(opened);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t.failed);
    } finally {
      setBusy(false);
    }
  };

  /** asks for a code; a second one within a minute is refused with the wait, which counts down */
  const sendCode = () =>
    run(async () => {
      try {
        const r = await api('/api/manage-booking/code', authMessageReply, {
          body: { reference, contact, language: lang },
        });
        setSent(true);
        setNote(r.message);
        resend.start(OTP_RESEND_SECONDS);
      } catch (err) {
        const wait = retryAfterOf(err);
        if (wait === null) throw err;
        setSent(true);
        resend.start(wait);
      }
    });

  const submitAccess = (e: FormEvent) => {
    e.preventDefault();
    if (!sent) {
      void sendCode();
      return;
    }
    void run(async () => {
      const r = await api('/api/manage-booking/open', manageOpened, {
        body: { reference, contact, otp },
      });
      setOpened(r.data);
      setNote(null);
    });
  };

  const getQuote = (e: FormEvent) => {
    e.preventDefault();
    if (!opened) return;
    void run(async () => {
      setNote(null);
      const r = await api(`/api/bookings/${opened.bookingId}/date-change/quote`, quoteReply, {
        body: dates,
      });
      setQuote(r.data);
    });
  };

  const done = (checkIn: string, checkOut: string, refundPaise: number) => {
    setQuote(null);
    setPayFor(null);
    // a dearer change brings a debit note, a cheaper one a credit note (ADR 369, 381)
    void notes.refetch();
    setNote(
      `${t.changed(formatDate(checkIn, lang), formatDate(checkOut, lang))}${refundPaise > 0 ? ` ${t.refund(rupees(refundPaise))}` : ''}`,
    );
  };

  const change = () => {
    if (!opened || !quote) return;
    void run(async () => {
      const r = await api(`/api/bookings/${opened.bookingId}/date-change`, outcomeReply, {
        body: { ...dates, differencePaise: quote.differencePaise },
      });
      const out: DateChangeOutcome = r.data;
      if (out.status === 'applied') return done(out.checkIn, out.checkOut, out.refundPaise);
      const asBooking: BookingCreated = {
        bookingId: opened.bookingId,
        BookingRefNo: out.BookingRefNo,
        status: 'pending_payment',
        holdExpiresAt: new Date().toISOString(),
        roomTotal: 0,
        gst: 0,
        totalPayable: out.payment.amount / 100,
        payment: out.payment,
        prefill: out.prefill,
        hotelName: out.hotelName,
      };
      if (out.payment.gateway === 'sandbox') {
        setPayFor(asBooking);
        return;
      }
      await openRazorpay(asBooking, {
        success: (paid) =>
          void run(async () => {
            await verifyPayment(paid);
            done(dates.checkIn, dates.checkOut, 0);
          }),
        failure: () => setError(t.payFailed),
        dismiss: () => undefined,
      });
    });
  };

  const sandboxOutcome = async (outcome: 'success' | 'failed') => {
    const b = payFor;
    if (!b) return;
    await run(async () => {
      const r = await sandboxPay(b.payment.orderId, outcome);
      if (!('razorpay_signature' in r)) {
        setPayFor(null);
        setError(t.payFailed);
        return;
      }
      await verifyPayment(r);
      done(dates.checkIn, dates.checkOut, 0);
    });
  };

  const id = opened ? String(opened.bookingId) : '';
  return (
    <BareLayout back={{ href: href('home'), label: 'JTDC' }}>
      <h1 className={styles.pageTitle}>{t.title}</h1>
      {!opened ? (
        <section className={styles.panel} aria-labelledby="access-title">
          <h2 id="access-title" className="visually-hidden">
            {t.title}
          </h2>
          <p className={styles.small}>{t.lead}</p>
          <form onSubmit={submitAccess} noValidate>
            <div className={styles.guestGrid}>
              <TextField
                label={t.reference}
                required
                autoCapitalize="characters"
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                disabled={sent}
              />
              <TextField
                label={t.contact}
                required
                autoComplete="tel"
                value={contact}
                onChange={(e) => setContact(e.target.value)}
                disabled={sent}
              />
              {sent ? (
                <TextField
                  label={t.code}
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value)}
                />
              ) : null}
            </div>
            <Messages error={error} note={note} />
            {sent ? (
              <p className={styles.small} role="status" aria-live="polite">
                {resend.running ? t.resendIn(resend.remaining) : t.resendNow}
              </p>
            ) : null}
            <div className={styles.sandboxActions}>
              <Button type="submit" loading={busy}>
                {sent ? t.open : t.send}
              </Button>
              {sent ? (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={busy || resend.running}
                  onClick={() => void sendCode()}
                >
                  {t.resend}
                </Button>
              ) : null}
            </div>
          </form>
        </section>
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="booking-title">
            <h2 id="booking-title">{t.yourBooking(opened.BookingRefNo)}</h2>
            <ul className={styles.manageLinks}>
              <li>
                <a href={href('bookingView', { P_intBookingID: id })}>{t.receipt}</a>
              </li>
              <li>
                <a href={href('bookingInvoice', { P_intBookingID: id })}>{t.invoice}</a>
              </li>
              {(notes.data?.credit ?? []).map((n) => (
                <li key={`cn-${n.CreditNoteID}`}>
                  <a href={lp(href('creditNote', { bookingId: id, creditNoteId: n.CreditNoteID }))}>
                    {t.creditNote(n.CreditNoteNo)}
                  </a>
                </li>
              ))}
              {(notes.data?.debit ?? []).map((n) => (
                <li key={`dn-${n.DebitNoteID}`}>
                  <a href={lp(href('debitNote', { bookingId: id, debitNoteId: n.DebitNoteID }))}>
                    {t.debitNote(n.DebitNoteNo)}
                  </a>
                </li>
              ))}
              <li>
                <a href={href('cancelBooking', { bookingId: id })}>{t.cancel}</a>
              </li>
            </ul>
          </section>
          <section className={styles.panel} aria-labelledby="change-title">
            <h2 id="change-title">{t.changeTitle}</h2>
            <form onSubmit={getQuote} noValidate>
              <div className={styles.guestGrid}>
                <TextField
                  label={t.checkIn}
                  type="date"
                  required
                  value={dates.checkIn}
                  onChange={(e) => {
                    setQuote(null);
                    setDates({ ...dates, checkIn: e.target.value });
                  }}
                />
                <TextField
                  label={t.checkOut}
                  type="date"
                  required
                  value={dates.checkOut}
                  onChange={(e) => {
                    setQuote(null);
                    setDates({ ...dates, checkOut: e.target.value });
                  }}
                />
              </div>
              <div className={styles.sandboxActions}>
                <Button type="submit" variant="secondary" loading={busy && !quote}>
                  {t.quote}
                </Button>
              </div>
            </form>
            {quote ? (
              <div role="status">
                <p className={quote.available ? styles.small : styles.fieldError}>
                  {quote.message}
                </p>
                {quote.available ? (
                  <>
                    <dl className={styles.facts}>
                      <div>
                        <dt>{t.paid}</dt>
                        <dd>{rupees(quote.paidPaise)}</dd>
                      </div>
                      <div>
                        <dt>{t.newTotal(quote.nights)}</dt>
                        <dd>{rupees(quote.newTotalPaise)}</dd>
                      </div>
                      <div>
                        <dt>
                          {quote.differencePaise > 0
                            ? t.toPay
                            : quote.differencePaise < 0
                              ? t.back
                              : t.same}
                        </dt>
                        <dd>
                          {quote.differencePaise > 0
                            ? rupees(quote.differencePaise)
                            : rupees(quote.refundPaise)}
                        </dd>
                      </div>
                    </dl>
                    <div className={styles.sandboxActions}>
                      <Button onClick={change} loading={busy}>
                        {quote.differencePaise > 0
                          ? t.payDiff(rupees(quote.differencePaise))
                          : t.confirm}
                      </Button>
                    </div>
                  </>
                ) : null}
              </div>
            ) : null}
            <Messages error={error} note={note} />
          </section>
        </>
      )}
      {payFor ? (
        <SandboxCheckout
          booking={payFor}
          open
          onOutcome={sandboxOutcome}
          onClose={() => setPayFor(null)}
        />
      ) : null}
    </BareLayout>
  );
}

function Messages({ error, note }: { error: string | null; note: string | null }) {
  if (error)
    return (
      <p className={styles.fieldError} role="alert">
        {error}
      </p>
    );
  return note ? (
    <p className={styles.small} role="status">
      {note}
    </p>
  ) : null;
}
