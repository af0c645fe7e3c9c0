/**
 * A month written YYYY-MM as a reader says it: "March 2026"; in Hindi "मार्च 2026". Apart from
 * dates.ts, which the home page loads, so pages that show months pay for it alone.
 */
export function formatMonth(month: string, lang: 'en' | 'hi' = 'en'): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
