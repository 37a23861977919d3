/**
 * The create-thread form's fields, rules and request: plain functions, tested beside them.
 * One draft holds the category, the title and the editor's document (in localStorage, so it
 * survives closing the tab), under a key per member.
 */
import { CONTRACT_LIMITS } from '@forum/api';
import {
  EMPTY_DOCUMENT,
  isDocumentEmpty,
  textLength,
  toRichTextDocument,
  toHtml,
  readThreadFormState,
  type RichTextDocument,
  type FormErrors,
  type ThreadFormCategory,
} from '@forum/forum-ui/design-system';
import { writingMessages as m } from '../messages.ts';

export type ThreadFormValues = {
  category: ThreadFormCategory | null;
  title: string;
  content: RichTextDocument;
};

export type ThreadFormField = 'category' | 'title' | 'content';

/** The empty form, in the order the rules check it (a constant: drafts compare against it). */
export const THREAD_FORM_DEFAULTS: ThreadFormValues = {
  category: null,
  title: '',
  content: EMPTY_DOCUMENT,
};

/** Spec: thread content at least 10 characters of text. */
export const MIN_CONTENT_LENGTH = 10;
/** The server's limit on a title (openapi.yaml, CreateThreadRequest). */
export const MAX_TITLE_LENGTH = CONTRACT_LIMITS.threadTitle;

/** The draft's key: one per member, so a shared browser never shows one member's draft to another. */
export const threadDraftKey = (userId: number | string) => `thread-form:${userId}`;

/** Server field names (the 422 map) → form fields. */
export const THREAD_SERVER_FIELDS: Readonly<Record<string, ThreadFormField>> = {
  category_id: 'category',
  title: 'title',
  content: 'content',
};

/** Nothing written yet: no category, no title, an empty document. */
export function isBlankThread(values: ThreadFormValues): boolean {
  const content = toRichTextDocument(values.content);
  return (
    values.category === null &&
    values.title === '' &&
    isDocumentEmpty(content) &&
    content.length <= 1
  );
}

/** A category restored from a draft, checked like one from navigation state (or none). */
export function restoredCategory(value: unknown): ThreadFormCategory | null {
  return readThreadFormState({ category: value }).category ?? null;
}

/**
 * Spec section 5, in its order and words; the first rule that fails is the one reported (its
 * field gets the message and the focus, and the category rule also opens the picker).
 */
export function validateThread(values: ThreadFormValues): FormErrors<ThreadFormField> {
  if (!restoredCategory(values.category)) return { category: m.selectCategory };
  if (values.title.trim() === '') return { title: m.enterTitle };
  const content = toRichTextDocument(values.content);
  if (isDocumentEmpty(content)) return { content: m.enterContent };
  if (textLength(content) < MIN_CONTENT_LENGTH) return { content: m.contentTooShort };
  return {};
}

const isBlankParagraph = (block: RichTextDocument[number]) =>
  block.type === 'paragraph' &&
  block.children.every((child) => 'text' in child && child.text.trim() === '');

/** The document as the API's HTML, without the empty lines left at its start and end. */
export function threadContent(document: RichTextDocument): string {
  let start = 0;
  let end = document.length;
  while (start < end && isBlankParagraph(document[start]!)) start += 1;
  while (end > start && isBlankParagraph(document[end - 1]!)) end -= 1;
  return toHtml(document.slice(start, end));
}

/** POST /threads: the title trimmed, the content as HTML, the category's id. */
export function threadBody(values: ThreadFormValues) {
  return {
    title: values.title.trim(),
    content: threadContent(toRichTextDocument(values.content)),
    category_id: values.category?.id ?? 0,
  };
}

/** What the server answered to a new thread (openapi.yaml, ThreadMessageResource). */
export interface CreatedThread {
  message?: string | null;
  data?: { slug?: string | null } | null;
}

/**
 * Where the member goes next (spec section 4): a message containing 'pending approval' means
 * the thread awaits a moderator (/pending-approval); otherwise the thread at /thread/{slug},
 * or /Forum when the answer has no slug.
 */
export function afterCreatePath(created: CreatedThread | null | undefined): string {
  const message = created?.message ?? '';
  if (message.toLowerCase().includes(m.pendingApprovalMarker)) return '/pending-approval';
  const slug = created?.data?.slug?.trim();
  return slug ? `/thread/${encodeURIComponent(slug)}` : '/Forum';
}
