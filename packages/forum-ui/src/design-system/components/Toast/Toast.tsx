import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { waitsForLogin } from '@forum/api';
import { toastFieldErrors } from '../../utils/failures/fieldErrors.ts';
import {
  ToastContext,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
} from '../../hooks/useToast.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import * as styles from './Toast.css.ts';

// The toaster's API lives in hooks/ (the form layer shows toasts, and sits below components).
export { useToast, type ToastApi, type ToastOptions, type ToastTone };

/** Default lifetimes: long enough to read, errors longer. Paused while hovered or focused. */
export const TOAST_DURATION: Readonly<Record<ToastTone, number>> = {
  success: 5000,
  info: 5000,
  error: 10000,
};

/** The key that moves focus to the newest toast's Close button. */
export const TOAST_HOTKEY = 'F8';

/** Marks the toast region; Dialog keeps it usable while a modal is open. */
export const TOAST_REGION_ATTRIBUTE = 'data-toast-region';

interface ToastRecord {
  id: string;
  /** Changes when a toast is replaced, so its timer starts again. */
  key: number;
  tone: ToastTone;
  message: string;
  duration: number;
}

/** Toast keys, unique across providers: a replaced toast gets a new key and a fresh timer. */
let lastToastKey = 0;

const icons: Record<ToastTone, string> = { success: '✓', error: '!', info: 'i' };

export interface ToastProviderProps {
  /** The page, which shows toasts through `useToast()`. */
  children?: ReactNode;
  /** The accessible name of the notifications region. */
  label?: string;
  /** The accessible name of each toast's close button. */
  closeLabel?: string;
  /**
   * How long a toast of each tone stays when its caller does not say (Infinity: until it is
   * dismissed). The stories' snapshots keep every toast, see TestProviders.
   */
  durations?: Readonly<Record<ToastTone, number>>;
}

/**
 * Holds the toasts and renders them stacked in a corner. Success and info
 * toasts sit in a polite live region (role=status); errors in an assertive one
 * (role=alert). Timers pause while the pointer is over the stack or focus is
 * inside it; Escape on a focused toast or its Close button dismisses it, and
 * F8 moves focus to the newest toast.
 */
