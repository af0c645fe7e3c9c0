import { appPaths, HINDI_PREFIX } from './routes';

/**
 * The public pages without an id in their path, in the groups of the Sitemap page; /sitemap.xml
 * lists the same pages. Pages behind a login, the booking steps and the development pages are not
 * here (robots.txt keeps crawlers away from them).
 */
export const SITE_PAGE_GROUPS = [
  {
    key: 'main',
    pages: [
      { key: 'home', path: appPaths.home },
      { key: 'about', path: appPaths.about },
      { key: 'orgStructure', path: appPaths.orgStructure },
      { key: 'notice', path: appPaths.notice },
      { key: 'tenders', path: appPaths.tenders },
      { key: 'advertorials', path: appPaths.advertorials },
    ],
  },
  {
    key: 'stay',
    pages: [
      { key: 'allHotels', path: appPaths.allHotels },
      { key: 'tours', path: appPaths.tours },
      { key: 'advanceBooking', path: appPaths.advanceBooking },
      { key: 'rescheduleBooking', path: appPaths.rescheduleBooking },
    ],
  },
  {
    key: 'help',
    pages: [
      { key: 'help', path: appPaths.help },
      { key: 'feedback', path: appPaths.feedback },
      { key: 'accessibility', path: appPaths.accessibility },
      { key: 'screenReader', path: appPaths.screenReader },
      { key: 'sitemap', path: appPaths.sitemap },
    ],
  },
  {
    key: 'policies',
    pages: [
      { key: 'privacyPolicy', path: appPaths.privacyPolicy },
      { key: 'terms', path: appPaths.terms },
      { key: 'refundPolicy', path: appPaths.refundPolicy },
      { key: 'hyperlinkPolicy', path: appPaths.hyperlinkPolicy },
      { key: 'copyrightPolicy', path: appPaths.copyrightPolicy },
      { key: 'disclaimer', path: appPaths.disclaimer },
    ],
  },
] as const;

export type SitePageKey = (typeof SITE_PAGE_GROUPS)[number]['pages'][number]['key'];
export type SitePageGroupKey = (typeof SITE_PAGE_GROUPS)[number]['key'];

/** The Hindi address of a page: '/About' -> '/hi/About', '/' -> '/hi/' (as the web app links). */
export const hindiPath = (path: string): string => `${HINDI_PREFIX}${path}`;
