import { lazy, Suspense } from 'react';
import { Texts, useT, type Area } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { HeroBanners } from './HeroBanners';
import styles from './home.module.css';

const loadBelowFold = () => import('./BelowFold');
const BelowFold = lazy(() => loadBelowFold().then((m) => ({ default: m.BelowFold })));

/** The areas of texts the sections below the fold read: they load with their chunk. */
export const BELOW_FOLD_AREAS = ['homeSections'] as const satisfies readonly Area[];

/** The home page, its sections in the order the spec gives. */
export function HomePage() {
  const { home: homeText } = useT();
  usePageMeta(homeText.metaTitle, homeText.metaDescription);
  return (
    <main id="main">
      <HeroBanners />
      {/* the space the sections below take is held while they load: nothing on screen moves */}
      <Suspense fallback={<div className={styles.belowFold} />}>
        <Texts areas={BELOW_FOLD_AREAS} preload={() => void loadBelowFold().catch(() => undefined)}>
          <BelowFold />
        </Texts>
      </Suspense>
    </main>
  );
}
