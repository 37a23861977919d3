/**
 * The server names some fields in more than one way (spec, section 3). They are
 * normalised here, once, for every response: the canonical name is filled from
 * whichever alias arrived, and the aliases are left in place.
 *
 * canonical        aliases
 * replies_count    posts_count (threads only), reply_count
 * threads_count    thread_count
 * posts_count      post_count (categories, users)
 * title            name (categories only)
 *
 * and in a user's profile stats (an object without an id that has a likes count or a join date):
 * threads_count    threads, total_threads
 * posts_count      posts, total_posts
 * likes_count      likes, total_likes
 * join_date        created_at
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function firstNumber(record: Record<string, Json>, keys: string[]): number | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      return Number(value);
  }
  return undefined;
}

/** A thread carries a slug or first post; a category carries parent_id/children/color. */
function looksLikeThread(record: Record<string, Json>): boolean {
  return (
    'first_post_id' in record ||
    'first_post' in record ||
    ('slug' in record && 'author' in record) ||
    'is_sticky' in record
  );
}

function looksLikeCategory(record: Record<string, Json>): boolean {
  return (
    !looksLikeThread(record) &&
    ('parent_id' in record || 'children' in record || 'color' in record) &&
    'slug' in record
  );
}

function looksLikeUserStats(record: Record<string, Json>): boolean {
  return (
    !('id' in record) &&
    ['likes_count', 'likes', 'total_likes', 'join_date'].some((key) => key in record)
  );
}

function normalizeUserStats(out: Record<string, Json>): void {
  const pairs: [string, string[]][] = [
    ['threads_count', ['threads_count', 'threads', 'total_threads']],
    ['posts_count', ['posts_count', 'posts', 'total_posts']],
    ['likes_count', ['likes_count', 'likes', 'total_likes']],
  ];
  for (const [canonical, keys] of pairs) {
    const value = firstNumber(out, keys);
    if (value !== undefined) out[canonical] = value;
  }
  if (typeof out.join_date !== 'string' && typeof out.created_at === 'string')
    out.join_date = out.created_at;
}

function normalizeRecord(record: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(record)) out[key] = normalizeAliases(value);
  if (looksLikeUserStats(out)) {
    normalizeUserStats(out);
    return out;
  }

  if (looksLikeThread(out)) {
    const replies = firstNumber(out, ['replies_count', 'posts_count', 'reply_count']);
    if (replies !== undefined) out.replies_count = replies;
  } else {
    const replies = firstNumber(out, ['replies_count', 'reply_count']);
    if (replies !== undefined) out.replies_count = replies;
  }
  const threads = firstNumber(out, ['threads_count', 'thread_count']);
  if (threads !== undefined) out.threads_count = threads;
  if (!looksLikeThread(out)) {
    const posts = firstNumber(out, ['posts_count', 'post_count']);
    if (posts !== undefined) out.posts_count = posts;
  }
  if (looksLikeCategory(out) && typeof out.title !== 'string' && typeof out.name === 'string')
    out.title = out.name;
  return out;
}

/** Deeply normalises a parsed JSON body. */
export function normalizeAliases<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => normalizeAliases(item)) as T;
  if (value && typeof value === 'object')
    return normalizeRecord(value as Record<string, Json>) as T;
  return value;
}
