import { lazy, Suspense, useEffect, useImperativeHandle, useRef } from 'react';
import * as styles from './ReplyList.css.ts';
import { threadText as t } from '../messages.ts';
import {
  everyFrameUntil,
  ReplyRowContent,
  revealReply,
  rowAttributes,
  rowIndent,
  type ReplyListProps,
} from './ReplyRow.tsx';

export type { ReplyListHandle, ReplyListProps, ReplyPermissions } from './ReplyRow.tsx';

/**
 * Up to this many rows every reply is rendered (find-in-page works, nothing to window); above
 * it the list is windowed (WindowedReplyList, loaded only then).
 */
export const FULL_RENDER_LIMIT = 120;

/**
 * The windowed list's code: loaded by a long thread, and by a thread saved for offline (any
 * thread may grow long; opened offline, code never fetched could not load).
 */
export const loadWindowedReplyList = () => import('./WindowedReplyList.tsx');

const WindowedReplyList = lazy(() =>
  loadWindowedReplyList().then((module) => ({ default: module.WindowedReplyList })),
);

/**
 * The replies as one list, nesting told by each item's level (aria-level), place among its
 * siblings (aria-posinset/setsize) and a 'Reply … in reply to {name}' tag. A long thread is
 * windowed; while that code loads, its first rows show as a plain list (without the `ref`: a
 * command waits for the windowed list, which can reach every row).
 */
export function ReplyList(props: ReplyListProps) {
  if (props.readerPage) return <ReaderPageList {...props} readerPage={props.readerPage} />;
  if (props.rows.length <= FULL_RENDER_LIMIT) return <PlainReplyList {...props} />;
  return (
    <Suspense
      fallback={<PlainReplyList {...props} ref={undefined} rows={props.rows.slice(0, 40)} />}
    >
      <WindowedReplyList {...props} />
    </Suspense>
  );
}

/** One of the reader's pages, with plain links to the pages before and after it. */
function ReaderPageList({
  readerPage: { page, pageCount, href },
  ...props
}: ReplyListProps & { readerPage: NonNullable<ReplyListProps['readerPage']> }) {
  return (
    <>
      <PlainReplyList {...props} />
      <nav aria-label={t.readerPages} className={styles.readerPages}>
        {page > 1 && <a href={href(page - 1)}>{t.earlierReplies}</a>}
        <span>{t.readerPageOf(page, pageCount)}</span>
        {page < pageCount && <a href={href(page + 1)}>{t.laterReplies}</a>}
      </nav>
    </>
  );
}

/** Every row in the page's flow. */
function PlainReplyList({ rows, label, ref, ...props }: ReplyListProps) {
  const stop = useRef<() => void>(undefined);
  useImperativeHandle(
    ref,
    () => ({
      scrollTo: (postId, { focus = true } = {}) => {
        stop.current?.();
        stop.current = everyFrameUntil(() => revealReply(postId, focus));
      },
    }),
    [],
  );
  useEffect(() => () => stop.current?.(), []);
  return (
    <ul aria-label={label} className={styles.replyList}>
      {rows.map((row) => (
        <li
          key={row.key}
          className={styles.rowInFlow}
          {...rowAttributes(row)}
          style={rowIndent(row)}
        >
          <ReplyRowContent row={row} props={props} />
        </li>
      ))}
    </ul>
  );
}
