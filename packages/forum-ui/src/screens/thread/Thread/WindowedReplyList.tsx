/**
 * The reply list of a long thread, windowed over the window's scroll with
 * @tanstack/react-virtual: only rows near the viewport are in the DOM, plus the row holding
 * focus, so Tab never falls out of the list and a focused reply never vanishes. Loaded only
 * for threads with more than FULL_RENDER_LIMIT rows.
 */
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './Thread.css.ts';
import {
  ReplyRowContent,
  revealReply,
  rowAttributes,
  rowIndent,
  type ReplyListProps,
} from './ReplyRow.tsx';

export function WindowedReplyList({ rows, label, target, ...props }: ReplyListProps) {
  const listRef = useRef<HTMLUListElement>(null);
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

  // Bring a reply into view, then focus it once its row is in the DOM.
  useEffect(() => {
    if (!target) return;
    const index = rows.findIndex((row) => row.kind === 'post' && row.post.id === target.postId);
    // Not a row of this list (the first post, which is the thread's body): go straight there.
    if (index < 0) {
      revealReply(target.postId, target.focus !== false);
      return;
    }
    virtualizer.scrollToIndex(index, { align: 'center' });
    let frame = 0;
    let tries = 0;
    const settle = () => {
      if (revealReply(target.postId, target.focus !== false)) return;
      if (tries++ < 30) frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
    // Only a new request moves the reader; later changes of rows must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.request]);

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
