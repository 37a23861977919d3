import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  isStaff as isStaffUser,
  useSession,
  useThread,
  useTogglePostLikes,
  useToggleThreadLike,
  type components,
} from '@forum/api';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import {
  threadLoadFailure,
  threadMessages as m,
  threadText as t,
} from '../../../messages/thread.ts';
import { ThreadNotice } from './ThreadNotice.tsx';
import type { ReplyTarget } from './ReplyList.tsx';
import type { ReplyToRequest } from './ThreadComposer.tsx';
import { StaffBar } from './StaffBar.tsx';
import * as styles from './Thread.css.ts';
import { ThreadView } from './ThreadView.tsx';
import {
  ancestorsOf,
  countReplies,
  expandedToShow,
  flattenReplies,
  postIdFromHash,
  topLevelReplies,
  type ThreadPost,
} from './threadTree.ts';
import { useStaffActions } from './useStaffActions.ts';

type Thread = components['schemas']['Thread'];

// Not needed to read a thread, so not in the page's first download: the composer (and its
// form library) loads right after the thread shows, the staff dialogs when first opened.
const ThreadComposer = lazy(() =>
  import('./ThreadComposer.tsx').then((module) => ({ default: module.ThreadComposer })),
);
const StaffDialogsScreen = lazy(() =>
  import('./StaffDialogsScreen.tsx').then((module) => ({ default: module.StaffDialogsScreen })),
);

export interface ThreadScreenProps {
  /** The route's id or slug (/threads/{id}, /threads/{slug}, /thread/{slug}). */
  idOrSlug: string;
}

/**
 * The thread page. Loads the thread (GET /threads/id/{id} for an id, GET /threads/{slug} for
 * a slug) with its whole reply tree, and shows the loading, error and not-found states; the
 * loaded page is ThreadPage.
 */