export function ToastProvider({
  children,
  label = 'Notifications',
  closeLabel = 'Close',
  durations = TOAST_DURATION,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  /** Where focus came from before it entered the region, to go back there. */
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const remove = useCallback((id?: string) => {
    const region = regionRef.current;
    const active = document.activeElement;
    if (region && active instanceof HTMLElement && region.contains(active)) {
      const leaving = id === undefined ? null : active.closest<HTMLElement>('[data-toast-id]');
      if (id === undefined || leaving?.dataset.toastId === id) {
        // Do not drop focus on the floor: go to another toast, else back where it came from.
        const closes = Array.from(region.querySelectorAll<HTMLElement>('[data-toast-close]'));
        const index = closes.findIndex((el) => leaving?.contains(el));
        const others = id === undefined ? [] : closes.filter((_, i) => i !== index);
        const next = others[Math.min(Math.max(index, 0), others.length - 1)];
        const back = returnFocusRef.current;
        if (next) next.focus();
        else if (back?.isConnected) back.focus();
        else active.blur();
        if (!next) setFocused(false);
      }
    }
    setToasts((current) => (id === undefined ? [] : current.filter((t) => t.id !== id)));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show =
      (tone: ToastTone) =>
      (message: string, options: ToastOptions = {}) => {
        lastToastKey += 1;
        const key = lastToastKey;
        const id = options.id ?? `toast-${key}`;
        const record: ToastRecord = {
          id,
          key,
          tone,
          message,
          duration: options.duration ?? durations[tone],
        };
        setToasts((current) =>
          current.some((t) => t.id === id)
            ? current.map((t) => (t.id === id ? record : t))
            : [...current, record],
        );
        return id;
      };
    const error = show('error');
    return {
      success: show('success'),
      info: show('info'),
      error,
      failed: (cause, message, options) =>
        waitsForLogin(cause) ? undefined : error(message, options),
      dismiss: remove,
      fieldErrors: (errors, options) =>
        toastFieldErrors(errors).map((line) => error(line, options)),
    };
  }, [remove, durations]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.defaultPrevented) return;
      const closes = regionRef.current?.querySelectorAll<HTMLElement>('[data-toast-close]');
      const newest = closes?.[closes.length - 1];
      if (!newest) return;
      event.preventDefault();
      newest.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  /** Pointer and focus inside the region pause the timers; Escape dismisses the focused toast. */
  const attachRegion = useCallback(
    (node: HTMLElement | null) => {
      regionRef.current = node;
      if (!node) return;
      const onEnter = () => setHovered(true);
      const onLeave = () => setHovered(false);
      const onFocusIn = (event: globalThis.FocusEvent) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !node.contains(from)) returnFocusRef.current = from;
        setFocused(true);
      };
      const onFocusOut = (event: globalThis.FocusEvent) => {
        const to = event.relatedTarget;
        if (to instanceof Node && node.contains(to)) return;
        setFocused(false);
      };
      const onKeyDown = (event: globalThis.KeyboardEvent) => {
        if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
        const id = event.target.closest<HTMLElement>('[data-toast-id]')?.dataset.toastId;
        if (id === undefined) return;
        // Only the toast: an open dialog behind it stays open.
        event.stopPropagation();
        remove(id);
      };
      node.addEventListener('mouseenter', onEnter);
      node.addEventListener('mouseleave', onLeave);
      node.addEventListener('focusin', onFocusIn);
      node.addEventListener('focusout', onFocusOut);
      node.addEventListener('keydown', onKeyDown);
      return () => {
        regionRef.current = null;
        node.removeEventListener('mouseenter', onEnter);
        node.removeEventListener('mouseleave', onLeave);
        node.removeEventListener('focusin', onFocusIn);
        node.removeEventListener('focusout', onFocusOut);
        node.removeEventListener('keydown', onKeyDown);
      };
    },
    [remove],
  );

  const paused = hovered || focused;
  const renderToast = (t: ToastRecord) => (
    <ToastItem
      key={`${t.id}:${t.key}`}
      toast={t}
      paused={paused}
      closeLabel={closeLabel}
      onDismiss={remove}
    />
  );
  const polite = toasts.filter((t) => t.tone !== 'error');
  const assertive = toasts.filter((t) => t.tone === 'error');
  // document.body exists only in the browser: the region comes right after hydration there.
  const hydrated = useHydrated();

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* At the end of <body>, outside the page, so a modal dialog can leave it usable. */}
      {hydrated &&
        createPortal(
          <section
            ref={attachRegion}
            aria-label={label}
            data-toast-region=""
            className={styles.viewport}
          >
            <div role="status" aria-live="polite" className={styles.group}>
              {polite.map(renderToast)}
            </div>
            <div role="alert" aria-live="assertive" className={styles.group}>
              {assertive.map(renderToast)}
            </div>
          </section>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

interface ToastItemProps {
  toast: ToastRecord;
  paused: boolean;
  closeLabel: string;
  onDismiss: (id: string) => void;
}

function ToastItem({ toast, paused, closeLabel, onDismiss }: ToastItemProps) {
  const { id, tone, message, duration } = toast;
  const remaining = useRef(duration);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current) || remaining.current <= 0) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissRef.current(id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      // Keep the time left, so a pause does not restart the clock, and never reach 0 (= forever).
      remaining.current = Math.max(1, remaining.current - (Date.now() - started));
    };
  }, [paused, id]);

  return (
    <div className={styles.toast({ tone })} data-toast-id={id} data-tone={tone}>
      <span className={styles.icon({ tone })} aria-hidden="true">
        {icons[tone]}
      </span>
      <p className={styles.message}>{message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel}
        data-toast-close=""
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
