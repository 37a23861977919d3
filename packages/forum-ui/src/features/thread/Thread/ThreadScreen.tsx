import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import {
  isAdmin,
  isStaff as isStaffUser,
  useSession,
  useThread,
  useThreadOutbox,
  useThreadReplyCount,
  type components,
  type ReplyItem,
} from '@forum/api';
import { Skeleton, Button, useHydrated, threadPath } from '@forum/forum-ui/design-system';
import { threadLoadFailure, threadText as t } from '../messages.ts';
import { ThreadNotice } from './ThreadNotice.tsx';
import { PartBoundary } from './PartBoundary.tsx';
import type { ComposerHandle } from '../Composer/ThreadComposer.tsx';
import { NewRepliesBar } from '../ReplyList/NewRepliesBar.tsx';
import * as styles from './Thread.css.ts';
import * as composerStyles from '../Composer/Composer.css.ts';
import { ThreadView } from './ThreadView.tsx';
import { useSearchParams } from 'react-router-dom';
import {
  countReplies,
  READER_PAGE_SIZE,
  readerPage,
  topLevelReplies,
  type ThreadPost,
} from '../ReplyList/threadTree.ts';
import type { StaffLayer } from '../StaffTools/StaffActions.tsx';
import type { ReplyLogin } from '../Composer/replyLogin.ts';
import { useLazyHandle } from './useLazyHandle.ts';
import { keptLikes, likesWaiting, withKeptLikes } from '../Outbox/keptLikes.ts';
import { useReplyNavigation } from '../Navigation/useReplyNavigation.ts';
import { useThreadLikes } from '../ReplyList/useThreadLikes.ts';

type Thread = components['schemas']['Thread'];

/** Threads with more replies than this show 'Reply N of M' with jumps. */
const POSITION_FROM = 20;

