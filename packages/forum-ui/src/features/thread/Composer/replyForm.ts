/**
 * The reply composer's fields and rules (plain functions, tested beside them).
 *
 * How typed text becomes the API's `content` (replyContent): the composer is plain text, and
 * what a person types must show exactly as typed, so
 *   1. the text is trimmed (spec);
 *   2. `&`, `<`, `>`, `"` and `'` are escaped, so a typed `<b>` is text, never markup;
 *   3. each paragraph (text between blank lines) becomes one `<p>`; a single line break inside a
 *      paragraph becomes `<br>`;
 *   4. runs of spaces keep their width: every space after the first of a run is `&nbsp;`;
 *   5. a member chosen from the mention list (`mentions`) is a link to their page wherever
 *      `@Name` stands in prose (never in code): `<a href="/users/{id}">@Name</a>`; any other
 *      `@word` stays text;
 *   6. code, as members of a technology forum write it (Markdown's own two marks, nothing else):
 *      a line of three or more backticks, with an optional language after them, opens a block
 *      that the same fence closes (or the end of the text): `<pre><code class="language-…">`,
 *      its lines kept exactly, spaces and blank lines too; the language is kept only when it
 *      names one of CODE_LANGUAGES. In a paragraph, text between single backticks is `<code>`.
 * The result contains only `<p>`, `<br>`, `<a href>`, `<pre>` and `<code>`, all allowed by the user-HTML
 * renderer, so the reply reads back exactly as it was typed (UserHtml's sanitiser leaves it
 * unchanged).
 */
import { CONTRACT_LIMITS } from '@forum/api';
import {
  escapeHtml,
  userPath,
  linkMentions,
  codeLanguageNamed,
  type FormErrors,
  type Mention,
} from '@forum/forum-ui/design-system';
import { threadToolMessages as m } from '../StaffTools/messages.ts';

export type ReplyValues = {
  /** What the person typed. */
  text: string;
  /** The post answered, or null for a reply to the thread. */
  parentId: number | null;
  /** Its author's name, for 'Replying to …'. */
  parentName: string;
  /** Members chosen from the mention list (or the author answered): their `@Name` links. */
  mentions: Mention[];
};

export type ReplyField = keyof ReplyValues;

export const REPLY_DEFAULTS: ReplyValues = {
  text: '',
  parentId: null,
  parentName: '',
  mentions: [],
};

/**
 * The most characters of a reply, counted as typed; the contract's 20,000 is of the content
 * sent, which adds a few characters of markup (openapi.yaml, ReplyRequest): the server says if so.
 */
export const REPLY_LIMIT = CONTRACT_LIMITS.replyContent;

/** The draft of a thread's reply: one per thread. */
export const replyDraftKey = (threadId: number) => `reply:${threadId}`;

/** Spec: empty or white space only is refused. */
export function validateReply(values: ReplyValues): FormErrors<ReplyField> {
  return values.text.trim() === '' ? { text: m.enterReply } : {};
}

/** The at-mention a reply to a post starts with ('@Maria Clara '). */
export function mentionOf(name: string | null | undefined): string {
  const clean = name?.trim();
  return clean ? `@${clean} ` : '';
}

export { escapeHtml };

/** One paragraph of typed text: its lines joined by `<br>`, `inline code` as `<code>`. */
function paragraphHtml(paragraph: string, mentions: readonly Mention[]): string {
  const lines = paragraph.split('\n').map((line) =>
    line
      // Text between single backticks (not empty, on one line, neither backtick one of a run)
      // is code; the rest is escaped.
      .split(/((?<!`)`[^`\n]+`(?!`))/)
      .map((part, index) =>
        index % 2 === 1
          ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
          : linkMentions(escapeHtml(part), mentions, ({ id }) => userPath(id)).replace(
              / {2,}/g,
              (run) => ' ' + '&nbsp;'.repeat(run.length - 1),
            ),
      )
      .join(''),
  );
  return `<p>${lines.join('<br>')}</p>`;
}

/** Text with no code blocks in it, as paragraphs (blank lines between them). */
function proseHtml(text: string, mentions: readonly Mention[]): string {
  return text
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraphHtml(paragraph, mentions))
    .join('');
}

const FENCE = /^(`{3,})[ \t]*([^`\s]*)[ \t]*$/;

/** Plain typed text as the API's `content` (see the top of this file). */
export function replyContent(text: string, mentions: readonly Mention[] = []): string {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') return '';
  const out: string[] = [];
  let prose: string[] = [];
  const lines = trimmed.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) {
      prose.push(lines[i]!);
      continue;
    }
    out.push(proseHtml(prose.join('\n'), mentions));
    prose = [];
    const code: string[] = [];
    let j = i + 1;
    // Closed by a fence at least as long as the one that opened it, with nothing after it.
    while (j < lines.length && !new RegExp(`^\`{${open[1]!.length},}[ \t]*$`).test(lines[j]!))
      code.push(lines[j++]!);
    i = j;
    const language = codeLanguageNamed(open[2]!);
    const attribute = language ? ` class="language-${language}"` : '';
    out.push(`<pre><code${attribute}>${escapeHtml(code.join('\n'))}</code></pre>`);
  }
  out.push(proseHtml(prose.join('\n'), mentions));
  return out.join('');
}

/** What posting a reply sends: to the thread, or to a post (spec section 7). */
export type ReplyRequest =
  | {
      to: 'thread';
      threadId: number;
      body: { content: string; thread_id: number; author_id: number };
    }
  | {
      to: 'post';
      postId: number;
      body: { content: string; parent_id: number; author_id: number };
    };

export function replyRequest(
  values: ReplyValues,
  threadId: number,
  authorId: number,
): ReplyRequest {
  const content = replyContent(values.text, values.mentions ?? []);
  return values.parentId === null
    ? { to: 'thread', threadId, body: { content, thread_id: threadId, author_id: authorId } }
    : {
        to: 'post',
        postId: values.parentId,
        body: { content, parent_id: values.parentId, author_id: authorId },
      };
}

/**
 * A quote of `text` by `author` as plain text for the composer: 'Maria wrote:' and each line
 * after '> ', then an empty line; after what is already typed, separated by an empty line.
 */
export function withQuote(current: string, author: string, text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split('\n')
    .map((line) => `> ${line.trim()}`.trimEnd());
  const quote = `${author} wrote:\n${lines.join('\n')}\n\n`;
  const before = current.trimEnd();
  return before ? `${before}\n\n${quote}` : quote;
}
