import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss, type DismissReason } from '../../hooks/useDismiss.ts';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { BellIcon } from './icons.tsx';
import * as styles from './SiteLayout.css.ts';

export interface NotificationBellProps {
  /** Unread notifications; undefined while not known (no badge, the plain name). */
  unreadCount?: number;
  /** The bell's words for a count: its name and its badge. */
  labels: {
    /** The button's name for a count, e.g. 'Notifications, 3 unread'. */
    button: (unread: number) => string;
    /** The badge's text for a count, e.g. '99+'. */
    badge: (unread: number) => string;
  };
  /**
   * The panel's content, rendered only while open (so a lazy panel loads on the first open).
   * `close` closes the panel and puts focus back on the bell (e.g. when a link is followed).
   */
  panel: (close: () => void) => ReactNode;
  /** Said politely by screen readers when it changes, e.g. when new notifications arrive. */
  announcement?: string;
}

/**
 * The header's bell: a button named with the unread count (the count also shown as a badge)
 * that discloses a panel below it (aria-expanded, aria-controls). Click, Enter or Space toggle
 * it; Escape closes it and returns focus to the bell; so do a click outside and Tab leaving it.
 * Plain elements, no Ariakit: the bell is on the first page of every visit.
 */
export function NotificationBell({
  unreadCount,
  labels,
  panel,
  announcement,
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const panelId = useId();
  const count = unreadCount ?? 0;
  // Found by id rather than a ref: `close` is handed to the panel while rendering.
  const focusBell = useCallback(
    () => document.getElementById(buttonId)?.focus({ preventScroll: true }),
    [buttonId],
  );

  const close = useCallback(() => {
    setOpen(false);
    focusBell();
  }, [focusBell]);
  const dismiss = useCallback(
    (reason: DismissReason) => {
      const focusWasInside = root.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (reason === 'escape' && focusWasInside) focusBell();
    },
    [focusBell],
  );
  useDismiss(open, root, dismiss);

  return (
    // The blur handler only closes the panel when focus leaves it; nothing here is reachable
    // by pointer alone.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className={styles.bell}
      onBlur={(event) => {
        // Tab (or a click on something focusable) leaving the bell and its panel closes it.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <IconButton
        id={buttonId}
        label={labels.button(count)}
        icon={
          <>
            <BellIcon />
            {count > 0 && <span className={styles.bellBadge}>{labels.badge(count)}</span>}
          </>
        }
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
      />
      <div id={panelId} hidden={!open} className={styles.bellPanel}>
        {open && panel(close)}
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