// Not needed to read a thread, so not in the page's first download: the composer (and its
// form library) loads right after the thread shows, the staff dialogs when first opened.
const ThreadComposer = lazy(() =>
  import('../Composer/ThreadComposer.tsx').then((module) => ({ default: module.ThreadComposer })),
);
// Replies kept offline (the outbox): only when the person has some for this thread.
const loadOutboxReplies = () => import('../Outbox/OutboxRepliesScreen.tsx');
const OutboxRepliesScreen = lazy(() =>
  loadOutboxReplies().then((module) => ({ default: module.OutboxRepliesScreen })),
);
const loadPosition = () => import('../Navigation/ThreadPosition.tsx');
const ThreadPosition = lazy(() =>
  loadPosition().then((module) => ({ default: module.ThreadPosition })),
);
// Where the reader left off (reading positions): after the page is on screen.
const ReadingTools = lazy(() =>
  loadPosition().then((module) => ({ default: module.ReadingTools })),
);
const SaveThread = lazy(() => loadPosition().then((module) => ({ default: module.SaveThread })));
// 'Quote' for selected text, and j/k, r, l and ?: after the page is on screen.
const QuoteOffer = lazy(() => import('../Composer/QuoteOffer.tsx'));
const ThreadShortcuts = lazy(() => import('../Navigation/ThreadShortcuts.tsx'));
/** The help dialog: never opened yet (its code is not loaded), open, or closed again. */
type ShortcutsHelp = 'unopened' | 'open' | 'closed';
const ShortcutsDialog = lazy(() =>
  import('../Navigation/ShortcutsDialog.tsx').then((module) => ({
    default: module.ShortcutsDialog,
  })),
);
// Staff only: the moderation calls and the bar load for moderators and admins.
const StaffActions = lazy(() =>
  import('../StaffTools/StaffActions.tsx').then((module) => ({ default: module.StaffActions })),
);
const StaffDialogsScreen = lazy(() =>
  import('../StaffTools/StaffDialogsScreen.tsx').then((module) => ({
    default: module.StaffDialogsScreen,
  })),
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
  if (query.isPending) return <ThreadView status="loading" />;
  if (query.isError && query.error.status !== 404)
    return (
      <ThreadView
        status="error"
        errorMessage={threadLoadFailure(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!thread) return <ThreadView status="notFound" />;
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
  const { user, isAuthenticated } = useSession();
  const staff = isStaffUser(user);

  // ── the outbox: replies and likes made offline, shown until sent ──
  const kept = useThreadOutbox(thread.id, { alsoLoad: loadOutboxReplies }).data;
  const waitingReplies = useMemo(
    () => (kept ?? []).filter((item): item is ReplyItem => item.type === 'reply'),
    [kept],
  );
  const likesKept = useMemo(() => keptLikes(kept), [kept]);
  const likeWaiting = useMemo(() => likesWaiting(likesKept), [likesKept]);
  // The thread and its replies as they show: with the likes kept offline applied.
  const liked = useMemo(() => withKeptLikes(thread, likesKept), [thread, likesKept]);

  // ── the reply tree, and going to a reply (deep links, a new reply, jumps) ──
  const replies = useMemo(
    () => topLevelReplies(liked.posts as ThreadPost[] | undefined, liked.first_post_id),
    [liked.posts, liked.first_post_id],
  );
  const navigation = useReplyNavigation(replies);
  // The replies on the page (every level); the thread's own count, when the server sends it.
  const onPage = useMemo(() => countReplies(replies), [replies]);
  const replyCount = thread.replies_count ?? onPage;
  // Until the page's script runs (the server's HTML, read without JavaScript or by a crawler), a
  // long thread shows one page of 20 replies with plain links to the others; then the list the
  // reader works with (windowed when long) takes over.
  // Only a long thread is another list before then, so only it renders again after hydrating.
  const long = onPage > READER_PAGE_SIZE;
  const hydrated = useHydrated(long);
  const [searchParams] = useSearchParams();
  const reader =
    !hydrated && long ? readerPage(replies, Number(searchParams.get('page') ?? 1)) : undefined;
  // ── new replies: checked every 30 s while the page is visible ──
  const latestCount =
    useThreadReplyCount(thread.id, replyCount, newRepliesInterval).data ?? replyCount;

  const likes = useThreadLikes(thread.id, liked.is_liked === true);

  // ── replying: the composer (loaded lazily) takes commands through its handle ──
  const locked = thread.is_locked === true;
  const approved = thread.status === 'approved' || thread.status === undefined;
  const canReply = approved && !locked;
  const composer = useLazyHandle<ComposerHandle>();
  // Kept here, above the staff layer's boundary: a guest who logs in as staff from the reply
  // modal gets that layer, which mounts the page (and the composer) again; the reply waiting to
  // be posted must outlive that. (Only the state lives here; its steps load with the composer.)
  const replyLogin = useState<ReplyLogin>({ phase: 'idle', replyWaiting: false });
  // Stable, as every prop a reply row gets: the rows are memoised (ReplyRow.tsx).
  const { run: runComposer } = composer;
  const replyTo = useCallback(
    (post: ThreadPost) => runComposer((handle) => handle.replyTo(post)),
    [runComposer],
  );

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

  // ── keyboard shortcuts: j/k next/previous reply, r reply, l like, ? help ──
  const [help, setHelp] = useState<ShortcutsHelp>('unopened');
  const shortcuts = (
    <PartBoundary>
      <Suspense fallback={null}>
        <ThreadShortcuts
          rows={navigation.rows}
          highlightedId={navigation.highlightedId}
          show={navigation.show}
          replyTo={canReply ? replyTo : undefined}
          focusComposer={canReply ? () => composer.run((handle) => handle.focus()) : undefined}
          signedIn={isAuthenticated}
          likeThread={likes.likeThread}
          likePost={likes.likePost}
          refuseLike={likes.refuse}
          onHelp={() => setHelp('open')}
        />
      </Suspense>
    </PartBoundary>
  );

  // ── the page, with the staff layer when there is one ──
  // A member's and, once the staff layer is there, a moderator's (stable: the rows are memoised).
  const memberPermissions = useMemo(
    () => ({ canLike: isAuthenticated, canReply, isStaff: false }),
    [isAuthenticated, canReply],
  );
  const staffPermissions = useMemo(
    () => ({ ...memberPermissions, isStaff: true }),
    [memberPermissions],
  );
  const page = ({ actions, bar, dialogsWanted, ready }: StaffLayer) => {
    const shown = { ...liked, ...actions.overrides };
    return (
      <ThreadView
        status="ready"
        thread={shown}
        replyCount={replyCount}
        canLike={isAuthenticated}
        likeBusy={likes.threadBusy}
        likeWaiting={likeWaiting.thread}
        onLikeThread={likes.likeThread}
        onLikeRefused={likes.refuse}
        notice={notice}
        threadTools={
          <PartBoundary>
            <Suspense fallback={null}>
              <SaveThread path={threadPath(thread)} title={thread.title} replies={replyCount} />
            </Suspense>
          </PartBoundary>
        }
        repliesTools={
          <div className={styles.repliesTools}>
            {replyCount > POSITION_FROM && (
              <PartBoundary>
                <Suspense fallback={null}>
                  <ThreadPosition
                    threadId={thread.id}
                    replies={replies}
                    total={onPage}
                    onJump={navigation.jumpTo}
                  />
                </Suspense>
              </PartBoundary>
            )}
            <Button variant="ghost" size="small" onClick={() => setHelp('open')}>
              {t.shortcuts}
            </Button>
            <NewRepliesBar
              count={Math.max(0, latestCount - replyCount)}
              onLoad={onLoadNew}
              loading={loadingNew}
            />
            <PartBoundary>
              <Suspense fallback={null}>
                <ReadingTools
                  threadId={thread.id}
                  replies={replies}
                  total={onPage}
                  onShow={(id) => navigation.show(id, true)}
                />
              </Suspense>
            </PartBoundary>
          </div>
        }
        staffBar={bar}
        replies={{
          rows: reader?.rows ?? navigation.rows,
          ...(reader && {
            readerPage: {
              page: reader.page,
              pageCount: reader.pageCount,
              href: (page: number) => `?page=${page}`,
            },
          }),
          permissions: staff && ready ? staffPermissions : memberPermissions,
          likePending: likes.postPending,
          likeWaiting: likeWaiting.posts,
          hidePending: actions.hidePending,
          highlightedId: navigation.highlightedId,
          ref: navigation.listRef,
          onToggleReplies: navigation.toggleReplies,
          onReply: replyTo,
          onLike: likes.likePost,
          onHide: actions.onHide,
          onUnhide: actions.onUnhide,
        }}
        waiting={
          waitingReplies.length > 0 && (
            <PartBoundary>
              <Suspense fallback={null}>
                <OutboxRepliesScreen items={waitingReplies} />
              </Suspense>
            </PartBoundary>
          )
        }
        composer={
          shown.is_locked ? (
            <ThreadNotice tone="neutral" icon="🔒" title={t.locked} text={t.lockedHint} />
          ) : canReply ? (
            <PartBoundary fallback={<ComposerUnavailable />}>
              <Suspense fallback={<ComposerPlaceholder />}>
                <ThreadComposer
                  ref={composer.ref}
                  threadId={thread.id}
                  signedIn={isAuthenticated}
                  onPosted={navigation.showPosted}
                  login={replyLogin}
                  posts={thread.posts as ThreadPost[] | undefined}
                />
              </Suspense>
            </PartBoundary>
          ) : undefined
        }
        dialogs={
          <>
            {canReply && (
              // Selected text in a reply offers 'Quote' (into the composer, with its author).
              <PartBoundary>
                <Suspense fallback={null}>
                  <QuoteOffer
                    onQuote={(author, text) => composer.run((handle) => handle.quote(author, text))}
                  />
                </Suspense>
              </PartBoundary>
            )}
            {shortcuts}
            {help !== 'unopened' && (
              <Suspense fallback={null}>
                <ShortcutsDialog open={help === 'open'} onClose={() => setHelp('closed')} />
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
                  retryCategories={actions.retryCategories}
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
        // Only administrators approve threads: a moderator gets no Approve or Reject.
        pending={thread.status === 'pending' && isAdmin(user)}
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
    retryCategories: noop,
  },
  bar: undefined,
  dialogsWanted: false,
  ready: false,
};

/**
 * Where the composer would be when its code could not be loaded: offline, on a thread saved
 * before the composer was ever fetched (PartBoundary).
 */
export function ComposerUnavailable() {
  return (
    <ThreadNotice tone="neutral" title={t.composerUnavailable} text={t.composerUnavailableHint} />
  );
}

/** Where the composer appears while its code loads (about its height, so nothing jumps). */
function ComposerPlaceholder() {
  return (
    <div className={composerStyles.composer} aria-hidden="true">
      <Skeleton width="30%" />
      <Skeleton variant="block" height={120} />
    </div>
  );
}
