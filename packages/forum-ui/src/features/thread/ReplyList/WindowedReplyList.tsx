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
  useImperativeHandle(
    ref,
    () => ({
      scrollTo: (postId, { focus = true } = {}) => {
        stop.current?.();
        let scrolled = false;
        stop.current = everyFrameUntil(() => {
          if (!scrolled) {
            const index = rendered.current.findIndex(
              (row) => row.kind === 'post' && row.post.id === postId,
            );
            // Not a row of this list (the first post, the thread's body) or not yet there: the
            // reply is looked for on the page as it is.
            if (index >= 0) {
              virtualizer.scrollToIndex(index, { align: 'center' });
              scrolled = true;
              return false;
            }
          }
          // Once the virtualizer scrolls to the row, it keeps it there while the rows around it
          // are measured and change size: scrolling again here would stop that, and leave the
          // reply wherever the late measurements push it.
          return revealReply(postId, focus, !scrolled);
        });
      },
    }),
    [virtualizer],
  );
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
