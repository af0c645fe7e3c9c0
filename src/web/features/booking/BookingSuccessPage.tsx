import { useParams, useSearch } from 'wouter';
import { formatDate } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { useLang, useLocalePath, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useOrderSummary } from './api/getOrderSummary';
import { BareLayout } from './BareLayout';
import styles from './booking.module.css';

const mask = (mobile: string) =>
  mobile.length > 4 ? `${'x'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : mobile;

/**
 * /booking-success/{orderId}?guestName=&amount=&bookingRef=: 'Booking Confirmed', the reference and the total
 * paid including GST (the server's figures for the logged-in customer's own order; the query's
 * otherwise, without asking the login-only route for a visitor).
 */
export function BookingSuccessPage() {
  const lang = useLang();
  const lp = useLocalePath();
  const { booking: t, msg: MSG } = useT();
  usePageMeta(MSG.bookingConfirmed, t.successMeta);
  const { orderId = '' } = useParams<{ orderId: string }>();
  const q = new URLSearchParams(useSearch());
  const auth = useAuth();
  // the server's figures need a login: a visitor (no user) is shown the link's figures, with no call
  const order = useOrderSummary(orderId, Boolean(auth.user));
  const waiting = auth.loading || order.isLoading;
  const o = order.data;
  const guestName = o?.CustomerName ?? q.get('guestName') ?? '';
  const amount = o ? o.totalPaid : Number(q.get('amount') ?? NaN);
  // the reference always shows, from the query when the server cannot tell
  const bookingRef = o?.BookingRefNo ?? q.get('bookingRef') ?? '';

  return (
    <BareLayout>
      <div className={styles.result}>
        <span className={styles.resultIconOk} aria-hidden="true">
          <Icon name="check" size={40} />
        </span>
        <h1 className={styles.pageTitle}>{MSG.bookingConfirmed}</h1>
        {guestName ? <p className={styles.lead}>{t.dear(guestName)}</p> : null}
        {waiting ? (
          <Spinner block />
        ) : (
          <>
            {o ? <p>{t.confirmedAt(o.hotelName)}</p> : null}
            {/* the reference and the total: no toast covers them (ADR 233) */}
            <dl className={styles.resultFacts} data-toast-avoid="">
              {bookingRef ? (
                <div>
                  <dt>{t.reference}</dt>
                  <dd data-testid="booking-ref">{bookingRef}</dd>
                </div>
              ) : null}
              {o ? (
                <div>
                  <dt>{t.stay}</dt>
                  <dd>{t.stayRange(formatDate(o.CheckIn, lang), formatDate(o.checkOUT, lang))}</dd>
                </div>
              ) : null}
              {o ? (
                <div>
                  <dt>{t.roomsBooked}</dt>
                  <dd>{o.rooms}</dd>
                </div>
              ) : null}
              {Number.isFinite(amount) ? (
                <div>
                  <dt>{t.totalPaid}</dt>
                  <dd data-testid="total-paid">
                    {formatRupees(rupeesToPaise(amount), { decimals: true })}
                  </dd>
                </div>
              ) : null}
            </dl>
            <ul className={styles.notices}>
              <li>
                <Icon name="phone" /> {o ? t.smsNotice(mask(o.MobileNo)) : t.smsNoticeGeneric}
              </li>
              <li>
                <Icon name="mail" /> {o ? t.mailNotice(o.EmailID) : t.mailNoticeGeneric}
              </li>
            </ul>
            <div className={styles.resultActions}>
              {o ? (
                <>
                  <Button
                    href={lp(
                      href('bookingView', { P_intBookingID: o.bookingId }, { token: o.token }),
                    )}
                    iconStart="eye"
                  >
                    {t.viewReceipt}
                  </Button>
                  <Button
                    href={lp(
                      href('bookingInvoice', { P_intBookingID: o.bookingId }, { token: o.token }),
                    )}
                    variant="secondary"
                    iconStart="download"
                  >
                    {t.viewInvoice}
                  </Button>
                </>
              ) : null}
              <Button href={lp(href('bookingHistory'))} variant="secondary">
                {t.historyLink}
              </Button>
              <Button href={lp(href('home'))} variant="ghost" iconStart="home">
                {t.homeLink}
              </Button>
            </div>
          </>
        )}
      </div>
    </BareLayout>
  );
}
