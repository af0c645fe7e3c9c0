import { GST_RATE_BP } from '../../../shared/constants';
import { formatRupees, percentOf, rupeesToPaise } from '../../../shared/money';

/** Rupees from the API as "₹1,234.50" (always 2 decimals). */
export const rs = (rupees: number) => formatRupees(rupeesToPaise(rupees), { decimals: true });

/** The confirm dialog shows the total paid as 1.12 × price, to 2 decimals. */
export const withGst = (priceRupees: number) => {
  const paise = rupeesToPaise(priceRupees);
  return formatRupees(paise + percentOf(paise, GST_RATE_BP), { decimals: true });
};
