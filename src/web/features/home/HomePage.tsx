import { memo, Suspense } from 'react';
import { deferred } from '../../lib/deferred';
import { Texts, useT, type Area } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { HeroBanners } from './HeroBanners';
import styles from './home.module.css';

const loadBelowFold = () => import('./BelowFold');
const BelowFold = deferred(loadBelowFold, 'BelowFold');

/** The areas of texts the sections below the fold read: they load with their chunk. */
export const BELOW_FOLD_AREAS = ['homeSections'] as const satisfies readonly Area[];

/** The home page: the spec's sections, with the hotels moved up before the officials. */
export function HomePage() {
  const { home: homeText } = useT();
  usePageMeta(homeText.metaTitle, homeText.metaDescription);
  return (
    <main id="main">
      <HeroBanners />
      <BelowFoldSlot />
    </main>
  );
}

/**
 * The sections below the fold, in the space they take while they load: nothing on screen moves.
 * Memoised without props: on a server-rendered page they wait for their chunk to hydrate, and an
 * update reaching them before then would make React drop the server's HTML and draw it again.
 */
const BelowFoldSlot = memo(function BelowFoldSlot() {
  return (
    <Suspense fallback={<div className={styles.belowFold} />}>
      <Texts areas={BELOW_FOLD_AREAS} preload={() => void loadBelowFold().catch(() => undefined)}>
        <BelowFold />
      </Texts>
    </Suspense>
  );
});
