/**
 * Texts of a session that ran out in the middle of an action (issue 21): the action waits for a
 * login and is sent after it (@forum/api's resendAfterLogin). Not in the spec, so ours. Their own
 * module: they show only then, so the pages' first visits do not carry them.
 */
export const sessionMessages = {
  sessionEnded: (count: number) =>
    count === 1
      ? 'Your session has ended. Log in again and what you just did will be sent.'
      : `Your session has ended. Log in again and the ${count} things you just did will be sent.`,
  resentAfterLogin: 'Sent after logging in.',
  resendAfterLoginFailed: 'What you did before logging in could not be sent. Please try again.',
} as const;

export const sessionText = {
  sessionEndedLogin: 'Log in',
  sessionEndedDismiss: 'Not now',
} as const;
