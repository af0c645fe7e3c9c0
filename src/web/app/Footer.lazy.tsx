import { memo, Suspense } from 'react';
import { deferred } from '../lib/deferred';
import { Texts, type Area } from '../i18n';

/** The areas of texts the footer reads besides the core ones (its policy links, the newsletter). */
export const FOOTER_AREAS = [
  'access',
  'info',
  'newsletter',
  'shell',
] as const satisfies readonly Area[];

const Footer = deferred(() => import('./Footer'), 'Footer');

/**
 * The footer is below the fold: its code and its texts load after the page has drawn, so they are
 * not part of the JavaScript a page needs before a person can use it (ADR 197). It takes no props
 * and is memoised: a server-rendered footer waits for its chunk to hydrate, and an update reaching
 * it before then (the page re-rendering when the session is known) would make React drop the
 * server's HTML and draw it again.
 */
export const LazyFooter = memo(function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Texts areas={FOOTER_AREAS}>
        <Footer />
      </Texts>
    </Suspense>
  );
});
