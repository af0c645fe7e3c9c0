import { ratesText, type PricedStay } from '../../../shared/pricing';
import { formatRupees } from '../../../shared/money';
import { useT } from '../../i18n';
import styles from './booking.module.css';

export type PriceRow = {
  label: string;
  priced: PricedStay['rooms'][number];
  extraPersons: number;
  extraRatePaise: number;
};

const money = (paise: number) => formatRupees(paise, { decimals: true });

/**
 * The live price table: per room its price per night and nights, extra persons, room total; then
 * the room total, GST and the total payable. Two columns, so it fits a phone and the side panel.
 */
/** A promo code's discount (ADR 365): the rooms' total before it, and the amount off. */
export type PriceDiscount = { code: string; beforePaise: number; discountPaise: number };

export function PriceTable({
  rows,
  stay,
  discount,
}: {
  rows: PriceRow[];
  stay: PricedStay;
  discount?: PriceDiscount | null | undefined;
}) {
  const { booking: t } = useT();
  // the rate(s) this stay is charged, never an assumed one (ADR 220)
  const rateText = ratesText(stay.rooms.flatMap((r) => r.lines));
  return (
    <table className={styles.priceTable}>
      <caption className="visually-hidden">{t.priceTable}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t.colRoom}</th>
          <th scope="col">{t.colRoomTotal}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            <th scope="row">
              <span className={styles.priceRoom}>{r.label}</span>
              <span className={styles.priceDetail}>
                {t.colPerNight}: {money(r.priced.pricePerDayPaise)} × {t.nights(r.priced.nights)}
              </span>
              {r.extraPersons > 0 ? (
                <span className={styles.priceDetail}>
                  {t.colExtra}: {r.extraPersons} × {money(r.extraRatePaise)} ×{' '}
                  {t.nights(r.priced.nights)} = {money(r.priced.extraAmountPaise)}
                </span>
              ) : null}
            </th>
            <td className={styles.num}>{money(r.priced.amountPaise)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {discount ? (
          <>
            <tr>
              <th scope="row">{t.promoBeforeDiscount}</th>
              <td className={styles.num}>{money(discount.beforePaise)}</td>
            </tr>
            <tr>
              <th scope="row">{t.promoDiscount(discount.code)}</th>
              <td className={styles.num} data-testid="promo-discount">
                −{money(discount.discountPaise)}
              </td>
            </tr>
          </>
        ) : null}
        <tr>
          <th scope="row">{t.roomTotal}</th>
          <td className={styles.num}>{money(stay.roomTotalPaise)}</td>
        </tr>
        <tr>
          <th scope="row">{t.gst(rateText)}</th>
          <td className={styles.num}>{money(stay.gstPaise)}</td>
        </tr>
        <tr className={styles.grand}>
          <th scope="row">{t.totalPayable}</th>
          <td className={styles.num} data-testid="total-payable">
            {money(stay.totalPaise)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
