import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from 'wouter';
import { okReply } from '../../../shared/contracts/common';
import {
  CHILD_AGE_BELOW,
  tourBookingDetail,
  tourCancelQuote,
  tourCancelResult,
  type TourCancelQuote,
} from '../../../shared/contracts/tours';
import { formatDate } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/Button';
import { Localized } from '../../components/Localized';
import { Spinner } from '../../components/Spinner';
import { useLang, useLocalePath, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { api, ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { BareLayout } from './BareLayout';
import styles from './booking.module.css';

const detailReply = okReply(tourBookingDetail);
const quoteReply = okReply(tourCancelQuote);
const resultReply = okReply(tourCancelResult);

/**
 * /tour-voucher/{id}: the tour voucher (departure, pickup, travellers, what is included, the
 * guide's phone), printable; its customer may cancel travellers under the policy and sees the
 * refunds (issue 29, ADR 350). A signed `?token=` link opens it without a session.
 */
export function TourVoucherPage() {
  const { tours: t, msg: MSG } = useT();
  const lang = useLang();
  const lp = useLocalePath();
  const { id = '' } = useParams<{ id: string }>();
  const token = new URLSearchParams(useSearch()).get('token');
  const { user } = useAuth();
  usePageMeta(t.voucherTitle, t.voucherMeta);
  const q = token ? `?token=${encodeURIComponent(token)}` : '';
  const booking = useQuery({
    queryKey: ['tour-booking', id, token],
    queryFn: () => api(`/api/tour-bookings/${encodeURIComponent(id)}${q}`, detailReply),
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [quote, setQuote] = useState<TourCancelQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const rupee = (p: number) => formatRupees(p, { decimals: true });

  if (booking.isPending)
    return (
      <BareLayout>
        <Spinner block label={MSG.loading} />
      </BareLayout>
    );
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <BareLayout>
        <h1 className={styles.pageTitle}>{t.voucherTitle}</h1>
        <p role="alert">{missing ? t.notFound : t.loadError}</p>
        {!missing ? <Button onClick={() => void booking.refetch()}>{t.retry}</Button> : null}
      </BareLayout>
    );
  }
  const b = booking.data.data;
  const booked = b.travellers.filter((x) => x.status === 'booked');
  const mine = user !== null && (b.status === 'confirmed' || b.status === 'partially_cancelled');

  const toggle = async (travellerId: number, on: boolean) => {
    const next = on ? [...chosen, travellerId] : chosen.filter((x) => x !== travellerId);
    setChosen(next);
    setQuote(null);
    setMessage(null);
    if (next.length === 0) return;
    try {
      const r = await api(
        `/api/tour-bookings/${b.id}/cancel?travellerIds=${next.join(',')}`,
        quoteReply,
      );
      setQuote(r.data);
    } catch (err) {
      setMessage({
        ok: false,
        text: err instanceof ApiError ? err.message : MSG.somethingWentWrongBang,
      });
    }
  };

  const cancel = async () => {
    setBusy(true);
    try {
      const r = await api(`/api/tour-bookings/${b.id}/cancel`, resultReply, {
        body: { travellerIds: chosen },
      });
      setMessage({ ok: true, text: t.cancelDone(rupee(r.data.refundPaise)) });
      setChosen([]);
      setQuote(null);
      await booking.refetch();
    } catch (err) {
      setMessage({
        ok: false,
        text: err instanceof ApiError ? err.message : MSG.somethingWentWrongBang,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <BareLayout back={{ href: href('tourDetails', { id: b.tourId }), label: t.back }}>
      <h1 className={styles.pageTitle}>
        {t.voucherTitle}: <Localized en={b.tourTitle} hi={b.tourTitleHi} />
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t.ref}</dt>
          <dd>{b.BookingRefNo}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>{t.statuses[b.status]}</dd>
        </div>
        <div>
          <dt>{t.date}</dt>
          <dd>{`${formatDate(b.departure.date, lang)}, ${b.departure.time}`}</dd>
        </div>
        <div>
          <dt>{t.pickupAt}</dt>
          <dd>{`${b.pickupPoint.name}, ${b.pickupPoint.time}`}</dd>
        </div>
        {b.guidePhone ? (
          <div>
            <dt>{t.guide}</dt>
            <dd>
              <a href={`tel:${b.guidePhone}`}>{b.guidePhone}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t.paid}</dt>
          <dd>{rupee(b.totalPaise)}</dd>
        </div>
        {b.invoiceNo ? (
          <div>
            <dt>{t.invoice}</dt>
            <dd>{b.invoiceNo}</dd>
          </div>
        ) : null}
      </dl>
      <section className={styles.panel} aria-labelledby="voucher-travellers">
        <h2 id="voucher-travellers">{t.travellers}</h2>
        <ul>
          {b.travellers.map((x) => (
            <li key={x.id}>
              {x.name}, {t.age} {x.age}
              {x.age < CHILD_AGE_BELOW ? ` (${t.child})` : ''}, {x.idType}
              {x.status === 'cancelled' ? ` (${t.travellerCancelled})` : ''}
            </li>
          ))}
        </ul>
      </section>
      {b.includes.length ? (
        <section className={styles.panel} aria-labelledby="voucher-includes">
          <h2 id="voucher-includes">{t.includes}</h2>
          <ul>
            {(lang === 'hi' && b.includesHi?.length ? b.includesHi : b.includes).map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {b.refunds.length ? (
        <section className={styles.panel} aria-labelledby="voucher-refunds">
          <h2 id="voucher-refunds">{t.refunds}</h2>
          <ul>
            {b.refunds.map((r) => (
              <li key={r.id}>
                {rupee(r.amountPaise)}: {t.refundStatus[r.status]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {b.creditNotes.length ? (
        <section className={styles.panel} aria-labelledby="voucher-credit-notes">
          <h2 id="voucher-credit-notes">{t.creditNotes}</h2>
          <ul>
            {b.creditNotes.map((n) => (
              <li key={n.id}>
                <a
                  href={lp(
                    href(
                      'tourCreditNote',
                      { tourBookingId: b.id, creditNoteId: n.id },
                      { token: token ?? undefined },
                    ),
                  )}
                >
                  {t.creditNoteLink(n.no, formatDate(n.date, lang))}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.voucherActions}>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          {t.print}
        </Button>
        {b.invoiceNo ? (
          <Button
            variant="secondary"
            href={`/api/tour-bookings/${b.id}/voucher.pdf?${new URLSearchParams({
              ...(token ? { token } : {}),
              lang,
            }).toString()}`}
          >
            {t.pdf}
          </Button>
        ) : null}
      </p>
      {mine && booked.length ? (
        <section className={styles.panel} aria-labelledby="voucher-cancel">
          <h2 id="voucher-cancel">{t.cancelTitle}</h2>
          <p className={styles.muted}>{t.cancelHint}</p>
          <fieldset className={styles.plainFieldset}>
            <legend className={styles.muted}>{t.travellers}</legend>
            {booked.map((x) => (
              <label key={x.id} style={{ display: 'block' }}>
                <input
                  type="checkbox"
                  checked={chosen.includes(x.id)}
                  onChange={(e) => void toggle(x.id, e.target.checked)}
                />{' '}
                {t.cancelChoose(x.name)}
              </label>
            ))}
          </fieldset>
          <p aria-live="polite">
            {quote ? t.quote(rupee(quote.refundPaise), quote.deductionPercent) : null}
          </p>
          <Button
            type="button"
            variant="danger"
            disabled={!quote || busy}
            loading={busy}
            onClick={() => void cancel()}
          >
            {t.cancelButton}
          </Button>
        </section>
      ) : null}
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? undefined : styles.fieldError}
        >
          {message.text}
        </p>
      ) : null}
    </BareLayout>
  );
}
