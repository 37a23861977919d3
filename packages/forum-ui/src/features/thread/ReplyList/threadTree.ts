/**
 * The reply tree of a thread page as plain data: which replies show (nested ones: the first 3,
 * then 'Show N more replies'), flattened into rows for a windowed list, each row knowing its
 * level and its place among its siblings so the nesting can be told to screen readers.
 */

/** An author as the API embeds one; null when the account is gone. */
export interface ReplyAuthor {
  id?: number | null;
  name?: string | null;
  avatar_url?: string | null;
}

/** A post as the thread view needs it (the API's Post fits). */
export interface ThreadPost {
  id: number;
  content: string;
  parent_id: number | null;
  author: ReplyAuthor | null;
  created_at: string;
  likes_count: number;
  is_liked?: boolean;
  /** Only staff receive hidden posts. */
  is_hidden?: boolean;
  replies?: ThreadPost[];
}

/** Nested replies shown before 'Show N more replies' (spec). */
export const NESTED_REPLIES_SHOWN = 3;

export type ReplyRow =
  | {
      kind: 'post';
      key: string;
      post: ThreadPost;
      /** 1 for a reply to the thread, 2 for a reply to a reply, ... */
      level: number;
      /** Place among its siblings (1-based) and how many siblings there are. */
      position: number;
      setSize: number;
      /** Who it answers (nested replies only). */
      parentName?: string;
      /** Its place in the whole thread, oldest first, depth first (1-based). */
      ordinal: number;
    }
  | { kind: 'more'; key: string; parentId: number; level: number; count: number }
  | { kind: 'less'; key: string; parentId: number; level: number };

/** The replies of a thread: its top-level posts without the first post. */
export function topLevelReplies(
  posts: readonly ThreadPost[] | null | undefined,
  firstPostId: number | null | undefined,
): ThreadPost[] {
  return (posts ?? []).filter((post) => post.id !== firstPostId);
}

/** Every reply's place in the whole thread (depth first, oldest first), from 1. */
export function ordinals(replies: readonly ThreadPost[]): Map<number, number> {
  const order = new Map<number, number>();
  const stack = [...replies].reverse();
  while (stack.length > 0) {
    const post = stack.pop()!;
    order.set(post.id, order.size + 1);
    const children = post.replies ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return order;
}

/** The number of replies in the tree (every level). */
export function countReplies(replies: readonly ThreadPost[]): number {
  return ordinals(replies).size;
}

const nameOf = (post: ThreadPost, fallback: string) => post.author?.name?.trim() || fallback;

/**
 * The rows a reader sees: every top-level reply; under each reply its first 3 replies, then a
 * 'more' row, unless that reply is in `expanded` (then all of them and a 'less' row).
 */
export function flattenReplies(
  replies: readonly ThreadPost[],
  expanded: ReadonlySet<number>,
  { shown = NESTED_REPLIES_SHOWN, anonymous = 'Anonymous' } = {},
): ReplyRow[] {
  const order = ordinals(replies);
  const rows: ReplyRow[] = [];
  const visit = (siblings: readonly ThreadPost[], level: number, parent?: ThreadPost) => {
    const open = parent === undefined || expanded.has(parent.id);
    const limited = parent !== undefined && siblings.length > shown;
    const visible = limited && !open ? siblings.slice(0, shown) : siblings;
    visible.forEach((post, index) => {
      rows.push({
        kind: 'post',
        key: `post-${post.id}`,
        post,
        level,
        position: index + 1,
        setSize: siblings.length,
        parentName: parent ? nameOf(parent, anonymous) : undefined,
        ordinal: order.get(post.id) ?? 0,
      });
      if (post.replies && post.replies.length > 0) visit(post.replies, level + 1, post);
    });
    if (parent !== undefined && limited) {
      rows.push(
        open
          ? { kind: 'less', key: `less-${parent.id}`, parentId: parent.id, level }
          : {
              kind: 'more',
              key: `more-${parent.id}`,
              parentId: parent.id,
              level,
              count: siblings.length - shown,
            },
      );
    }
  };
  visit(replies, 1);
  return rows;
}

/** Replies per page of the reader's pages (what a reader without JavaScript, or a crawler, gets). */
export const READER_PAGE_SIZE = 20;

export interface ReaderPage {
  /** The page's replies, every nested reply shown (no 'more' rows). */
  rows: ReplyRow[];
  /** The page shown (1-based, within 1..pageCount) and how many there are. */
  page: number;
  pageCount: number;
}

/**
 * One page of every reply in reading order, nested replies opened: pages of 20 that plain links
 * walk through (?page=N), so every reply of a long thread is reachable without JavaScript, as
 * Discourse's crawler view does. A page past either end shows the nearest one.
 */
export function readerPage(
  replies: readonly ThreadPost[],
  page: number,
  { size = READER_PAGE_SIZE, anonymous = 'Anonymous' } = {},
): ReaderPage {
  const withReplies = new Set<number>();
  const stack = [...replies];
  while (stack.length > 0) {
    const post = stack.pop()!;
    if (post.replies && post.replies.length > 0) {
      withReplies.add(post.id);
      stack.push(...post.replies);
    }
  }
  const all = flattenReplies(replies, withReplies, { anonymous }).filter(
    (row) => row.kind === 'post',
  );
  const pageCount = Math.max(1, Math.ceil(all.length / size));
  const shown = Math.min(pageCount, Math.max(1, Number.isFinite(page) ? Math.trunc(page) : 1));
  return { rows: all.slice((shown - 1) * size, shown * size), page: shown, pageCount };
}

/** The ids of the replies above a reply, outermost first; undefined when it is not there. */
export function ancestorsOf(replies: readonly ThreadPost[], id: number): number[] | undefined {
  const path: number[] = [];
  const search = (siblings: readonly ThreadPost[]): boolean => {
    for (const post of siblings) {
      if (post.id === id) return true;
      path.push(post.id);
      if (search(post.replies ?? [])) return true;
      path.pop();
    }
    return false;
  };
  return search(replies) ? path : undefined;
}

/** `expanded` with every reply above `id` opened, so that `id` gets a row. */
export function expandedToShow(
  replies: readonly ThreadPost[],
  expanded: ReadonlySet<number>,
  id: number,
): ReadonlySet<number> {
  const above = ancestorsOf(replies, id);
  if (!above || above.every((ancestor) => expanded.has(ancestor))) return expanded;
  return new Set([...expanded, ...above]);
}

/** The reply with this place in the thread (see `ordinals`). */
export function replyAtOrdinal(
  replies: readonly ThreadPost[],
  ordinal: number,
): ThreadPost | undefined {
  let found: ThreadPost | undefined;
  let n = 0;
  const stack = [...replies].reverse();
  while (stack.length > 0 && !found) {
    const post = stack.pop()!;
    n += 1;
    if (n === ordinal) found = post;
    const children = post.replies ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return found;
}

/** The post id of a `#post-{id}` hash, if it is one. */
export function postIdFromHash(hash: string | null | undefined): number | undefined {
  const match = /^#post-(\d{1,12})$/.exec(hash ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The anchor (element id) of a reply, for `#post-{id}` links. */
export const postAnchor = (id: number) => `post-${id}`;

/** The composer's section id (the 'r' shortcut focuses its field). */
export const COMPOSER_ID = 'reply-composer';
