/**
 * The Shoutbox's texts (spec, sections 2 and 9). Texts quoted from the spec (docs/spec/public-
 * site.md) are marked "spec"; the rest are the product's own words. Kept with the page, so that
 * its chunk carries only its own words.
 */

export const shoutboxText = {
  title: 'Shoutbox',
  intro: 'A quick place to say hello. This is a demo: messages stay on this page only.',
  demoNotice:
    'Demo only: messages are not saved or sent to anyone, and they disappear when you leave or reload the page.',
  messagesLabel: 'Shoutbox messages',
  message: 'Your message',
  placeholder: 'Say something and press Enter',
  send: 'Send',
  you: 'You',
  empty: 'No messages yet. Be the first to say hello!',
} as const;
