import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { href } from '../../lib/paths';
import { HeroSearch } from './HeroSearch';
import { useAutoplayAllowed, useNearScreen } from './media';
import styles from './hero.module.css';

/** The two demo banner clips (tools/demo-media/gen-videos.mjs); posters are their first frames. */
export const BANNERS = [
  { video: '/media/videos/banner-1.mp4', poster: '/media/videos/banner-1.svg' },
  { video: '/media/videos/banner-2.mp4', poster: '/media/videos/banner-2.svg' },
] as const;

/**
 * A muted, looping, inline background video. The poster shows first; the clip plays only while
 * on screen, never by itself under prefers-reduced-motion or Save-Data, and a button pauses it
 * (WCAG 2.2.2). The first banner may fetch its metadata early; the second fetches nothing until
 * it plays.
 */
function BackgroundVideo({
  video,
  poster,
  first,
}: {
  video: string;
  poster: string;
  first: boolean;
}) {
  const t = useT().home.hero;
  const ref = useRef<HTMLVideoElement>(null);
  const allowed = useAutoplayAllowed();
  const onScreen = useNearScreen(ref, '0px', false);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : allowed;
  // the first poster is the home page's largest element (its LCP): the server's HTML names it in
  // the <head>, high priority (in the browser it is already there: the call is left out of the
  // home page's JS, ADR 176)
  if (import.meta.env.SSR && first) preload(poster, { as: 'image', fetchPriority: 'high' });

  // on an island page the island script played the clip and may have been told to pause it
  // before React came (src/web/islands.ts, ADR 363): the visitor's choice is kept
  useLayoutEffect(() => {
    const c = ref.current?.dataset.choice;
    if (c === 'play' || c === 'pause') setChoice(c);
  }, []);

  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    v.muted = true;
    if (playing && onScreen) {
      v.play().catch(() => {
        // autoplay refused (a data saver, a low-power mode): the poster stays
      });
    } else {
      v.pause();
    }
  }, [playing, onScreen]);

  return (
    <>
      <video
        ref={ref}
        className={styles.video}
        poster={poster}
        muted
        loop
        playsInline
        disablePictureInPicture
        preload={first && allowed ? 'metadata' : 'none'}
        aria-hidden="true"
        tabIndex={-1}
        data-banner-video=""
      >
        <source src={video} type="video/mp4" />
      </video>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setChoice(playing ? 'pause' : 'play')}
        aria-label={playing ? t.pauseVideo : t.playVideo}
        data-banner-toggle=""
        data-playing={playing ? '' : undefined}
        data-label-play={t.playVideo}
        data-label-pause={t.pauseVideo}
      >
        {/* both icons, the one shown chosen by data-playing (CSS): the island script can switch
            it without redrawing the button */}
        <svg
          className={styles.pauseIcon}
          viewBox="0 0 24 24"
          width={18}
          height={18}
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <rect x="6" y="4.5" width="4" height="15" rx="1" />
          <rect x="14" y="4.5" width="4" height="15" rx="1" />
        </svg>
        <span className={styles.playIcon}>
          <Icon name="play" size={18} />
        </span>
      </button>
    </>
  );
}

function Banner({
  index,
  size,
  children,
}: {
  index: 0 | 1;
  size: 'tall' | 'short';
  children: ReactNode;
}) {
  const b = BANNERS[index];
  return (
    <div className={`${styles.banner} ${styles[size]}`} data-theme="dark">
      <BackgroundVideo video={b.video} poster={b.poster} first={index === 0} />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** The home page's two looping background video banners, first on the page. */
export function HeroBanners() {
  const t = useT().home.hero;
  return (
    <>
      <section aria-labelledby="home-title">
        <Banner index={0} size="tall">
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          <h1 id="home-title" className={styles.title}>
            {t.title}
          </h1>
          <p className={styles.text}>{t.text}</p>
          <div data-theme="light">
            <HeroSearch />
          </div>
          <div className={styles.actions}>
            <Button href={href('availability')} variant="accent" size="lg" iconEnd="arrow-right">
              {t.bookStay}
            </Button>
            <Button href={href('tours')} variant="secondary" size="lg">
              {t.exploreTours}
            </Button>
          </div>
        </Banner>
      </section>
      <section aria-labelledby="home-second-banner">
        <Banner index={1} size="short">
          <h2 id="home-second-banner" className={styles.secondTitle}>
            {t.secondTitle}
          </h2>
          <p className={styles.text}>{t.secondText}</p>
          <div className={styles.actions}>
            <Button href={href('advanceBooking')} variant="accent" iconEnd="arrow-right">
              {t.packageBooking}
            </Button>
          </div>
        </Banner>
      </section>
    </>
  );
}
