/**
 * @-mentions in typed text: which one is being typed at the caret, what choosing a member makes
 * of the text, and, in HTML made from typed text, the chosen ones as links to their members.
 * Plain functions (MentionTextArea and the reply box's content use them).
 */
import { escapeHtml } from './text.ts';

/** A member a mention names. */
export interface Mention {
  id: number;
  name: string;
}

/** Characters typed after `@` before members are suggested (the same 2 as search's). */
export const MENTION_MIN_LENGTH = 2;
/** The longest name a mention query reads (longer text after `@` is no mention being typed). */
export const MENTION_MAX_LENGTH = 40;

/** What is being typed as a mention: from `start` (the `@`) to the caret, `query` after it. */
export interface MentionQuery {
  start: number;
  query: string;
}

/**
 * The mention being typed just before `caret`: an `@` at the start of the text or after a space
 * or an opening bracket, then up to two words on the same line (names have a space: "@Maria
 * Clara"), at least MENTION_MIN_LENGTH characters. Null when there is none, or when it is a
 * mention already chosen (`chosen`, by name) followed by more words.
 */
export function mentionQueryAt(
  text: string,
  caret: number,
  chosen: readonly string[] = [],
): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[\s([{])@([^\s@]+(?: [^\s@]*)?)$/u.exec(before);
  if (!match) return null;
  const query = match[1]!;
  const length = [...query.trim()].length;
  if (length < MENTION_MIN_LENGTH || query.length > MENTION_MAX_LENGTH) return null;
  // "@Jun thanks": Jun was chosen, and what follows is the sentence, not more of the name.
  const lower = query.toLowerCase();
  if (
    chosen.some(
      (name) => lower !== name.toLowerCase() && lower.startsWith(`${name.toLowerCase()} `),
    )
  )
    return null;
  return { start: before.length - query.length - 1, query: query.trim() };
}

/** The text with the mention typed from `start` to `caret` replaced by `@Name `, and the caret after it. */
export function withMention(
  text: string,
  { start }: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + inserted + after, caret: start + inserted.length };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * HTML-escaped text with each mention of `mentions` (`@Name`, whole: not followed by a letter
 * or digit) made a link to `hrefOf(mention)`. A name that matches no chosen member stays text.
 */
export function linkMentions(
  escaped: string,
  mentions: readonly Mention[],
  hrefOf: (mention: Mention) => string,
): string {
  const byName = new Map(mentions.map((mention) => [escapeHtml(`@${mention.name}`), mention]));
  if (!byName.size) return escaped;
  // Longest first, so "@Maria Clara" wins over "@Maria".
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(^|[\\s([{;])(${names.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  return escaped.replace(pattern, (_, lead: string, name: string) => {
    const mention = byName.get(name)!;
    return `${lead}<a href="${escapeHtml(hrefOf(mention))}">${name}</a>`;
  });
}
