import { lazy, Suspense } from 'react';
import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { HeroBanners } from './HeroBanners';
import styles from './home.module.css';

const BelowFold = lazy(() => import('./BelowFold').then((m) => ({ default: m.BelowFold })));

/** The home page, its sections in the order the spec gives. */
export function HomePage() {
  const { home: homeText } = useT();
  usePageMeta(homeText.metaTitle, homeText.metaDescription);
  return (
    <main id="main">
      <HeroBanners />
      {/* the space the sections below take is held while they load: nothing on screen moves */}
      <Suspense fallback={<div className={styles.belowFold} />}>
        <BelowFold />
      </Suspense>
    </main>
  );
}
