/** Money is integer paise inside the system; the API shows rupees with at most 2 decimals. */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/** Percentage of an amount in basis points, rounded to the nearest paisa once (half away from zero). */
export function percentOf(amount: Paise, basisPoints: number): Paise {
  const raw = (amount * basisPoints) / 10_000;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

// built once: a formatter costs far more to build than to use (ADR 173)
const inr = (digits: number) =>
  new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const INR_WHOLE = inr(0);
const INR_PAISE = inr(2);

/** Indian digit grouping with 2 decimals, no sign: 1234567.5 -> "12,34,567.50" */
export function formatIndianAmount(rupees: number): string {
  return INR_PAISE.format(rupees);
}

/** Indian digit grouping: 1234567.5 -> "₹12,34,567.50" */
export function formatRupees(paise: Paise, opts: { decimals?: boolean } = {}): string {
  const rupees = paiseToRupees(paise);
  const decimals = opts.decimals ?? !Number.isInteger(rupees);
  return '₹' + (decimals ? INR_PAISE : INR_WHOLE).format(rupees);
}

/**
 * A hotel's price shows PriceRange with any rupee sign or '.00' removed,
 * and N/A when missing.
 */
export function priceRangeText(priceRange: string | null | undefined): string {
  if (priceRange == null) return 'N/A';
  const cleaned = priceRange.replace(/₹/g, '').replace(/\.00/g, '').trim();
  return cleaned === '' ? 'N/A' : cleaned;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function twoDigits(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const t = TENS[Math.floor(n / 10)] ?? '';
  const o = ONES[n % 10] ?? '';
  return o ? `${t} ${o}` : t;
}

function threeDigits(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${ONES[h]} Hundred`);
  if (rest) parts.push(twoDigits(rest));
  return parts.join(' ');
}

/** Indian numbering in words for invoices: 1234.5 -> "Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only". */
export function amountInWords(paise: Paise): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const words = (n: number): string => {
    if (n === 0) return 'Zero';
    const parts: string[] = [];
    const crore = Math.floor(n / 10_000_000);
    const lakh = Math.floor((n % 10_000_000) / 100_000);
    const thousand = Math.floor((n % 100_000) / 1000);
    const rest = n % 1000;
    if (crore) parts.push(`${words(crore)} Crore`);
    if (lakh) parts.push(`${twoDigits(lakh)} Lakh`);
    if (thousand) parts.push(`${twoDigits(thousand)} Thousand`);
    if (rest) parts.push(threeDigits(rest));
    return parts.join(' ');
  };
  return `Rupees ${words(rupees)}${p ? ` and ${twoDigits(p)} Paise` : ''} Only`;
}
