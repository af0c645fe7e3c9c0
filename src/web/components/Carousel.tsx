import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SWIPE_PX } from '../../shared/constants';
import { cx } from './cx';
import { Icon } from './Icon';
import styles from './Carousel.module.css';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** The pause button (automatic rotation running). */
  pause: string;
  /** The play button (rotation stopped). */
  play: string;
  /** A slide's accessible name, e.g. "2 of 4". */
  slide: (index: number, count: number) => string;
  /** A dot button's accessible name, e.g. "Show slide 2: Eco Tourism". */
  goTo: (index: number, count: number, name: string) => string;
  /** Name of the dot group. */
  dots: string;
}

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** Short name of an item, used in the dot buttons' labels. */
  getName: (item: T) => string;
  renderSlide: (item: T, state: { index: number; active: boolean }) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  labels: CarouselLabels;
  /** Milliseconds between automatic moves (spec: 7000). */
  intervalMs?: number;
  /** Horizontal distance a swipe must travel to change slide (spec: 40 px). */
  swipeThresholdPx?: number;
  /** Rotate on its own (never under prefers-reduced-motion). */
  autoPlay?: boolean;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(cb: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const mql = window.matchMedia(REDUCED_MOTION);
  mql.addEventListener('change', cb);
  return () => mql.removeEventListener('change', cb);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function PauseIcon() {
  return (
    <svg
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
  );
}

function isTextInput(el: EventTarget | null): boolean {
  return (
    el instanceof HTMLElement &&
    (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))
  );
}

/**
 * An accessible carousel (WAI-ARIA APG "auto-rotating carousel"): one slide at a time with
 * previous/next buttons, dot buttons, a pause/play button, arrow keys, Home/End and swipe.
 * Automatic rotation pauses while the pointer is over it or focus is inside it, when the tab is
 * hidden and under prefers-reduced-motion; hidden slides are inert.
 */
export function Carousel<T>({
  items,
  getKey,
  getName,
  renderSlide,
  label,
  labels,
  intervalMs = CAROUSEL_INTERVAL_MS,
  swipeThresholdPx = CAROUSEL_SWIPE_PX,
  autoPlay = true,
  className,
}: CarouselProps<T>) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => true,
  );
  // null: the user has not chosen; then autoPlay decides (off under reduced motion)
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tabHidden, setTabHidden] = useState(false);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // the click that ends a mouse drag must not follow a link inside the slide
  const swiped = useRef(false);
  const id = useId();

  const playing = userPlaying ?? (autoPlay && !reducedMotion);
  const rotating = playing && !hovered && !focused && !tabHidden && count > 1;
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  const go = useCallback(
    (to: number) => {
      if (count === 0) return;
      setIndex(((to % count) + count) % count);
    },
    [count],
  );

  // On an island page the island script moved the carousel before React came (src/web/islands.ts,
  // ADR 363): it goes on from the slide shown and keeps the visitor's pause or play.
  useLayoutEffect(() => {
    const el = sectionRef.current;
    if (!el) return;
    const shown = Number(el.dataset.index ?? 0);
    if (Number.isInteger(shown) && shown > 0 && shown < count) setIndex(shown);
    const choice = el.dataset.choice;
    if (choice === 'play' || choice === 'pause') setUserPlaying(choice === 'play');
    // only once, as React takes over the server's HTML
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // One timer per shown slide: moving by hand restarts the full interval.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => go(current + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, intervalMs, go]);

  useEffect(() => {
    const onVisibility = () => setTabHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTextInput(event.target)) return;
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swiped.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // a mostly vertical move is a page scroll, not a swipe
    if (Math.abs(dx) < swipeThresholdPx || Math.abs(dx) < Math.abs(dy)) return;
    swiped.current = true;
    go(dx < 0 ? current + 1 : current - 1);
  };

  if (count === 0) return null;
  const trackId = `carousel-track-${id}`;

  return (
    <section
      ref={sectionRef}
      className={cx(styles.carousel, className)}
      aria-roledescription="carousel"
      data-carousel=""
      data-interval={intervalMs}
      data-autoplay={autoPlay ? '' : undefined}
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setUserPlaying(!playing)}
          aria-label={playing ? labels.pause : labels.play}
          data-carousel-toggle=""
          data-playing={playing ? '' : undefined}
          data-label-play={labels.play}
          data-label-pause={labels.pause}
        >
          {/* both icons, the one shown chosen by data-playing (CSS): the island script can
              switch it without redrawing the button */}
          <span className={styles.pauseIcon}>
            <PauseIcon />
          </span>
          <span className={styles.playIcon}>
            <Icon name="play" size={18} />
          </span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(current - 1)}
          data-carousel-move="-1"
          aria-controls={trackId}
          aria-label={labels.previous}
        >
          <Icon name="chevron-left" size={20} />
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(current + 1)}
          data-carousel-move="1"
          aria-controls={trackId}
          aria-label={labels.next}
        >
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        onClickCapture={(event) => {
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          id={trackId}
          className={styles.track}
          style={{ transform: `translateX(${-100 * current}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {items.map((item, i) => (
            <div
              key={getKey(item)}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(i + 1, count)}
              inert={i !== current}
              data-active={i === current ? '' : undefined}
            >
              {renderSlide(item, { index: i, active: i === current })}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.dots} role="group" aria-label={labels.dots}>
        {items.map((item, i) => (
          <button
            key={getKey(item)}
            type="button"
            className={styles.dot}
            aria-label={labels.goTo(i + 1, count, getName(item))}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => go(i)}
            data-carousel-go={i}
          />
        ))}
      </div>
    </section>
  );
}
