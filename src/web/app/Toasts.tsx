import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast, ToastContainer, type Id } from 'react-toastify';
import { MOBILE_BREAKPOINT_PX, TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { useMessage } from '../i18n';
import { useMediaQuery } from '../lib/useMediaQuery';

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
