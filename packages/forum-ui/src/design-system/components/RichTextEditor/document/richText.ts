/**
 * The rich-text document: the editor's value, what a draft stores, and what `toHtml` turns
 * into the API's `content`. Plain data and pure functions (no React, no DOM).
 *
 * Blocks are flat: a list is a run of `list-item` blocks, each with its kind (bulleted or
 * numbered) and its depth; nesting exists only in the HTML (serialize.ts builds the nested
 * <ul>/<ol>, deserialize.ts flattens them). Flat items keep editing simple (Enter splits an
 * item, Backspace joins two) and make indent and outdent a change of one number.
 *
 * - paragraph, list-item, table-cell: hold inline content (text leaves, links and mentions: a
 *   mention is an inline void, `@Name` linked to the member's page as one piece);
 * - code-block: plain text (no marks, no links), its lines apart by '\n', with an optional
 *   language of CODE_LANGUAGES;
 * - image: a block void (url, alt);
 * - table → table-row → table-cell.
 * Marks on text: bold, italic, underline, code (inline code).
 */
import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import { isCodeLanguage, type CodeLanguage } from '../../UserHtml/codeLanguages.ts';
import { safeSitePath } from './urls.ts';

export type MarkName = 'bold' | 'italic' | 'underline' | 'code';
export const MARKS: readonly MarkName[] = ['bold', 'italic', 'underline', 'code'];

export type ListKind = 'bulleted' | 'numbered';
export const LIST_KINDS: readonly ListKind[] = ['bulleted', 'numbered'];

/** How deep lists nest (0 is a top-level item). Deeper indents are refused. */
export const MAX_LIST_DEPTH = 5;

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  code?: true;
}

export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}

/** A member mentioned: shown and sent as `@Name`, a link to `href` (a path of this site). */
export interface MentionElement {
  type: 'mention';
  name: string;
  href: string;
  /** One empty text, as every void has. */
  children: FormattedText[];
}

export type InlineNode = FormattedText | LinkElement | MentionElement;

export interface ParagraphElement {
  type: 'paragraph';
  children: InlineNode[];
}

export interface ListItemElement {
  type: 'list-item';
  list: ListKind;
  depth: number;
  children: InlineNode[];
}

export interface CodeBlockElement {
  type: 'code-block';
  /** The language it is written in, one of CODE_LANGUAGES, or '' for none. */
  language: CodeLanguage | '';
  children: FormattedText[];
}

export interface ImageElement {
  type: 'image';
  url: string;
  alt: string;
  children: FormattedText[];
}

export interface TableCellElement {
  type: 'table-cell';
  children: InlineNode[];
}

export interface TableRowElement {
  type: 'table-row';
  children: TableCellElement[];
}

export interface TableElement {
  type: 'table';
  children: TableRowElement[];
}

export type BlockElement =
  ParagraphElement | ListItemElement | CodeBlockElement | ImageElement | TableElement;

export type ForumElement =
  BlockElement | LinkElement | MentionElement | TableRowElement | TableCellElement;

/** The editor's value: a list of top-level blocks. */
export type RichTextDocument = BlockElement[];

export type ForumEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: ForumEditor;
    Element: ForumElement;
    Text: FormattedText;
  }
}

/** Largest table the insert dialog makes. */
export const MAX_TABLE_SIZE = 10;

export const paragraph = (children: InlineNode[] = [{ text: '' }]): ParagraphElement => ({
  type: 'paragraph',
  children: children.length ? children : [{ text: '' }],
});

/** A fresh empty document: one empty paragraph. */
export function emptyDocument(): RichTextDocument {
  return [paragraph()];
}

/** The document of a new form (a constant: drafts compare against it). */
export const EMPTY_DOCUMENT: RichTextDocument = Object.freeze(emptyDocument()) as RichTextDocument;

/** A table of empty cells, `rows` × `columns` (each clamped to 1…MAX_TABLE_SIZE). */
export function tableOf(rows: number, columns: number): TableElement {
  const clamp = (n: number) => Math.min(MAX_TABLE_SIZE, Math.max(1, Math.floor(n) || 1));
  return {
    type: 'table',
    children: Array.from({ length: clamp(rows) }, () => ({
      type: 'table-row' as const,
      children: Array.from({ length: clamp(columns) }, () => ({
        type: 'table-cell' as const,
        children: [{ text: '' }],
      })),
    })),
  };
}

