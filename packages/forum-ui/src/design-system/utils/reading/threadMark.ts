/**
 * What a list says of a thread the reader has opened on this device: how many replies came since
 * it was last open ('new'), or that none did ('read'); nothing for a thread never opened here.
 */
export type ThreadMark = { kind: 'new'; count: number } | { kind: 'read' };

/** Replies seen when each thread was last open on this device, by thread id. */
export type SeenReplies = Readonly<Record<number, number>>;

export function threadMark(
  seenCount: number | undefined,
  repliesCount: number | null | undefined,
): ThreadMark | undefined {
  if (seenCount === undefined) return undefined;
  const count = (repliesCount ?? 0) - seenCount;
  return count > 0 ? { kind: 'new', count } : { kind: 'read' };
}
