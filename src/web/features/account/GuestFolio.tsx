import type { Folio } from '../../../shared/contracts/folio';
import { formatRupees } from '../../../shared/money';
import { ratePercent } from '../../../shared/pricing';
import { useLang, useT } from '../../i18n';
import { useGuestFolio } from './api/getGuestFolio';
import styles from './account.module.css';

const money = (paise: number) => formatRupees(paise, { decimals: true });

/**
 * The guest's bill at the hotel on their booking page, read-only (issue 28): the charges posted
 * during the stay with their GST, payments at the desk and the balance. Shown only to the
 * signed-in guest of the booking, and only once something was posted or paid at the desk.
 */
export function GuestFolio({ bookingId }: { bookingId: string }) {
  const q = useGuestFolio(bookingId);
  const f = q.data;
  if (!f || (f.postings.length === 0 && f.payments.length === 0)) return null;
  return <FolioTable folio={f} />;
}

function FolioTable({ folio: f }: { folio: Folio }) {
  const { booking: t } = useT();
  const due = f.totals.balancePaise;
  return (
    <section aria-labelledby="guest-folio-h">
      <h2 id="guest-folio-h">{t.folio.title}</h2>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.folio.charges}>
        <table className={styles.table}>
          <caption>{t.folio.charges}</caption>
          <thead>
            <tr>
              <th scope="col">{t.folio.charge}</th>
              <th scope="col">SAC</th>
              <th scope="col" className={styles.num}>
                {t.amount}
              </th>
              <th scope="col" className={styles.num}>
                {t.tax}
              </th>
            </tr>
          </thead>
          <tbody>
            {f.postings.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  {p.description}
                  {p.reason ? ` (${p.reason})` : ''}
                </th>
                <td>{p.sac}</td>
                <td className={styles.num}>{money(p.amountPaise)}</td>
                <td className={styles.num}>
                  {money(p.gstPaise)} ({ratePercent(p.rateBp)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <table className={styles.table}>
        <caption>{t.folio.payments}</caption>
        <tbody>
          {f.payments.map((p) => (
            <tr key={p.id}>
              <th scope="row">{t.folio.method[p.method]}</th>
              <td className={styles.num}>{money(p.amountPaise)}</td>
            </tr>
          ))}
          {f.refunds.map((r) => (
            <tr key={`r${r.id}`}>
              <th scope="row">{t.folio.refund}</th>
              <td className={styles.num}>{money(r.amountPaise)}</td>
            </tr>
          ))}
          <tr className={styles.grand}>
            <th scope="row">{due < 0 ? t.folio.refundDue : t.folio.balance}</th>
            <td className={styles.num}>{money(Math.abs(due))}</td>
          </tr>
        </tbody>
      </table>
      {f.invoice ? <FolioInvoice folio={f} /> : null}
    </section>
  );
}

/** The postings' tax invoice issued at check-out, with its PDF in the page's language. */
function FolioInvoice({ folio: f }: { folio: Folio }) {
  const { booking: t } = useT();
  const lang = useLang();
  const inv = f.invoice!;
  return (
    <>
      <h3>{t.folio.invoiceTitle(inv.invoiceNo)}</h3>
      <p>{t.folio.invoice(inv.invoiceNo)}</p>
      <table className={styles.table}>
        <caption>{t.folio.invoiceTitle(inv.invoiceNo)}</caption>
        <tbody>
          <tr>
            <th scope="row">{t.folio.taxable}</th>
            <td className={styles.num}>{money(inv.taxablePaise)}</td>
          </tr>
          {inv.gstByRate.map((g) => (
            <tr key={g.rateBp}>
              <th scope="row">
                {t.tax} {ratePercent(g.rateBp)}
              </th>
              <td className={styles.num}>{money(g.cgstPaise + g.sgstPaise)}</td>
            </tr>
          ))}
          <tr className={styles.grand}>
            <th scope="row">{t.folio.invoiceTotal}</th>
            <td className={styles.num}>{money(inv.totalPaise)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        <a href={`/api/bookings/${f.bookingId}/folio/invoice.pdf?lang=${lang}`} download>
          {t.folio.invoicePdf}
        </a>
      </p>
    </>
  );
}
