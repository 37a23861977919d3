import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  isStaff as isStaffUser,
  useSession,
  useThread,
  useThreadReplyCount,
  useTogglePostLikes,
  useToggleThreadLike,
  type components,
} from '@forum/api';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import {
  threadLoadFailure,
  threadMessages as m,
  threadText as t,
} from '../../../messages/thread.ts';
import { ThreadNotice } from './ThreadNotice.tsx';
import type { ReplyTarget } from './ReplyList.tsx';
import type { QuoteRequest, ReplyToRequest } from './ThreadComposer.tsx';
import { NewRepliesBar } from './NewRepliesBar.tsx';
import { QuoteButton } from './QuoteButton.tsx';
import { useQuoteSelection } from './useQuoteSelection.ts';
import { adjacentReply, type ShortcutAction } from './shortcuts.ts';
import { useShortcuts } from './useShortcuts.ts';
import * as styles from './Thread.css.ts';
import { ThreadView } from './ThreadView.tsx';
import {
  ancestorsOf,
  COMPOSER_ID,
  countReplies,
  expandedToShow,
  flattenReplies,
  postIdFromHash,
  replyAtOrdinal,
  topLevelReplies,
  type ReplyRow,
  type ThreadPost,
} from './threadTree.ts';
import type { StaffLayer } from './StaffActions.tsx';

type Thread = components['schemas']['Thread'];

/** Threads with more replies than this show 'Reply N of M' with jumps. */
const POSITION_FROM = 20;

// Not needed to read a thread, so not in the page's first download: the composer (and its
// form library) loads right after the thread shows, the staff dialogs when first opened.
const ThreadComposer = lazy(() =>
  import('./ThreadComposer.tsx').then((module) => ({ default: module.ThreadComposer })),
);
const ThreadPosition = lazy(() =>
  import('./ThreadPosition.tsx').then((module) => ({ default: module.ThreadPosition })),
);
const ShortcutsDialog = lazy(() =>
  import('./ShortcutsDialog.tsx').then((module) => ({ default: module.ShortcutsDialog })),
);
// Staff only: the moderation calls and the bar load for moderators and admins.
const StaffActions = lazy(() =>
  import('./StaffActions.tsx').then((module) => ({ default: module.StaffActions })),
);
const StaffDialogsScreen = lazy(() =>
  import('./StaffDialogsScreen.tsx').then((module) => ({ default: module.StaffDialogsScreen })),
);

export interface ThreadScreenProps {
  /** The route's id or slug (/threads/{id}, /threads/{slug}, /thread/{slug}). */
  idOrSlug: string;
  /** How often to check for new replies while the page is visible (default 30 s). */
  newRepliesInterval?: number;
}

/**
 * The thread page. Loads the thread (GET /threads/id/{id} for an id, GET /threads/{slug} for
 * a slug) with its whole reply tree, and shows the loading, error and not-found states; the
 * loaded page is ThreadPage.
 */
