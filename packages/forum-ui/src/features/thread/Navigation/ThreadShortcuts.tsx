/**
 * The thread page's keyboard shortcuts: j/k next/previous reply, r reply, l like, ? help.
 * Which key does what is shortcuts.ts; this component does it. It renders nothing and loads
 * after the page is on screen (ThreadScreen), so reading a thread does not download it first.
 */
import { adjacentReply, type ShortcutAction } from './shortcuts.ts';
import { postIdFromHash, type ReplyRow, type ThreadPost } from '../ReplyList/threadTree.ts';
import { useShortcuts } from './useShortcuts.ts';

export interface ThreadShortcutsOptions {
  rows: readonly ReplyRow[];
  /** The reply gone to last: j/k start from it when no reply holds focus. */
  highlightedId?: number;
  show: (postId: number, focus: boolean) => void;
  /** 'r' on a reply (when replies are allowed). */
  replyTo?: (post: ThreadPost) => void;
  /** 'r' elsewhere: the composer's field (when there is a composer). */
  focusComposer?: () => void;
  signedIn: boolean;
  likeThread: () => void;
  likePost: (post: ThreadPost) => void;
  refuseLike: () => void;
  /** '?': the help dialog. */
  onHelp: () => void;
}

export default function ThreadShortcuts({
  rows,
  highlightedId,
  show,
  replyTo,
  focusComposer,
  signedIn,
  likeThread,
  likePost,
  refuseLike,
  onHelp,
}: ThreadShortcutsOptions) {
  useShortcuts((action: ShortcutAction) => {
    const focused = document.activeElement?.closest<HTMLElement>('article[id^="post-"]');
    const current = focused ? postIdFromHash(`#${focused.id}`) : highlightedId;
    const post = rows.find(
      (row): row is Extract<ReplyRow, { kind: 'post' }> =>
        row.kind === 'post' && row.post.id === current,
    )?.post;
    if (action === 'next' || action === 'previous') {
      const id = adjacentReply(rows, current, action === 'next' ? 1 : -1);
      if (id !== undefined) show(id, true);
    } else if (action === 'reply') {
      if (post && replyTo) replyTo(post);
      else focusComposer?.();
    } else if (action === 'like') {
      if (!signedIn) refuseLike();
      else if (post) likePost(post);
      else likeThread();
    } else onHelp();
  });
  return null;
}
