import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast, ToastContainer, type Id } from 'react-toastify';
import { MOBILE_BREAKPOINT_PX, TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { useMessage } from '../i18n';
import { useMediaQuery } from '../lib/useMediaQuery';
import buttonStyles from '../components/Button.module.css';

/**
 * An error toast belongs to the page it was about: it goes when the person moves to another page
 * (e.g. a form error must not stay over the next screen). Success and info toasts stay.
 */
function DismissErrorsOnNavigation() {
  const [location] = useLocation();
  const errors = useRef(new Set<Id>());
  useEffect(
    () =>
      toast.onChange((item) => {
        if (item.status === 'added' && item.type === 'error') errors.current.add(item.id);
        if (item.status === 'removed') errors.current.delete(item.id);
      }),
    [],
  );
  useEffect(() => {
    for (const id of errors.current) toast.dismiss(id);
    errors.current.clear();
  }, [location]);
  return null;
}

/** A toast of a Hindi page shows its message in Hindi (ADR 101: messages come in English). */
function TranslateToasts() {
  const tr = useMessage();
  useEffect(
    () =>
      toast.onChange((item) => {
        if (item.status !== 'added' || typeof item.content !== 'string') return;
        const text = tr(item.content);
        if (text !== item.content) toast.update(item.id, { render: text });
      }),
    [tr],
  );
  return null;
}

/** What a toast must never cover: the focused control (added when placing), the page's primary
 * and accent buttons, and what a page marks (the Pay bar, the paid total). ADR 233. */
const KEEP_CLEAR = [
  '[data-toast-avoid]',
  ...[buttonStyles.primary, buttonStyles.accent].flatMap((c) => [`a.${c}`, `button.${c}`]),
].join(',');
const GAP_PX = 8;

type Band = { top: number; bottom: number };

/**
 * Where the toast stack (height `height`, now at `current`) may sit in a screen of `screen` px
 * without covering any of `keep`: the nearest free top edge to where it is, else the one that
 * covers least. Exported for tests.
 */
export function clearTop(current: number, height: number, screen: number, keep: Band[]): number {
  const overlap = (top: number) =>
    keep.reduce(
      (sum, k) => sum + Math.max(0, Math.min(top + height, k.bottom) - Math.max(top, k.top)),
      0,
    );
  const candidates = [
    current,
    GAP_PX,
    screen - height - GAP_PX,
    ...keep.flatMap((k) => [k.bottom + GAP_PX, k.top - GAP_PX - height]),
  ].filter((top) => top >= 0 && top + height <= screen);
  if (candidates.length === 0) return current;
  return candidates.reduce((best, top) => {
    const d = overlap(top) - overlap(best);
    if (d !== 0) return d < 0 ? top : best;
    return Math.abs(top - current) < Math.abs(best - current) ? top : best;
  });
}

/**
 * Keeps the toasts off what the person needs (issue 26 item 10): while a toast shows, after every
 * change of the page, the focus, the scroll or the screen's size, the stack moves to the nearest
 * band of the screen where it covers no focused control, primary button or marked element. The
 * move is a top offset on <html> (`data-toast-top`, `--toast-top`) that global.css applies to the
 * container, so react-toastify's own rendering never undoes it.
 */
function KeepToastsClear() {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let watching = false;
    const release = () => {
      root.removeAttribute('data-toast-top');
      root.style.removeProperty('--toast-top');
    };
    const changes = new MutationObserver(() => schedule());
    const events = ['scroll', 'resize', 'focusin', 'focusout'] as const;
    const watch = (on: boolean) => {
      if (on === watching) return;
      watching = on;
      for (const e of events) {
        if (on) window.addEventListener(e, schedule, { passive: true, capture: true });
        else window.removeEventListener(e, schedule, { capture: true });
      }
      if (on) changes.observe(document.body, { childList: true, subtree: true });
      else changes.disconnect();
    };
    const place = () => {
      frame = 0;
      release();
      const stack = document.querySelector('.Toastify__toast-container');
      // watch the page only while a toast shows
      watch(stack?.querySelector('.Toastify__toast') != null);
      if (!stack || !watching) return;
      const box = stack.getBoundingClientRect();
      if (box.height === 0) return;
      const screen = window.visualViewport?.height ?? window.innerHeight;
      const focused = document.activeElement;
      const elements = [...document.querySelectorAll(KEEP_CLEAR)];
      if (focused && focused !== document.body && !stack.contains(focused)) elements.push(focused);
      const keep = elements
        .map((el) => el.getBoundingClientRect())
        .filter(
          (r) =>
            r.width > 0 &&
            r.height > 0 &&
            r.bottom > 0 &&
            r.top < screen &&
            r.right > box.left &&
            r.left < box.right,
        );
      const top = clearTop(box.top, box.height, screen, keep);
      if (Math.abs(top - box.top) < 1) return;
      root.style.setProperty('--toast-top', `${Math.round(top)}px`);
      root.setAttribute('data-toast-top', '');
    };
    function schedule() {
      if (frame === 0) frame = requestAnimationFrame(place);
    }
    const stop = toast.onChange(schedule);
    schedule();
    return () => {
      stop();
      watch(false);
      cancelAnimationFrame(frame);
      release();
    };
  }, []);
  return null;
}

/**
 * The site's toasts: a chunk of its own, loaded after the first render (react-toastify queues a
 * toast shown before its container is there). ADR 196.
 */
export function Toasts() {
  // phones: toasts at the bottom, clear of the top of forms; wider: top right, below the header
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  return (
    <>
      <DismissErrorsOnNavigation />
      <TranslateToasts />
      <KeepToastsClear />
      <ToastContainer
        position={phone ? 'bottom-center' : 'top-right'}
        autoClose={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        pauseOnFocusLoss
        newestOnTop
      />
    </>
  );
}
