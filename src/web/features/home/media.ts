import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type NetworkInfo = {
  saveData?: boolean;
  addEventListener?: (t: 'change', cb: () => void) => void;
  removeEventListener?: (t: 'change', cb: () => void) => void;
};

function connection(): NetworkInfo | undefined {
  return (navigator as Navigator & { connection?: NetworkInfo }).connection;
}

function subscribe(cb: () => void): () => void {
  const mql = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  mql?.addEventListener('change', cb);
  const conn = connection();
  conn?.addEventListener?.('change', cb);
  return () => {
    mql?.removeEventListener('change', cb);
    conn?.removeEventListener?.('change', cb);
  };
}

/** True when the visitor asked for less motion or for less data (Save-Data). */
function motionOrDataLimited(): boolean {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
  return reduced || connection()?.saveData === true;
}

/**
 * Whether background video may play by itself: not under prefers-reduced-motion, not with
 * Save-Data on. False while rendering on the server, so the poster comes first.
 */
export function useAutoplayAllowed(): boolean {
  return !useSyncExternalStore(subscribe, motionOrDataLimited, () => true);
}

/**
 * Becomes true once the element is within `margin` of the screen (and, with `keep` false, false
 * again when it leaves). Without IntersectionObserver it is simply true.
 */
export function useNearScreen(
  ref: RefObject<Element | null>,
  margin = '200px',
  keep = true,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const io = new IntersectionObserver(
      (entries) => {
        const hit = entries.some((e) => e.isIntersecting);
        if (hit && keep) {
          setNear(true);
          io.disconnect();
        } else if (!keep) {
          setNear(hit);
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, keep]);
  return near;
}
