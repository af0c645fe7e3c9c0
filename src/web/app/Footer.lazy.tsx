import { lazy, Suspense } from 'react';
import { Texts, type Area } from '../i18n';

/** The areas of texts the footer reads besides the core ones (its policy links, the newsletter). */
export const FOOTER_AREAS = [
  'access',
  'info',
  'newsletter',
  'shell',
] as const satisfies readonly Area[];

const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/**
 * The footer is below the fold: its code and its texts load after the page has drawn, so they are
 * not part of the JavaScript a page needs before a person can use it (ADR 197).
 */
export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Texts areas={FOOTER_AREAS}>
        <Footer />
      </Texts>
    </Suspense>
  );
}
