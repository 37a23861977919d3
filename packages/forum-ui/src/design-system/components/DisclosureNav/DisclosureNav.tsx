import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useDismiss, type DismissReason } from '../../hooks/useDismiss.ts';
import { chevron } from '../../css/chevron.css.ts';
import { cx } from '../../utils/text/cx.ts';
import * as styles from './DisclosureNav.css.ts';
import { moveIndex } from './DisclosureNav.utils.ts';
import { ProvidedLink } from '../Link/LinkProvider.tsx';

export interface DisclosureNavLink {
  href: string;
  label: string;
  /** The page being shown: aria-current="page". */
  current?: boolean;
  /** Draws a line after this link, e.g. between a section's own page and its sub-pages. */
  dividerAfter?: boolean;
}

export interface DisclosureNavItem {
  id: string;
  /** The button's text. */
  label: string;
  /** The current page is in this item's list: aria-current="true" and a bar under the button. */
  current?: boolean;
  links: readonly DisclosureNavLink[];
}

export interface DisclosureNavProps {
  /** The navigation landmark's name, e.g. 'Main'. */
  label: string;
  /** The menu's links and groups, in order. */
  items: readonly DisclosureNavItem[];
  /** Also open a list while the mouse rests on its item (closing when it leaves). Default true. */
  openOnHover?: boolean;
  /** Extra class for the navigation, for its place in a layout. */
  className?: string;
}

/** How a list was opened: hover lists close when the mouse leaves, pressed ones stay. */
type Opened = { id: string; by: 'hover' | 'press' };

/** Leaving an item for this long closes a list that hover opened (time to cross a gap). */
export const HOVER_CLOSE_MS = 150;

/**
 * Site navigation as the WAI-ARIA disclosure navigation pattern: a row of buttons, each with
 * aria-expanded and aria-controls, revealing a list of links below it. One list is open at a
 * time. Click, Enter or Space toggle a list; the mouse resting on an item opens it too, and
 * leaving closes it unless it was clicked open. Escape closes it (focus goes back to its button
 * when it was inside), as do a click outside, Tab leaving it and choosing a link.
 *
 * Optional keys: ArrowDown or ArrowUp on a button open its list at the first or last link;
 * arrows, Home and End move within a list; ArrowLeft, ArrowRight, Home and End move along the
 * buttons. Links are plain links in the tab order (no roving focus), as the pattern asks.
 */
export function DisclosureNav({ label, items, openOnHover = true, className }: DisclosureNavProps) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpened(null);
  }, []);

  const focusButton = (index: number) => buttons.current.get(items[index]?.id ?? '')?.focus();

  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.bar}>
        {items.map((item, index) => (
          <DisclosureNavEntry
            key={item.id}
            item={item}
            open={opened?.id === item.id}
            buttonRef={(button) => {
              if (button) buttons.current.set(item.id, button);
              else buttons.current.delete(item.id);
            }}
            onPress={() => {
              cancelClose();
              setOpened((now) =>
                now?.id === item.id && now.by === 'press' ? null : { id: item.id, by: 'press' },
              );
            }}
            onOpen={() => {
              cancelClose();
              flushSync(() => setOpened({ id: item.id, by: 'press' }));
            }}
            onHover={(entering) => {
              if (!openOnHover) return;
              cancelClose();
              if (entering) {
                setOpened((now) => (now?.id === item.id ? now : { id: item.id, by: 'hover' }));
              } else if (opened?.id === item.id && opened.by === 'hover') {
                closeTimer.current = window.setTimeout(close, HOVER_CLOSE_MS);
              }
            }}
            onClose={close}
            onButtonKey={(key) => {
              const next = moveIndex(key, index, items.length, 'horizontal');
              if (next === null) return false;
              focusButton(next);
              return true;
            }}
          />
        ))}
      </ul>
    </nav>
  );
}

interface EntryProps {
  item: DisclosureNavItem;
  open: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
  /** The button was clicked (or Enter / Space): toggle, or keep a hover-opened list open. */
  onPress: () => void;
  /** Open now (synchronously), to move focus into the list. */
  onOpen: () => void;
  onHover: (entering: boolean) => void;
  onClose: () => void;
  /** A key on the button that may move along the buttons; true when it did. */
  onButtonKey: (key: string) => boolean;
}

function DisclosureNavEntry({
  item,
  open,
  buttonRef,
  onPress,
  onOpen,
  onHover,
  onClose,
  onButtonKey,
}: EntryProps) {
  const listId = useId();
  const entry = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const links = () => [...(entry.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];

  const dismiss = useCallback(
    (reason: DismissReason) => {
      const focusWasInside = entry.current?.contains(document.activeElement) ?? false;
      onClose();
      if (reason === 'escape' && focusWasInside) button.current?.focus();
    },
    [onClose],
  );
  useDismiss(open, entry, dismiss);

  const hover = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onHover(entering);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onOpen();
      const list = links();
      list[event.key === 'ArrowDown' ? 0 : list.length - 1]?.focus();
    } else if (onButtonKey(event.key)) {
      event.preventDefault();
    }
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const list = links();
    const index = list.indexOf(document.activeElement as HTMLAnchorElement);
    const next = moveIndex(event.key, index, list.length, 'vertical');
    if (index < 0 || next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    // The pointer handlers only add hover to what the button's click does, and focus leaving
    // the item only closes it: nothing here is reachable by pointer alone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={entry}
      className={styles.entry}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onBlur={(event) => {
        // Tab (or a click on something focusable) leaving the item closes its list.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !entry.current?.contains(next)) onClose();
      }}
    >
      <button
        ref={(element) => {
          button.current = element;
          buttonRef(element);
        }}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={item.current ? 'true' : undefined}
        className={cx(styles.button, item.current && styles.currentButton)}
        onClick={onPress}
        onKeyDown={onButtonKeyDown}
      >
        {item.label}
        <span className={chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={listId} hidden={!open} aria-label={item.label} className={styles.list}>
        {item.links.map((link) => (
          <li key={link.href} className={link.dividerAfter ? styles.divided : undefined}>
            <ProvidedLink
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={styles.link}
              onKeyDown={onLinkKeyDown}
              onClick={() => {
                onClose();
                button.current?.focus({ preventScroll: true });
              }}
            >
              {link.label}
            </ProvidedLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
