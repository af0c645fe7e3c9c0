import { formatRupees, rupeesToPaise } from '../../../shared/money';

/** Rupees from the API as "₹1,234.50" (always 2 decimals). */
export const rs = (rupees: number) => formatRupees(rupeesToPaise(rupees), { decimals: true });

/**
 * The confirm dialog's total paid for a room: its price and the GST the invoice charged on it, at
 * whatever rate(s) applied (ADR 220), to 2 decimals.
 */
export const withGst = (priceRupees: number, taxRupees: number) =>
  formatRupees(rupeesToPaise(priceRupees) + rupeesToPaise(taxRupees), { decimals: true });
