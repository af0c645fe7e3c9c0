import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second; start(n) (re)starts it at n. Counted from a
 * deadline rather than by decrements, so a slow or background tab still ends on time.
 */
export function useCountdown(): {
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
} {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, running: remaining > 0, start };
}
