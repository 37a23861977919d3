/**
 * The texts of the outbox on the thread page (replies and likes made offline, kept on the device
 * until sent), loaded with what shows them: a first visit does not download them.
 */
import { threadText } from '../messages.ts';

export const outboxText = {
  ...threadText,
  waitingToSend: 'Waiting to send',
  notSent: 'Not sent',
  waitingReply: (name: string) => `Your reply, waiting to send, as ${name}`,
  refusedReply: (name: string) => `Your reply, not sent, as ${name}`,
  waitingHint: 'It will be sent once, when you are back online.',
  refusedBecause: (reason: string) => `The forum refused it: ${reason}`,
  retrySend: 'Retry',
  discard: 'Discard',
} as const;
