/**
 * Whether there is a network, as the browser and TanStack Query see it: a module of its own, so
 * that a screen asking it loads none of the outbox.
 */
import { onlineManager } from '@tanstack/react-query';

/** The browser says it has no network. */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether an action should be kept rather than sent: the browser, or TanStack Query (which would
 * hold a mutation until the network returns), says there is no network. Call it in a handler.
 */
export const isOffline = () => !onlineManager.isOnline() || browserOffline();
