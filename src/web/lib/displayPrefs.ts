import { useCallback, useSyncExternalStore } from 'react';

/**
 * The visitor's text size and contrast: attributes on <html> (`data-text-size`, `data-contrast`)
 * that the design tokens read (styles/tokens.css), kept in localStorage. public/display-prefs.js
 * applies them before the first paint with the same keys and limits.
 */
const TEXT_SIZE_KEY = 'jtdc.textSize';
const CONTRAST_KEY = 'jtdc.contrast';
/** Steps from the normal size: -1 is 87.5%, 0 is 100%, then 125%, 150%, 175% and 200% (4). */
const TEXT_SIZE_MIN = -1;
const TEXT_SIZE_MAX = 4;

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

function readSize(): number {
  if (typeof document === 'undefined') return 0;
  const n = Number(document.documentElement.getAttribute('data-text-size') ?? 0);
  return Number.isInteger(n) ? n : 0;
}
const readContrast = () =>
  typeof document !== 'undefined' &&
  document.documentElement.getAttribute('data-contrast') === 'high';

function store(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage blocked (private mode): the choice lasts for this page only
  }
}

/** Sets the text size step (clamped), on the page and for the next visits. */
export function setTextSize(step: number): void {
  const s = Math.max(TEXT_SIZE_MIN, Math.min(TEXT_SIZE_MAX, Math.round(step)));
  const root = document.documentElement;
  if (s === 0) root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', String(s));
  store(TEXT_SIZE_KEY, s === 0 ? null : String(s));
  emit();
}

/** Turns high contrast on or off, on the page and for the next visits. */
export function setHighContrast(on: boolean): void {
  const root = document.documentElement;
  if (on) root.setAttribute('data-contrast', 'high');
  else root.removeAttribute('data-contrast');
  store(CONTRAST_KEY, on ? 'high' : null);
  emit();
}

export function useDisplayPrefs() {
  const textSize = useSyncExternalStore(subscribe, readSize, () => 0);
  const highContrast = useSyncExternalStore(subscribe, readContrast, () => false);
  const smaller = useCallback(() => setTextSize(readSize() - 1), []);
  const larger = useCallback(() => setTextSize(readSize() + 1), []);
  const reset = useCallback(() => setTextSize(0), []);
  const toggleContrast = useCallback(() => setHighContrast(!readContrast()), []);
  return { textSize, highContrast, smaller, larger, reset, toggleContrast };
}
