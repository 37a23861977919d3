/** Replies kept on the device (the outbox): under the thread's replies, marked until sent. */
import { style } from '@vanilla-extract/css';
import { vars } from '@forum/forum-ui/design-system/styles.css';

/** Not on the server yet: a dashed border, as a draft. */
export const waiting = style({ borderStyle: 'dashed' });

export const refused = style({ borderStyle: 'dashed', borderColor: vars.color.critical });

/** What was typed, exactly as typed (plain text, line breaks kept). */
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });
