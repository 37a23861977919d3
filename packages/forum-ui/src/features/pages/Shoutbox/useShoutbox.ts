import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  SHOUT_INTERVAL_MS,
  SHOUT_PROBABILITY,
  addShout,
  ownShout,
  randomShout,
  seedShouts,
  shouldShout,
  type Random,
  type Shout,
} from './shoutbox.ts';

/**
 * Calls `callback` every `ms` while the page is visible. The timer stops when the page is hidden
 * (another tab, a minimised window: `visibilitychange`) and starts afresh when it is shown again,
 * so a tab left in the background does no work. The latest `callback` is always the one called.
 */
export function useVisibleInterval(callback: () => void, ms: number, doc?: Document) {
  // React's effect event: the timer always calls the latest callback, without restarting.
  const onTick = useEffectEvent(callback);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => onTick(), ms);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    // The page's document by default, read here: rendering (on a server too) touches no global.
    const page = doc ?? document;
    const follow = () => (page.visibilityState === 'hidden' ? stop() : start());
    follow();
    page.addEventListener('visibilitychange', follow);
    return () => {
      page.removeEventListener('visibilitychange', follow);
      stop();
    };
  }, [ms, doc]);
}

export interface ShoutboxOptions {
  /** The name the person's own messages carry. */
  author: string;
  /** How often the demo may add a message (default 30 s; stories pass a few milliseconds). */
  intervalMs?: number;
  /** The chance it does each time (default 0.3). */
  probability?: number;
  /** Default Math.random. */
  random?: Random;
  /** Default Date.now. */
  now?: () => number;
}

export interface ShoutboxState {
  shouts: Shout[];
  /** The time the messages' ages are shown against; moves on with each tick and message. */
  now: number;
  /** Adds the person's message; false when it was blank (nothing sent). */
  send: (text: string) => boolean;
}

/**
 * The shoutbox demo: seeded messages, a demo message now and then, the person's own messages.
 * All in memory: nothing is stored or sent anywhere.
 */
export function useShoutbox({
  author,
  intervalMs = SHOUT_INTERVAL_MS,
  probability = SHOUT_PROBABILITY,
  random = Math.random,
  now = Date.now,
}: ShoutboxOptions): ShoutboxState {
  const [shouts, setShouts] = useState(() => seedShouts(now()));
  const [clock, setClock] = useState(now);
  const sequence = useRef(0);

  const tick = useCallback(() => {
    const at = now();
    setClock(at);
    if (!shouldShout(random, probability)) return;
    sequence.current += 1;
    const shout = randomShout(random, at, `demo-${sequence.current}`);
    setShouts((list) => addShout(list, shout));
  }, [now, random, probability]);
  useVisibleInterval(tick, intervalMs);

  const send = useCallback(
    (text: string) => {
      const at = now();
      const shout = ownShout(text, author, at, `own-${sequence.current + 1}`);
      if (!shout) return false;
      sequence.current += 1;
      setClock(at);
      setShouts((list) => addShout(list, shout));
      return true;
    },
    [author, now],
  );

  return { shouts, now: clock, send };
}
