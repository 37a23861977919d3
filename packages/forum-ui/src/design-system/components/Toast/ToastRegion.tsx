/**
 * The toasts on screen: stacked in a corner, at the end of <body>, outside the page, so a modal
 * dialog can leave it usable. Success and info toasts sit in a polite live region (role=status),
 * errors in an assertive one (role=alert). Timers pause while the pointer is over the stack or
 * focus is inside it; Escape on a focused toast or its Close button dismisses it, and F8 moves
 * focus to the newest toast. Loaded after the page is interactive (ToastProvider keeps the
 * toasts meanwhile): no first visit pays for it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_HOTKEY, type ToastRecord, type ToastRegionProps } from './Toast.tsx';
import * as styles from './Toast.css.ts';

const icons = { success: '✓', error: '!', info: 'i' } as const;

export default function ToastRegion({
  toasts,
  label,
  closeLabel,
  onDismiss,
  keepFocusWith,
}: ToastRegionProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  /** Where focus came from before it entered the region, to go back there. */
  const returnFocusRef = useRef<HTMLElement | null>(null);

  /** Before a toast (or all, `id` undefined) goes: focus inside it moves on, never to the body. */
  const releaseFocus = useCallback((id?: string) => {
    const region = regionRef.current;
    const active = document.activeElement;
    if (!region || !(active instanceof HTMLElement) || !region.contains(active)) return;
    const leaving = id === undefined ? null : active.closest<HTMLElement>('[data-toast-id]');
    if (id !== undefined && leaving?.dataset.toastId !== id) return;
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
  }, []);

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
      keepFocusWith(releaseFocus);
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
        onDismiss(id);
      };
      node.addEventListener('mouseenter', onEnter);
      node.addEventListener('mouseleave', onLeave);
      node.addEventListener('focusin', onFocusIn);
      node.addEventListener('focusout', onFocusOut);
      node.addEventListener('keydown', onKeyDown);
      return () => {
        regionRef.current = null;
        keepFocusWith(undefined);
        node.removeEventListener('mouseenter', onEnter);
        node.removeEventListener('mouseleave', onLeave);
        node.removeEventListener('focusin', onFocusIn);
        node.removeEventListener('focusout', onFocusOut);
        node.removeEventListener('keydown', onKeyDown);
      };
    },
    [keepFocusWith, onDismiss, releaseFocus],
  );

  const paused = hovered || focused;
  const renderToast = (t: ToastRecord) => (
    <ToastItem
      key={`${t.id}:${t.key}`}
      toast={t}
      paused={paused}
      closeLabel={closeLabel}
      onDismiss={onDismiss}
    />
  );
  const polite = toasts.filter((t) => t.tone !== 'error');
  const assertive = toasts.filter((t) => t.tone === 'error');

  return createPortal(
    <section ref={attachRegion} aria-label={label} data-toast-region="" className={styles.viewport}>
      <div role="status" aria-live="polite" className={styles.group}>
        {polite.map(renderToast)}
      </div>
      <div role="alert" aria-live="assertive" className={styles.group}>
        {assertive.map(renderToast)}
      </div>
    </section>,
    document.body,
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
