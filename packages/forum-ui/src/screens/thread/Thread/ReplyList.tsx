import { lazy, Suspense, useEffect } from 'react';
import * as styles from './Thread.css.ts';
import {
  ReplyRowContent,
  revealReply,
  rowAttributes,
  rowIndent,
  type ReplyListProps,
} from './ReplyRow.tsx';

export type { ReplyListProps, ReplyPermissions, ReplyTarget } from './ReplyRow.tsx';

/**
 * Up to this many rows every reply is rendered (find-in-page works, nothing to window); above
 * it the list is windowed (WindowedReplyList, loaded only then).
 */
export const FULL_RENDER_LIMIT = 120;

const WindowedReplyList = lazy(() =>
  import('./WindowedReplyList.tsx').then((module) => ({ default: module.WindowedReplyList })),
);

/**
 * The replies as one list, nesting told by each item's level (aria-level), place among its
 * siblings (aria-posinset/setsize) and a 'Reply … in reply to {name}' tag. A long thread is
 * windowed; while that code loads, its first rows show as a plain list.
 */
export function ReplyList(props: ReplyListProps) {
  if (props.rows.length <= FULL_RENDER_LIMIT) return <PlainReplyList {...props} />;
  return (
    <Suspense fallback={<PlainReplyList {...props} rows={props.rows.slice(0, 40)} />}>
      <WindowedReplyList {...props} />
    </Suspense>
  );
}

/** Every row in the page's flow. */
function PlainReplyList({ rows, label, target, ...props }: ReplyListProps) {
  useEffect(() => {
    if (target) revealReply(target.postId, target.focus !== false);
    // Only a new request moves the reader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.request]);
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