export function ThreadScreen({ idOrSlug }: ThreadScreenProps) {
  const query = useThread(idOrSlug);
  const thread = query.data?.data;
  if (query.isPending) return <ThreadView status="loading" {...EMPTY_PROPS} />;
  if (query.isError && query.error.status !== 404)
    return (
      <ThreadView
        status="error"
        errorMessage={threadLoadFailure(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        {...EMPTY_PROPS}
      />
    );
  if (!thread) return <ThreadView status="notFound" {...EMPTY_PROPS} />;
  return <ThreadPage key={thread.id} thread={thread} />;
}

const noop = () => {};
const EMPTY_PROPS = {
  replyCount: 0,
  canLike: false,
  onLikeThread: noop,
  onLikeRefused: noop,
  replies: {
    rows: [],
    permissions: { canLike: false, canReply: false, isStaff: false },
    onToggleReplies: noop,
    onReply: noop,
    onLike: noop,
    onHide: noop,
    onUnhide: noop,
  },
};

/** A loaded thread: likes, replies, the composer and its login modal, and staff actions. */
function ThreadPage({ thread }: { thread: Thread }) {
  const toast = useToast();
  const { user, isAuthenticated } = useSession();
  const staff = isStaffUser(user);
  const { hash } = useLocation();

  // ── the reply tree ──
  const replies = useMemo(
    () => topLevelReplies(thread.posts as ThreadPost[] | undefined, thread.first_post_id),
    [thread.posts, thread.first_post_id],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const rows = useMemo(
    () => flattenReplies(replies, expanded, { anonymous: t.anonymous }),
    [replies, expanded],
  );
  const replyCount = thread.replies_count ?? countReplies(replies);
  const toggleReplies = useCallback((parentId: number) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(parentId)) next.add(parentId);
      return next;
    });
  }, []);

  // ── going to a reply (deep links, a new reply) ──
  const [target, setTarget] = useState<ReplyTarget>();
  const [highlighted, setHighlighted] = useState<number>();
  const show = (postId: number, focus: boolean) => {
    setExpanded((previous) => expandedToShow(replies, previous, postId));
    setHighlighted(postId);
    setTarget((previous) => ({ postId, request: (previous?.request ?? 0) + 1, focus }));
  };
  // A #post-{id} in the address (on arrival or later) opens what hides that reply and goes there.
  const [seenHash, setSeenHash] = useState<string>();
  if (hash !== seenHash) {
    setSeenHash(hash);
    const postId = postIdFromHash(hash);
    if (postId !== undefined) show(postId, true);
  }
  // A reply just posted: shown (its parent opened) once the refetched thread has it.
  const [posted, setPosted] = useState<number>();
  if (posted !== undefined && ancestorsOf(replies, posted) !== undefined) {
    setPosted(undefined);
    show(posted, false);
  }

  // ── likes ──
  const threadLike = useToggleThreadLike(thread.id);
  const postLikes = useTogglePostLikes(thread.id);
  const refuseLike = useCallback(() => toast.error(m.loginToLike, { id: m.loginToLike }), [toast]);
  const likeThread = () => {
    threadLike
      .mutateAsync()
      .then((result) => toast.success(result.liked ? m.threadLiked : m.threadUnliked))
      .catch(() => toast.error(m.likeThreadFailed));
  };
  const likePost = (post: ThreadPost) => {
    postLikes.toggle(post.id).catch(() => toast.error(m.likePostFailed));
  };

  // ── replying ──
  const locked = thread.is_locked === true;
  const approved = thread.status === 'approved' || thread.status === undefined;
  const canReply = approved && !locked;
  const [replyTo, setReplyTo] = useState<ReplyToRequest>();
  const startReply = (post: ThreadPost) =>
    setReplyTo((previous) => ({ post, request: (previous?.request ?? 0) + 1 }));

  // ── staff ──
  const actions = useStaffActions({
    threadId: thread.id,
    categoryId: thread.category_id ?? thread.category?.id,
    enabled: staff,
  });
  const shown = { ...thread, ...actions.overrides };
  // The dialogs' code loads the first time one opens, and stays for its closing.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (actions.dialog && !dialogsWanted) setDialogsWanted(true);

  const author = user?.id !== undefined && user.id === thread.author_id;
  let notice = null;
  if (thread.status === 'pending')
    notice = (
      <ThreadNotice
        tone="warning"
        icon="⏳"
        title={t.pendingTitle}
        text={staff && !author ? t.pendingStaff : t.pendingAuthor}
      />
    );
  else if (thread.status === 'rejected')
    notice = <ThreadNotice tone="warning" title={t.rejectedBadge} text={t.rejected} />;

  return (
    <ThreadView
      status="ready"
      thread={shown}
      replyCount={replyCount}
      canLike={isAuthenticated}
      likeBusy={threadLike.isPending}
      onLikeThread={likeThread}
      onLikeRefused={refuseLike}
      notice={notice}
      staffBar={
        staff ? (
          <StaffBar
            pending={thread.status === 'pending'}
            locked={shown.is_locked === true}
            pinned={shown.is_sticky === true}
            busy={actions.busy}
            onAction={actions.onAction}
          />
        ) : undefined
      }
      replies={{
        rows,
        permissions: { canLike: isAuthenticated, canReply, isStaff: staff },
        likePending: postLikes.pending,
        hidePending: actions.hidePending,
        highlightedId: highlighted,
        target,
        onToggleReplies: toggleReplies,
        onReply: startReply,
        onLike: likePost,
        onHide: actions.onHide,
        onUnhide: actions.onUnhide,
      }}
      composer={
        shown.is_locked ? (
          <ThreadNotice tone="neutral" icon="🔒" title={t.locked} text={t.lockedHint} />
        ) : canReply ? (
          <Suspense fallback={<ComposerPlaceholder />}>
            <ThreadComposer
              threadId={thread.id}
              signedIn={isAuthenticated}
              replyTo={replyTo}
              onPosted={setPosted}
            />
          </Suspense>
        ) : undefined
      }
      dialogs={
        staff && dialogsWanted ? (
          <Suspense fallback={null}>
            <StaffDialogsScreen
              dialog={actions.dialog}
              onClose={actions.closeDialog}
              submitReason={actions.submitReason}
              submitMove={actions.submitMove}
              categoryOptions={actions.categoryOptions}
              categoriesError={actions.categoriesError}
            />
          </Suspense>
        ) : undefined
      }
    />
  );
}

/** Where the composer appears while its code loads (about its height, so nothing jumps). */
function ComposerPlaceholder() {
  return (
    <div className={styles.composer} aria-hidden="true">
      <Skeleton width="30%" />
      <Skeleton variant="block" height={120} />
    </div>
  );
}