export function ThreadScreen({ idOrSlug, newRepliesInterval }: ThreadScreenProps) {
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
  return (
    <ThreadPage
      key={thread.id}
      thread={thread}
      onLoadNew={() => query.refetch()}
      loadingNew={query.isFetching}
      newRepliesInterval={newRepliesInterval}
    />
  );
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
function ThreadPage({
  thread,
  onLoadNew,
  loadingNew,
  newRepliesInterval,
}: {
  thread: Thread;
  /** Loads the replies the 'N new replies' bar counts. */
  onLoadNew: () => unknown;
  loadingNew: boolean;
  newRepliesInterval?: number;
}) {
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
  // ── new replies: checked every 30 s while the page is visible ──
  const latestCount =
    useThreadReplyCount(thread.id, replyCount, newRepliesInterval).data ?? replyCount;
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
  const show = useCallback(
    (postId: number, focus: boolean) => {
      setExpanded((previous) => expandedToShow(replies, previous, postId));
      setHighlighted(postId);
      setTarget((previous) => ({ postId, request: (previous?.request ?? 0) + 1, focus }));
    },
    [replies],
  );
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
  // Selected text in a reply offers 'Quote' (into the composer, with its author).
  const selection = useQuoteSelection();
  const [quote, setQuote] = useState<QuoteRequest>();
  const quoteSelection = () => {
    if (!selection) return;
    setQuote((previous) => ({
      author: selection.author,
      text: selection.text,
      request: (previous?.request ?? 0) + 1,
    }));
    document.getSelection()?.removeAllRanges();
  };

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

  // ── the position in a long thread: jumps to any reply by its place ──
  const jumpTo = useCallback(
    (ordinal: number) => {
      const reply = replyAtOrdinal(replies, ordinal);
      if (reply) show(reply.id, false);
    },
    [replies, show],
  );

  // ── keyboard shortcuts: j/k next/previous reply, r reply, l like, ? help ──
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpWanted, setHelpWanted] = useState(false);
  if (helpOpen && !helpWanted) setHelpWanted(true);
  const onShortcut = (action: ShortcutAction) => {
    const focused = document.activeElement?.closest<HTMLElement>('article[id^="post-"]');
    const current = focused ? postIdFromHash(`#${focused.id}`) : highlighted;
    const post = rows.find(
      (row): row is Extract<ReplyRow, { kind: 'post' }> =>
        row.kind === 'post' && row.post.id === current,
    )?.post;
    if (action === 'next' || action === 'previous') {
      const id = adjacentReply(rows, current, action === 'next' ? 1 : -1);
      if (id !== undefined) show(id, true);
    } else if (action === 'reply') {
      if (post && canReply) startReply(post);
      else document.querySelector<HTMLElement>(`#${COMPOSER_ID} textarea`)?.focus();
    } else if (action === 'like') {
      if (!isAuthenticated) refuseLike();
      else if (post) likePost(post);
      else likeThread();
    } else setHelpOpen(true);
  };
  useShortcuts(onShortcut);

  // ── the page, with the staff layer when there is one ──
  const page = ({ actions, bar, dialogsWanted, ready }: StaffLayer) => {
    const shown = { ...thread, ...actions.overrides };
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
        repliesTools={
          <div className={styles.repliesTools}>
            {replyCount > POSITION_FROM && (
              <Suspense fallback={null}>
                <ThreadPosition total={countReplies(replies)} onJump={jumpTo} />
              </Suspense>
            )}
            <Button variant="ghost" size="small" onClick={() => setHelpOpen(true)}>
              {t.shortcuts}
            </Button>
            <NewRepliesBar
              count={Math.max(0, latestCount - replyCount)}
              onLoad={onLoadNew}
              loading={loadingNew}
            />
          </div>
        }
        staffBar={bar}
        replies={{
          rows,
          permissions: { canLike: isAuthenticated, canReply, isStaff: staff && ready },
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
                quote={quote}
                onPosted={setPosted}
              />
            </Suspense>
          ) : undefined
        }
        dialogs={
          <>
            {selection && canReply && (
              <QuoteButton
                top={selection.top}
                left={selection.left}
                author={selection.author}
                onQuote={quoteSelection}
              />
            )}
            {helpWanted && (
              <Suspense fallback={null}>
                <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
              </Suspense>
            )}
            {dialogsWanted ? (
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
            ) : undefined}
          </>
        }
      />
    );
  };
  if (!staff) return page(NO_STAFF);
  return (
    // Until the staff layer's code is there, the page shows as it does to members.
    <Suspense fallback={page(NO_STAFF)}>
      <StaffActions
        threadId={thread.id}
        categoryId={thread.category_id ?? thread.category?.id}
        pending={thread.status === 'pending'}
        locked={thread.is_locked === true}
        pinned={thread.is_sticky === true}
      >
        {page}
      </StaffActions>
    </Suspense>
  );
}

/** What the page gets where there is no staff layer (members, guests, or while it loads). */
const NO_STAFF: StaffLayer = {
  actions: {
    overrides: {},
    hidePending: new Set(),
    onAction: noop,
    onHide: noop,
    onUnhide: noop,
    dialog: null,
    closeDialog: noop,
    submitReason: async () => undefined,
    submitMove: async () => undefined,
    categoriesError: false,
  },
  bar: undefined,
  dialogsWanted: false,
  ready: false,
};

/** Where the composer appears while its code loads (about its height, so nothing jumps). */
function ComposerPlaceholder() {
  return (
    <div className={styles.composer} aria-hidden="true">
      <Skeleton width="30%" />
      <Skeleton variant="block" height={120} />
    </div>
  );
}
