// The public pages the benches measure (issue 30): Lighthouse (bench/lighthouse.mjs), the
// JavaScript fetched without interaction (bench/page-js.mjs) and the CI byte test
// (tools/budget/page-js.test.ts), each in English and Hindi. A plain list, so the CI test can
// read it without loading Lighthouse.
export const PUBLIC_BENCH_PAGES = [
  '/',
  '/allhotel/',
  '/hotel/1',
  '/destination/1',
  '/tours',
  '/login',
  '/hi/',
  '/hi/allhotel/',
  '/hi/hotel/1',
  '/hi/destination/1',
  '/hi/tours',
  '/hi/login',
];
