/**
 * The reply list of a long thread, windowed over the window's scroll with
 * @tanstack/react-virtual: only rows near the viewport are in the DOM, plus the row holding
 * focus, so Tab never falls out of the list and a focused reply never vanishes. Loaded only
 * for threads with more than FULL_RENDER_LIMIT rows.
 */
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './ReplyList.css.ts';
import {
  everyFrameUntil,
  ReplyRowContent,
  revealReply,
  rowAttributes,
  rowIndent,
  type ReplyListProps,
} from './ReplyRow.tsx';
import { isCentred } from './centre.ts';

/** How many frames a row stays centred before a jump is over. */
const CENTRED_FRAMES = 3;
/** At most how many frames a jump keeps its row centred (about 2 s at 60 frames a second). */
const SETTLE_FRAMES = 120;

export function WindowedReplyList({ rows, label, ref, ...props }: ReplyListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The rows a command finds its reply in: the latest rendered, as the command may come from a
  // handler that has just opened the reply's parent.
  const rendered = useRef(rows);
  useLayoutEffect(() => {
    rendered.current = rows;
  });
  const focused = useRef<number | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts on the page, followed as what is above it changes size.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((previous) => (previous === top ? previous : top));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'post' ? 190 : 52),
    overscan: 6,
    scrollMargin,
    // Rows in reach render in a task of their own rather than inside the scroll event's: a
    // scroll step, its rows and the frame's layout and paint together made one long task on a
    // slow phone. The overscan keeps rows rendered ahead of the window meanwhile.
    useFlushSync: false,
    getItemKey: (index) => rows[index]?.key ?? index,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const keep = focused.current;
      if (keep !== null && keep < rows.length && !indexes.includes(keep)) {
        indexes.push(keep);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  // Bring a reply into view (scrolling to its row), then focus it once the row is in the DOM.
  const stop = useRef<() => void>(undefined);
  useImperativeHandle(ref, () => {
    /**
     * Keeps the row in the middle of the window once the virtualizer has stopped scrolling:
     * a row above it measured after the virtualizer's own scroll had settled (a slow phone, a
     * busy page) would otherwise leave the reply wherever that pushed it. Ends when the row
     * has stayed centred for a few frames, and at the reader's first wheel, touch, click or key.
     */
    const keepCentred = (index: number) => {
      const input = new AbortController();
      let still = 0;
      const cancel = everyFrameUntil(() => {
        const row = listRef.current?.querySelector(`[data-index="${index}"]`);
        if (!row) return true;
        if (virtualizer.isScrolling) {
          still = 0;
          return false;
        }
        const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
        if (isCentred(row.getBoundingClientRect(), window.innerHeight, window.scrollY, maxScroll))
          return ++still >= CENTRED_FRAMES;
        still = 0;
        virtualizer.scrollToIndex(index, { align: 'center' });
        return false;
      }, SETTLE_FRAMES);
      const end = () => {
        cancel();
        input.abort();
      };
      for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'])
        window.addEventListener(type, end, { passive: true, signal: input.signal });
      stop.current = end;
    };
    return {
      scrollTo: (postId, { focus = true } = {}) => {
        stop.current?.();
        let target: number | undefined;
        stop.current = everyFrameUntil(() => {
          if (target === undefined) {
            const index = rendered.current.findIndex(
              (row) => row.kind === 'post' && row.post.id === postId,
            );
            // Not a row of this list (the first post, the thread's body) or not yet there: the
            // reply is looked for on the page as it is.
            if (index < 0) return revealReply(postId, focus, true);
            virtualizer.scrollToIndex(index, { align: 'center' });
            target = index;
            return false;
          }
          // Once the virtualizer scrolls to the row, it keeps it there while the rows around it
          // are measured and change size: scrolling again here would stop that.
          if (!revealReply(postId, focus, false)) return false;
          keepCentred(target);
          return true;
        });
      },
    };
  }, [virtualizer]);
  useEffect(() => () => stop.current?.(), []);

  // The row holding focus stays rendered while it is scrolled away (see rangeExtractor).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
      focused.current = row ? Number(row.dataset.index) : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!list.contains(event.relatedTarget as Node | null)) focused.current = null;
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={styles.replyList}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            {...rowAttributes(row)}
            style={{
              ...rowIndent(row),
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <ReplyRowContent row={row} props={props} />
          </li>
        );
      })}
    </ul>
  );
}
