/**
 * Going to a reply on the thread page: which nested replies are open, which reply is
 * highlighted, and the reply list's commands. Deep links (#post-{id} in the address, on
 * arrival or later), a new reply, the position jumps and the j/k shortcuts all go through
 * `show`, which opens what hides the reply and asks the list to bring it into view.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { threadText as t } from '../messages.ts';
import type { ReplyListHandle } from '../ReplyList/ReplyList.tsx';
import {
  expandedToShow,
  flattenReplies,
  postIdFromHash,
  replyAtOrdinal,
  type ReplyRow,
  type ThreadPost,
} from '../ReplyList/threadTree.ts';
import { useLazyHandle } from '../Thread/useLazyHandle.ts';

interface Place {
  /** The replies whose nested replies are all shown ('Show N more' chosen). */
  opened: ReadonlySet<number>;
  /** The reply gone to last (deep link, new reply, jump, shortcut). */
  highlighted?: number;
  /**
   * What hides `highlighted` is open. Worked out from the replies as they are when rendered,
   * so a new reply that the refetch has not brought yet is opened once it arrives.
   */
  revealed: boolean;
}

const START: Place = { opened: new Set(), revealed: false };

/** The replies open in `place`, given the thread's replies now. */
function openIn(replies: readonly ThreadPost[], place: Place): ReadonlySet<number> {
  return place.revealed && place.highlighted !== undefined
    ? expandedToShow(replies, place.opened, place.highlighted)
    : place.opened;
}

/** `place` with `postId` highlighted, and what hides it open. */
function highlight(replies: readonly ThreadPost[], place: Place, postId: number): Place {
  return { opened: openIn(replies, place), highlighted: postId, revealed: true };
}

export interface ReplyNavigation {
  /** The rows of the visible reply tree. */
  rows: readonly ReplyRow[];
  highlightedId?: number;
  /** Goes on the reply list. */
  listRef: (handle: ReplyListHandle | null) => void;
  /** 'Show N more replies' / 'Show less'. */
  toggleReplies: (parentId: number) => void;
  /** Opens what hides a reply, highlights it and brings it into view (focused, if asked). */
  show: (postId: number, focus: boolean) => void;
  /** Goes to the reply with this place in the thread. */
  jumpTo: (ordinal: number) => void;
  /** A reply was posted (its id once the thread has been refetched with it). */
  showPosted: (postId: number | undefined) => void;
}

export function useReplyNavigation(replies: readonly ThreadPost[]): ReplyNavigation {
  const [place, setPlace] = useState<Place>(START);
  const list = useLazyHandle<ReplyListHandle>();
  const expanded = useMemo(() => openIn(replies, place), [replies, place]);
  const rows = useMemo(
    () => flattenReplies(replies, expanded, { anonymous: t.anonymous }),
    [replies, expanded],
  );

  const toggleReplies = useCallback(
    (parentId: number) =>
      setPlace((previous) => {
        const next = new Set(openIn(replies, previous));
        if (!next.delete(parentId)) next.add(parentId);
        return { ...previous, opened: next, revealed: false };
      }),
    [replies],
  );
  const { run } = list;
  const show = useCallback(
    (postId: number, focus: boolean) => {
      setPlace((previous) => highlight(replies, previous, postId));
      run((handle) => handle.scrollTo(postId, { focus }));
    },
    [replies, run],
  );
  const jumpTo = useCallback(
    (ordinal: number) => {
      const reply = replyAtOrdinal(replies, ordinal);
      if (reply) show(reply.id, false);
    },
    [replies, show],
  );
  const showPosted = useCallback(
    (postId: number | undefined) => {
      if (postId !== undefined) show(postId, false);
    },
    [show],
  );

  // A #post-{id} in the address, on arrival or later: what hides the reply opens as the page
  // renders with the new address, and the list brings it into view once that is on screen.
  const { hash } = useLocation();
  const [seenHash, setSeenHash] = useState<string>();
  if (hash !== seenHash) {
    setSeenHash(hash);
    const postId = postIdFromHash(hash);
    if (postId !== undefined) setPlace((previous) => highlight(replies, previous, postId));
  }
  useEffect(() => {
    const postId = postIdFromHash(hash);
    if (postId !== undefined) run((handle) => handle.scrollTo(postId, { focus: true }));
  }, [hash, run]);

  return {
    rows,
    highlightedId: place.highlighted,
    listRef: list.ref,
    toggleReplies,
    show,
    jumpTo,
    showPosted,
  };
}
