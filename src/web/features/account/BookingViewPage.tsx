import { useParams, useSearch } from 'wouter';
import type { BookingViewRow } from '../../../shared/contracts/receipts';
import { formatDate } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { useLang, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { useBookingExtraPerson } from './api/getBookingExtraPerson';
import { useBookingPayment } from './api/getBookingPayment';
import { useBookingView } from './api/getBookingView';
import { GuestFolio } from './GuestFolio';
import { AccountLayout, DocumentLoading, DocumentNotFound } from './AccountLayout';
import styles from './account.module.css';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees), { decimals: true });
const sumPaise = (rows: BookingViewRow[], f: (r: BookingViewRow) => number) =>
  rows.reduce((s, r) => s + rupeesToPaise(f(r)), 0);

/** /booking-view/{P_intBookingID}: the printable 'Booking Receipt Voucher'. */
export function BookingViewPage() {
  const lang = useLang();
  const { booking: t, common, msg: MSG, shell } = useT();
  usePageMeta(MSG.receiptTitle, t.receiptMeta);
  const { P_intBookingID: id = '' } = useParams<{ P_intBookingID: string }>();
  const token = new URLSearchParams(useSearch()).get('token') ?? undefined;
  const view = useBookingView(id, token);
  const rows = view.data ?? [];
  const totalPaise = sumPaise(rows, (r) => r.Amount + r.TotalAmount);
  const taxes = useBookingPayment(id, rows.length ? totalPaise / 100 : null, token);
  const extras = useBookingExtraPerson(
    id,
    rows.some((r) => r.ExtraPerson > 0),
    token,
  );

  if (view.isPending)
    return <DocumentLoading title={MSG.receiptTitle} label={MSG.loadingReceipt} />;
  const first = rows[0];
  if (view.isError || !first)
    return <DocumentNotFound title={MSG.receiptTitle} path={`/booking-view/${id}`} />;
  const amountPaise = sumPaise(rows, (r) => r.Amount);
  const taxPaise = sumPaise(rows, (r) => r.TotalAmount);
  return (
    <AccountLayout
      actions={
        <Button onClick={() => window.print()} iconStart="print" size="sm" className="no-print">
          {t.print}
        </Button>
      }
    >
      <article className={styles.document}>
        <header className={styles.docHead}>
          <div>
            <p className={styles.corp}>{common.siteName}</p>
            <p className={styles.muted}>{shell.footer.address}</p>
          </div>
          <h1 className={styles.title}>{MSG.receiptTitle}</h1>
        </header>
        <section className={styles.docGrid} aria-label={t.reference}>
          <dl className={styles.kv}>
            <div>
              <dt>{t.hotel}</dt>
              <dd>
                {first.PropertyName}
                <span className={styles.muted}>{first.PropertyAddress}</span>
              </dd>
            </div>
            <div>
              <dt>{t.reference}</dt>
              <dd data-testid="receipt-ref">{first.BookingRefNo}</dd>
            </div>
            <div>
              <dt>{t.mrNumber}</dt>
              <dd>{first.vchMRNumber}</dd>
            </div>
            <div>
              <dt>{t.billDate}</dt>
              <dd>{first.BillDate}</dd>
            </div>
            <div>
              <dt>{t.receiptDate}</dt>
              <dd>{first.ChildAge2}</dd>
            </div>
            <div>
              <dt>{t.bookingType}</dt>
              <dd>{t.bookingTypeName(first.ChildAge1)}</dd>
            </div>
            <div>
              <dt>{t.paymentMode}</dt>
              <dd>{first.Age}</dd>
            </div>
            <div>
              <dt>{t.transactionNo}</dt>
              <dd className={styles.mono}>{first.PaymentMode}</dd>
            </div>
          </dl>
          <dl className={styles.kv}>
            <div>
              <dt>{t.name}</dt>
              <dd>{first.CustomerName}</dd>
            </div>
            <div>
              <dt>{t.address}</dt>
              <dd>{first.Address}</dd>
            </div>
            <div>
              <dt>{t.mobile}</dt>
              <dd>{first.MobileNo}</dd>
            </div>
            <div>
              <dt>{t.email}</dt>
              <dd>{first.EmailID}</dd>
            </div>
            {first.GSTIN ? (
              <div>
                <dt>{t.gstinLabel}</dt>
                <dd>{first.GSTIN}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.checkInLabel}</dt>
              <dd>
                {formatDate(first.CheckinDate, lang)} {first.CheckinTime}
              </dd>
            </div>
            <div>
              <dt>{t.checkOutLabel}</dt>
              <dd>
                {formatDate(first.CheckOutDate, lang)} {first.CheckOutTime}
              </dd>
            </div>
            <div>
              <dt>{t.days}</dt>
              <dd>{first.NoOfDay}</dd>
            </div>
          </dl>
        </section>

        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.roomsTable}>
          <table className={styles.table}>
            <caption>{t.roomsTable}</caption>
            <thead>
              <tr>
                <th scope="col">{t.roomType}</th>
                <th scope="col">{t.roomNo}</th>
                <th scope="col" className={styles.num}>
                  {t.persons}
                </th>
                <th scope="col" className={styles.num}>
                  {t.childrenShort}
                </th>
                <th scope="col" className={styles.num}>
                  {t.pricePerDay}
                </th>
                <th scope="col" className={styles.num}>
                  {t.extraPerson}
                </th>
                <th scope="col" className={styles.num}>
                  {t.extraRate}
                </th>
                <th scope="col" className={styles.num}>
                  {t.amount}
                </th>
                <th scope="col" className={styles.num}>
                  {t.taxPct}
                </th>
                <th scope="col" className={styles.num}>
                  {t.tax}
                </th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.RoomBookingID}>
                  <th scope="row">{r.RoomTypeName}</th>
                  <td>{r.RoomNo || MSG.roomNotAssigned}</td>
                  <td className={styles.num}>{r.NoOfPerson}</td>
                  <td className={styles.num}>{r.NoOfChild}</td>
                  <td className={styles.num}>{money(r.PricePerDay)}</td>
                  <td className={styles.num}>{r.ExtraPerson}</td>
                  <td className={styles.num}>{money(r.ExtraPersonRate)}</td>
                  <td className={styles.num}>{money(r.Amount)}</td>
                  <td className={styles.num}>{r.TaxPercentage}%</td>
                  <td className={styles.num}>{money(r.TotalAmount)}</td>
                  <td>
                    <Badge tone={r.Remarks === 'Cancelled' ? 'danger' : 'primary'}>
                      {lang === 'hi'
                        ? (t.statusText[r.Remarks.toLowerCase()] ?? r.Remarks)
                        : r.Remarks}
                    </Badge>
                    {r.RefundAmount !== null && r.RefundAmount > 0 ? (
                      <span className={styles.muted}> {t.refunded(money(r.RefundAmount))}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className={styles.totals}>
          {extras.data && extras.data.length > 0 ? (
            <table className={styles.table}>
              <caption>{t.extraPersons}</caption>
              <tbody>
                {extras.data.map((e) => (
                  <tr key={e.RoomBookingID}>
                    <th scope="row">{e.RoomTypeName}</th>
                    <td className={styles.num}>
                      {e.ExtraPerson} × {money(e.ExtraPersonRate)} × {e.NoOfDay}
                    </td>
                    <td className={styles.num}>{money(e.Amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <table className={styles.table}>
            <caption>{t.taxTable}</caption>
            <tbody>
              <tr>
                <th scope="row">{t.amount}</th>
                <td className={styles.num}>{formatRupees(amountPaise, { decimals: true })}</td>
              </tr>
              {(taxes.data ?? []).map((x) => (
                <tr key={`${x.TaxType}${x.TaxPercentage}`}>
                  <th scope="row">
                    {x.TaxType} {x.TaxPercentage}%
                  </th>
                  <td className={styles.num}>{money(x.TaxAmount)}</td>
                </tr>
              ))}
              <tr className={styles.grand}>
                <th scope="row">{t.totalAmount}</th>
                <td className={styles.num} data-testid="receipt-total">
                  {formatRupees(amountPaise + taxPaise, { decimals: true })}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <GuestFolio bookingId={id} />
        <p className={styles.footnote}>{t.receiptFooter}</p>
      </article>
    </AccountLayout>
  );
}
