import type { Dispatch, SetStateAction } from 'react';

/**
 * Logging in to post a reply, as one small state machine with one timer (plain functions, unit
 * tested; useReplyComposer runs it, over state ThreadScreen keeps, with a single setTimeout).
 *
 * Spec (public site §9): the login modal closes 0.1 s after a successful login, the success
 * callback runs 0.2 s after it, and the pending reply posts 2 s after that callback:
 *
 *   idle ──ask──▶ asking (modal open; a reply waits)
 *   asking ──loggedIn──▶ closing ──0.1 s──▶ confirming (modal closed)
 *   confirming ──0.1 s (0.2 s after login)──▶ waiting ('You can now post your reply!')
 *   waiting ──2 s──▶ ready (the waiting reply is posted on this tick; the message stays)
 *   posted (the server accepted a reply) ▶ idle; dismiss (Escape, ×) before the modal closed ▶ idle
 *   cancel (the composer's Cancel) drops the waiting reply: nothing is posted on the tick.
 */

export type ReplyLoginPhase = 'idle' | 'asking' | 'closing' | 'confirming' | 'waiting' | 'ready';

export interface ReplyLogin {
  phase: ReplyLoginPhase;
  /** A typed reply waits to be posted once the person has logged in. */
  replyWaiting: boolean;
}

export type ReplyLoginEvent = 'ask' | 'loggedIn' | 'dismiss' | 'cancel' | 'tick' | 'posted';

export const REPLY_LOGIN_IDLE: ReplyLogin = { phase: 'idle', replyWaiting: false };

/** The machine's state and its setter, as useState gives them to the page that keeps it. */
export type ReplyLoginMachine = readonly [ReplyLogin, Dispatch<SetStateAction<ReplyLogin>>];

/** Spec: the login modal closes 0.1 s after success. */
export const LOGIN_CLOSE_DELAY = 100;
/** Spec: the success callback ('You can now post your reply!') runs 0.2 s after success. */
export const LOGIN_CALLBACK_DELAY = 200;
/** Spec: the pending reply posts 2 s after the success callback. */
export const PENDING_REPLY_DELAY = 2000;

/** The next state. Events that mean nothing in a phase leave the state as it is. */
export function replyLoginStep(state: ReplyLogin, event: ReplyLoginEvent): ReplyLogin {
  switch (event) {
    case 'ask':
      return { phase: 'asking', replyWaiting: true };
    case 'loggedIn':
      return state.phase === 'asking' ? { ...state, phase: 'closing' } : state;
    case 'dismiss':
      return state.phase === 'asking' || state.phase === 'closing' ? REPLY_LOGIN_IDLE : state;
    case 'cancel':
      return state.replyWaiting ? { ...state, replyWaiting: false } : state;
    case 'posted':
      return state.phase === 'idle' ? state : REPLY_LOGIN_IDLE;
    case 'tick':
      switch (state.phase) {
        case 'closing':
          return { ...state, phase: 'confirming' };
        case 'confirming':
          return state.replyWaiting ? { ...state, phase: 'waiting' } : REPLY_LOGIN_IDLE;
        case 'waiting':
          return { phase: 'ready', replyWaiting: false };
        default:
          return state;
      }
  }
}

/** How long until this phase's tick, or undefined when it has no timer. */
export function replyLoginDelay(state: ReplyLogin): number | undefined {
  switch (state.phase) {
    case 'closing':
      return LOGIN_CLOSE_DELAY;
    case 'confirming':
      return LOGIN_CALLBACK_DELAY - LOGIN_CLOSE_DELAY;
    case 'waiting':
      return PENDING_REPLY_DELAY;
    default:
      return undefined;
  }
}

/** Whether this state's tick posts the waiting reply. */
export const postsOnTick = (state: ReplyLogin) => state.phase === 'waiting' && state.replyWaiting;

/** Whether the login modal is open. */
export const loginModalOpen = (state: ReplyLogin) =>
  state.phase === 'asking' || state.phase === 'closing';

/** Whether the page says 'You can now post your reply!'. */
export const canPostNowShown = (state: ReplyLogin) =>
  state.phase === 'waiting' || state.phase === 'ready';
