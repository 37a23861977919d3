/**
 * Whether the unread count went up from one known value to the next (new notifications arrived
 * while the page was open): the bell then says so to screen readers. The first count of a visit,
 * or one after a failed read (undefined), is not an arrival.
 */
export function countRose(previous: number | undefined, next: number | undefined): boolean {
  return previous !== undefined && next !== undefined && next > previous;
}
