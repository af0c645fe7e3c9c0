import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms), ticking once a second; null without a deadline.
 * Counted from the deadline rather than by decrements, so a slow or background tab still ends on
 * time.
 */
export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  // a new deadline counts from this moment, also in the render that brings it
  const [counting, setCounting] = useState(deadline);
  if (counting !== deadline) {
    setCounting(deadline);
    setNow(Date.now());
  }
  useEffect(() => {
    if (deadline === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** A countdown that start(n) (re)starts at n seconds (e.g. the wait before a code may be resent). */
export function useRestartableCountdown(): {
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
} {
  const [deadline, setDeadline] = useState<number | null>(null);
  const start = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  const remaining = useSecondsLeft(deadline) ?? 0;
  return { remaining, running: remaining > 0, start };
}

/** 14:05 */
export const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
