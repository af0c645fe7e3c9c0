import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../lib/useHydrated';
import { cx } from './cx';
import { Icon } from './Icon';
import styles from './Modal.module.css';

/** Spec: modal transition 300 ms, backdrop transition 150 ms. */
export const MODAL_TRANSITION_MS = 300;
export const BACKDROP_TRANSITION_MS = 150;

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open modals, innermost last: only the top one handles Escape and traps focus. */
const openStack: string[] = [];

function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

let scrollLocks = 0;
let savedPaddingRight = '';

function lockScroll(): void {
  scrollLocks += 1;
  if (scrollLocks > 1) return;
  const body = document.body;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  savedPaddingRight = body.style.paddingRight;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.setAttribute('data-scroll-locked', '');
}

function unlockScroll(): void {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks > 0) return;
  document.body.style.paddingRight = savedPaddingRight;
  document.body.removeAttribute('data-scroll-locked');
}

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button. */
  onClose: () => void;
  /** Dialog name (rendered as <h2>, referenced by aria-labelledby). */
  title: ReactNode;
  /** Accessible name of the close (X) button. */
  closeLabel: string;
  /** Optional text under the title, referenced by aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom (e.g. Cancel / Confirm buttons). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus on open; defaults to the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  /** Keep the title for screen readers only (e.g. a video popup). */
  hideTitle?: boolean;
  hideCloseButton?: boolean;
  /** Remove the body padding (media such as a video player). */
  flush?: boolean;
  className?: string;
}

export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  closeOnBackdrop = true,
  closeOnEscape = true,
  hideTitle = false,
  hideCloseButton = false,
  flush = false,
  className,
}: ModalProps) {
  const isClient = useHydrated();
  const id = useId();
  const titleId = `modal-title-${id}`;
  const descriptionId = description ? `modal-description-${id}` : undefined;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  const latest = useRef({ onClose, closeOnEscape, initialFocusRef });
  useEffect(() => {
    latest.current = { onClose, closeOnEscape, initialFocusRef };
  });

  // Stay mounted through the closing animation.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open || !mounted) return undefined;
    const timer = setTimeout(
      () => setMounted(false),
      prefersReducedMotion() ? 0 : MODAL_TRANSITION_MS,
    );
    return () => clearTimeout(timer);
  }, [open, mounted]);

  // Focus in, trap, Escape, scroll lock; on close give focus back.
  useEffect(() => {
    if (!open || !isClient) return undefined;
    const panel = panelRef.current;
    if (!panel) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    openStack.push(id);
    lockScroll();
    const isTop = () => openStack[openStack.length - 1] === id;

    const focusFirst = () => {
      const preferred = latest.current.initialFocusRef?.current;
      const inContent = bodyRef.current ? focusableWithin(bodyRef.current)[0] : undefined;
      const inPanel = focusableWithin(panel).filter((el) => el !== closeRef.current)[0];
      const target = preferred ?? inContent ?? inPanel ?? closeRef.current ?? panel;
      target.focus({ preventScroll: true });
    };
    focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        if (!latest.current.closeOnEscape) return;
        event.preventDefault();
        event.stopPropagation();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(panel);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus({ preventScroll: true });
        return;
      }
      const outside = !(active instanceof Node) || !panel.contains(active);
      if (event.shiftKey && (active === first || active === panel || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      const target = event.target;
      if (target instanceof Node && !panel.contains(target)) focusFirst();
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const at = openStack.lastIndexOf(id);
      if (at >= 0) openStack.splice(at, 1);
      unlockScroll();
      if (returnTo && returnTo.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [open, isClient, id]);

  if (!isClient || !mounted) return null;

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedHere = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (!open || !closeOnBackdrop) return;
    if (event.target === event.currentTarget && startedHere) onClose();
  };

  const timing = {
    '--modal-duration': `${MODAL_TRANSITION_MS}ms`,
    '--backdrop-duration': `${BACKDROP_TRANSITION_MS}ms`,
  } as CSSProperties;

  return createPortal(
    <div className={styles.root} data-state={open ? 'open' : 'closed'} style={timing}>
      <div
        className={styles.backdrop}
        data-modal-backdrop=""
        aria-hidden="true"
        onMouseDown={onBackdropMouseDown}
        onClick={onBackdropClick}
      />
      <div className={styles.positioner}>
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
          className={cx(styles.panel, styles[size], className)}
        >
          <div className={cx(styles.header, hideTitle && styles.headerBare)}>
            <h2 id={titleId} className={cx(styles.title, hideTitle && 'visually-hidden')}>
              {title}
            </h2>
            {hideCloseButton ? null : (
              <button
                ref={closeRef}
                type="button"
                className={styles.close}
                aria-label={closeLabel}
                onClick={onClose}
              >
                <Icon name="close" size={22} />
              </button>
            )}
          </div>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
          <div ref={bodyRef} className={cx(styles.body, flush && styles.flush)}>
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
