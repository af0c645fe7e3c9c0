/**
 * Stay dates are IST calendar dates written YYYY-MM-DD. India has no daylight saving, so IST is a
 * fixed UTC+05:30 offset.
 */
export const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type IsoDate = string;

/**
 * The years a date or a month in the input may have. Every date the server works out from one
 * (the next month, a stay's last night, a report's year) stays a four-digit year that PostgreSQL,
 * `Date` and the YYYY-MM-DD form all read the same way: `9999-12` has no next month in that form
 * and PostgreSQL has no year 0.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

const inYears = (y: number) => y >= FIRST_YEAR && y <= LAST_YEAR;

/** True for a real calendar date in YYYY-MM-DD form between FIRST_YEAR and LAST_YEAR (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!inYears(y)) return false;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** True for a month written YYYY-MM (01 to 12) between FIRST_YEAR and LAST_YEAR. */
export function isIsoMonth(value: string): boolean {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return m !== null && inYears(Number(m[1]));
}

/** Today's IST calendar date at the instant `now`. */
export function todayIst(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant an IST calendar day begins (its midnight in India). */
export function istDayStart(date: IsoDate): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** An IST calendar day as instants [from, to): compare a timestamp with both, never cast it. */
export function istDayBounds(date: IsoDate): { from: Date; to: Date } {
  return { from: istDayStart(date), to: istDayStart(addDays(date, 1)) };
}

function toDayNumber(date: IsoDate): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date((toDayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** The nights of a stay: check-in up to, not including, check-out. */
export function nightsOf(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const n = daysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

/** Next Saturday (or the one after, if today is Saturday) in IST, for default searches. */
export function nextWeekend(now: Date = new Date()): { checkIn: IsoDate; checkOut: IsoDate } {
  const today = todayIst(now);
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  const untilSat = (6 - dow + 7) % 7 || 7;
  const checkIn = addDays(today, untilSat);
  return { checkIn, checkOut: addDays(checkIn, 1) };
}

// Built once per language, on first use: a formatter costs far more to build than to use
// (ADR 173), and an English page never builds the Hindi ones (ADR 186).
type DateLang = 'en' | 'hi';
const LOCALE: Record<DateLang, string> = { en: 'en-IN', hi: 'hi-IN' };
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  kind: 'date' | 'dateTime',
  lang: DateLang,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${kind}:${lang}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(LOCALE[lang], options)));
  return f;
}

/**
 * An instant (ISO 8601) as an Indian reader sees it in IST: "23 Nov 2026, 11:44 am";
 * in Hindi "23 नव॰ 2026, 11:44 am".
 */
export function formatDateTimeIst(iso: string, lang: DateLang = 'en'): string {
  return formatter('dateTime', lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** "22 Nov 2026"; in Hindi "22 नवंबर 2026" (the month written out, as Hindi letters do). */
export function formatDate(date: IsoDate, lang: DateLang = 'en'): string {
  return formatter(
    'date',
    lang,
    lang === 'hi'
      ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' },
  ).format(new Date(`${date}T00:00:00Z`));
}

/** Indian financial year of an IST date: 2026-11-22 -> "2026-27". */
export function financialYear(date: IsoDate): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * "2026-27" -> "2627": the year part of a GST document number. CGST Rules, rule 46(b) allows an
 * invoice (and so a credit note) number of at most 16 characters, which the GST portal and the
 * e-invoice schema enforce: "JTDC/2627/000001" is 16 (ADR 249).
 */
export function documentYear(fy: string): string {
  return `${fy.slice(2, 4)}${fy.slice(5, 7)}`;
}

/**
 * The first IST date whose tax documents must still be kept on `today` (CGST Act s.36, CGST
 * Rules rule 56, ADR 328): a financial year's invoices and credit notes are kept 72 months from
 * the due date of its annual return (31 December after the year ends). On a day of year Y the
 * years ending 31 March Y-7 or earlier are past it, so documents dated before 1 April Y-7 go.
 */
export function taxRecordsKeptFrom(today: string): string {
  return `${String(Number(today.slice(0, 4)) - 7).padStart(4, '0')}-04-01`;
}
