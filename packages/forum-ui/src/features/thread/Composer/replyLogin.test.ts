import { describe, expect, it } from 'vitest';
import {
  canPostNowShown,
  loginModalOpen,
  postsOnTick,
  REPLY_LOGIN_IDLE,
  replyLoginDelay,
  replyLoginStep,
  type ReplyLogin,
  type ReplyLoginEvent,
} from './replyLogin.ts';

/** The states after each event, from idle. */
function run(events: readonly ReplyLoginEvent[], from: ReplyLogin = REPLY_LOGIN_IDLE) {
  const states: ReplyLogin[] = [];
  let state = from;
  for (const event of events) {
    state = replyLoginStep(state, event);
    states.push(state);
  }
  return states;
}

/** When each timer fires (ms after login) and whether it posts, following the timers. */
function timeline(state: ReplyLogin) {
  const ticks: { at: number; posts: boolean; phase: string }[] = [];
  let at = 0;
  for (let delay = replyLoginDelay(state); delay !== undefined; delay = replyLoginDelay(state)) {
    at += delay;
    ticks.push({ at, posts: postsOnTick(state), phase: state.phase });
    state = replyLoginStep(state, 'tick');
  }
  return { ticks, end: state };
}

describe('logging in to post a reply', () => {
  it('follows the spec: modal closes at 0.1 s, the callback at 0.2 s, the post 2 s later', () => {
    const [asking, closing] = run(['ask', 'loggedIn']);
    expect(loginModalOpen(asking!)).toBe(true);
    expect(replyLoginDelay(asking!)).toBeUndefined();
    expect(loginModalOpen(closing!)).toBe(true);
    const { ticks, end } = timeline(closing!);
    expect(ticks).toEqual([
      { at: 100, posts: false, phase: 'closing' },
      { at: 200, posts: false, phase: 'confirming' },
      { at: 2200, posts: true, phase: 'waiting' },
    ]);
    // After posting: the message stays until the server accepts the reply; no timer is left.
    expect(end).toEqual({ phase: 'ready', replyWaiting: false });
    expect(canPostNowShown(end)).toBe(true);
    expect(replyLoginStep(end, 'posted')).toEqual(REPLY_LOGIN_IDLE);
  });

  it('posts once: one tick posts, and no state after it has a timer', () => {
    const { ticks, end } = timeline(run(['ask', 'loggedIn']).at(-1)!);
    expect(ticks.filter((tick) => tick.posts)).toHaveLength(1);
    expect(replyLoginDelay(end)).toBeUndefined();
    expect(postsOnTick(end)).toBe(false);
  });

  it('shows the message only from the callback on', () => {
    const [asking, closing, confirming, waiting] = run(['ask', 'loggedIn', 'tick', 'tick']);
    expect([asking, closing, confirming].map((s) => canPostNowShown(s!))).toEqual([
      false,
      false,
      false,
    ]);
    expect(loginModalOpen(confirming!)).toBe(false);
    expect(canPostNowShown(waiting!)).toBe(true);
  });

  it('dismissing the modal drops the waiting reply', () => {
    expect(run(['ask', 'dismiss']).at(-1)).toEqual(REPLY_LOGIN_IDLE);
    expect(run(['ask', 'loggedIn', 'dismiss']).at(-1)).toEqual(REPLY_LOGIN_IDLE);
  });

  it('Cancel in the composer: nothing is posted on the tick', () => {
    const waiting = run(['ask', 'loggedIn', 'tick', 'tick', 'cancel']).at(-1)!;
    expect(waiting.phase).toBe('waiting');
    expect(postsOnTick(waiting)).toBe(false);
    const cancelledEarly = run(['ask', 'loggedIn', 'cancel', 'tick', 'tick']).at(-1)!;
    expect(cancelledEarly).toEqual(REPLY_LOGIN_IDLE);
  });

  it('ignores events that mean nothing in a phase', () => {
    expect(replyLoginStep(REPLY_LOGIN_IDLE, 'loggedIn')).toBe(REPLY_LOGIN_IDLE);
    expect(replyLoginStep(REPLY_LOGIN_IDLE, 'tick')).toBe(REPLY_LOGIN_IDLE);
    expect(replyLoginStep(REPLY_LOGIN_IDLE, 'posted')).toBe(REPLY_LOGIN_IDLE);
    const waiting = run(['ask', 'loggedIn', 'tick', 'tick']).at(-1)!;
    expect(replyLoginStep(waiting, 'dismiss')).toBe(waiting);
  });

  it('a 401 while the message shows asks again, with the reply waiting', () => {
    const ready = run(['ask', 'loggedIn', 'tick', 'tick', 'tick']).at(-1)!;
    expect(replyLoginStep(ready, 'ask')).toEqual({ phase: 'asking', replyWaiting: true });
  });
});