// ── checking a value from outside (a stored draft, a story) ──

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isText(value: unknown): value is FormattedText {
  if (!isRecord(value) || typeof value.text !== 'string') return false;
  return MARKS.every((mark) => value[mark] === undefined || value[mark] === true);
}

/** A void's children: one empty text. */
const isVoidChildren = (children: unknown) =>
  Array.isArray(children) &&
  children.length === 1 &&
  isText(children[0]) &&
  children[0].text === '';

function isInlines(value: unknown): value is InlineNode[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (node) =>
        isText(node) ||
        (isRecord(node) &&
          node.type === 'link' &&
          typeof node.url === 'string' &&
          Array.isArray(node.children) &&
          node.children.length > 0 &&
          node.children.every(isText)) ||
        (isRecord(node) &&
          node.type === 'mention' &&
          typeof node.name === 'string' &&
          node.name.trim() !== '' &&
          typeof node.href === 'string' &&
          safeSitePath(node.href) !== null &&
          isVoidChildren(node.children)),
    )
  );
}

function isBlock(value: unknown): value is BlockElement {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'paragraph':
      return isInlines(value.children);
    case 'list-item':
      return (
        LIST_KINDS.includes(value.list as ListKind) &&
        Number.isInteger(value.depth) &&
        (value.depth as number) >= 0 &&
        (value.depth as number) <= MAX_LIST_DEPTH &&
        isInlines(value.children)
      );
    case 'code-block':
      return (
        (value.language === '' || isCodeLanguage(value.language as string)) &&
        Array.isArray(value.children) &&
        value.children.length > 0 &&
        value.children.every(isText)
      );
    case 'image':
      return (
        typeof value.url === 'string' &&
        typeof value.alt === 'string' &&
        isVoidChildren(value.children)
      );
    case 'table':
      return (
        Array.isArray(value.children) &&
        value.children.length > 0 &&
        value.children.every(
          (row) =>
            isRecord(row) &&
            row.type === 'table-row' &&
            Array.isArray(row.children) &&
            row.children.length > 0 &&
            row.children.every(
              (cell) => isRecord(cell) && cell.type === 'table-cell' && isInlines(cell.children),
            ),
        )
      );
    default:
      return false;
  }
}

/** Whether a value (from storage, say) is a well-formed document. */
export function isRichTextDocument(value: unknown): value is RichTextDocument {
  return Array.isArray(value) && value.length > 0 && value.every(isBlock);
}

/** The value as a document, or an empty one when it is not a well-formed document. */
export function toRichTextDocument(value: unknown): RichTextDocument {
  return isRichTextDocument(value) ? value : emptyDocument();
}

// ── reading text ──

/** The text of inline content as a reader sees it: a mention is its `@Name`. */
export function inlineText(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) =>
      !('type' in node)
        ? node.text
        : node.type === 'mention'
          ? `@${node.name}`
          : inlineText(node.children),
    )
    .join('');
}

function blockTexts(block: BlockElement): string[] {
  switch (block.type) {
    case 'image':
      return [];
    case 'table':
      return block.children.flatMap((row) => row.children.map((cell) => inlineText(cell.children)));
    case 'code-block':
      return [block.children.map((leaf) => leaf.text).join('')];
    default:
      return [inlineText(block.children)];
  }
}

/**
 * The document's text as a reader sees it: blocks and cells apart by one space, runs of
 * white space as one, trimmed (the same measure as the server's "characters of text").
 */
export function documentText(document: readonly Descendant[]): string {
  return (document as BlockElement[]).flatMap(blockTexts).join(' ').replace(/\s+/g, ' ').trim();
}

/** Characters of text (code points, so an emoji counts once). */
export function textLength(document: readonly Descendant[]): number {
  return [...documentText(document)].length;
}

/** Whether the document has nothing in it: no text and no image. */
export function isDocumentEmpty(document: readonly Descendant[]): boolean {
  return (
    documentText(document) === '' &&
    !(document as BlockElement[]).some((block) => block.type === 'image')
  );
}
