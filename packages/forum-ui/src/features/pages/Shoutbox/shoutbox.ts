/**
 * The shoutbox demo's rules, as plain functions (spec, sections 2 and 9): seeded fake messages,
 * and every 30 seconds a random fake message with 30 percent probability. Randomness and time
 * are passed in, so tests and stories decide them. Nothing here persists anything.
 */
import { cutGraphemes } from '@forum/forum-ui/design-system';

/** One message in the shoutbox. */
export interface Shout {
  id: string;
  author: string;
  text: string;
  /** When it was sent, in epoch milliseconds. */
  at: number;
  /** Sent by the person at this screen (not a demo message). */
  own?: boolean;
}

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** How often the demo may add a message (spec: every 30 s). */
export const SHOUT_INTERVAL_MS = 30_000;
/** The chance that it does, each time (spec: 30 percent). */
export const SHOUT_PROBABILITY = 0.3;
/** The longest message the box takes. */
export const SHOUT_MAX_LENGTH = 200;
/** How many messages stay on screen; older ones drop off the top. */
export const SHOUT_HISTORY = 50;

/** The demo's members (invented handles, no real people). */
export const DEMO_AUTHORS = [
  'kuya_tech',
  'PixelPaolo',
  'bea.builds',
  'RyzenRyan',
  'ate_gamer',
  'migs_dev',
  'TitaTablet',
  'NetNinjaPH',
] as const;

/** What the demo's members say. */
export const DEMO_TEXTS = [
  'Good morning, everyone!',
  'Anyone else waiting for the new GPU prices to drop?',
  'Just finished my first custom loop build. No leaks so far!',
  'Which budget phone has the best camera right now?',
  'The fibre in our area is finally up. 300 Mbps, not bad.',
  'Tip: update your BIOS before you swap CPUs.',
  'Is the tech expo in Pasay worth it this year?',
  'Salamat sa help kahapon, my laptop boots again!',
  'Dark mode or light mode? Go.',
  'New patch for the game dropped, servers are full.',
  'Remember to back up before upgrading your OS.',
  'Looking for a quiet mechanical keyboard, any recommendations?',
] as const;

const MINUTE = 60_000;

/** The messages the shoutbox starts with, a few minutes old at `now`. */
export function seedShouts(now: number): Shout[] {
  const seed: [author: string, text: string, minutesAgo: number][] = [
    ['kuya_tech', 'Welcome to the shoutbox! Say hi 👋', 42],
    ['bea.builds', 'Finally got my SSD upgrade done, boot time is under 10 seconds.', 25],
    ['PixelPaolo', 'Anyone playing the new RPG this weekend?', 12],
    ['NetNinjaPH', 'Reminder: read the Forum Rules before posting links.', 4],
  ];
  return seed.map(([author, text, minutesAgo], index) => ({
    id: `seed-${index + 1}`,
    author,
    text,
    at: now - minutesAgo * MINUTE,
  }));
}

/** One item of a list, chosen with `random` (an out-of-range number still picks an item). */
export function pick<T>(list: readonly T[], random: Random): T {
  if (list.length === 0) throw new Error('pick: empty list');
  const index = Math.min(list.length - 1, Math.max(0, Math.floor(random() * list.length)));
  return list[index] as T;
}

/** Whether this tick adds a demo message: true with the given probability (default 30 %). */
export function shouldShout(random: Random, probability: number = SHOUT_PROBABILITY): boolean {
  return random() < probability;
}

/** A random demo message: a demo member and a line they might say. */
export function randomShout(random: Random, now: number, id: string): Shout {
  return { id, author: pick(DEMO_AUTHORS, random), text: pick(DEMO_TEXTS, random), at: now };
}

/**
 * The person's own message: trimmed and cut to the maximum length; null when nothing but
 * spaces was typed (nothing is sent).
 */
export function ownShout(text: string, author: string, now: number, id: string): Shout | null {
  // The form refuses a longer message (its limit); this only keeps the list safe.
  const trimmed = cutGraphemes(text.trim(), SHOUT_MAX_LENGTH).trim();
  return trimmed === '' ? null : { id, author, text: trimmed, at: now, own: true };
}

/** The list with a message added at the end, keeping the latest `max`. */
export function addShout(list: readonly Shout[], shout: Shout, max = SHOUT_HISTORY): Shout[] {
  const next = [...list, shout];
  return next.length > max ? next.slice(next.length - max) : next;
}
