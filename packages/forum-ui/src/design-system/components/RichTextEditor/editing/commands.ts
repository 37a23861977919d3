/**
 * What the editor's toolbar, shortcuts and keys do, as functions over a Slate editor (no React,
 * no DOM), plus `withForumSchema`, the plugin that teaches Slate the document's shape
 * (richText.ts) and keeps it well formed. Unit tested with a plain `createEditor()`.
 */
import {
  Editor,
  Element,
  Node,
  Path,
  Point,
  Range,
  Text,
  Transforms,
  type Descendant,
  type NodeEntry,
} from 'slate';
import type { CodeLanguage } from '../../UserHtml/codeLanguages.ts';
import {
  MARKS,
  MAX_LIST_DEPTH,
  paragraph,
  tableOf,
  type CodeBlockElement,
  type ForumElement,
  type ImageElement,
  type LinkElement,
  type ListItemElement,
  type ListKind,
  type MarkName,
  type MentionElement,
  type TableCellElement,
} from '../document/richText.ts';
import { safeImageUrl, safeLinkUrl, safeSitePath } from '../document/urls.ts';
import { mentionQueryAt, type MentionQuery } from '../../../utils/text/mentions.ts';

type AnyEditor = Editor;

const isElementOf =
  <T extends ForumElement['type']>(type: T) =>
  (node: unknown): node is Extract<ForumElement, { type: T }> =>
    Element.isElement(node) && node.type === type;

export const isListItem = isElementOf('list-item');
export const isLink = isElementOf('link');
export const isTableCell = isElementOf('table-cell');
export const isTable = isElementOf('table');
export const isImage = isElementOf('image');
export const isCodeBlock = isElementOf('code-block');
export const isMention = isElementOf('mention');

/** A node's text as a reader sees it: Node.string, with each mention as its `@Name`. */
export function textOf(node: Node): string {
  if (Text.isText(node)) return node.text;
  if (isMention(node)) return `@${node.name}`;
  return node.children.map(textOf).join('');
}

/** The top-level text blocks (paragraphs, list items, code blocks) the selection touches. */
function selectedTextBlocks(editor: AnyEditor, withCode = false): NodeEntry<ForumElement>[] {
  if (!editor.selection) return [];
  return Array.from(
    Editor.nodes<ForumElement>(editor, {
      at: Editor.unhangRange(editor, editor.selection),
      match: (node, path) =>
        path.length === 1 &&
        Element.isElement(node) &&
        (node.type === 'paragraph' ||
          node.type === 'list-item' ||
          (withCode && node.type === 'code-block')),
    }),
  );
}

// ── marks ──

export function isMarkActive(editor: AnyEditor, mark: MarkName): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: AnyEditor, mark: MarkName): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

// ── code ──

/** The code block the selection is in, if any. */
export function activeCodeBlock(editor: AnyEditor): NodeEntry<CodeBlockElement> | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes<CodeBlockElement>(editor, { match: isCodeBlock });
  return entry;
}

export const isInCodeBlock = (editor: AnyEditor) => activeCodeBlock(editor) !== undefined;

/**
 * Makes the selected paragraphs and list items one code block, their text its lines (marks and
 * links go: code is plain text); in a code block, makes its lines paragraphs again.
 */
export function toggleCodeBlock(editor: AnyEditor): void {
  const code = activeCodeBlock(editor);
  if (code) {
    const [node, path] = code;
    const lines = textOf(node).split('\n');
    Editor.withoutNormalizing(editor, () => {
      Transforms.removeNodes(editor, { at: path });
      Transforms.insertNodes(
        editor,
        lines.map((line) => paragraph([{ text: line }])),
        { at: path },
      );
    });
    Transforms.select(editor, Editor.start(editor, path));
    return;
  }
  const blocks = selectedTextBlocks(editor);
  if (!blocks.length) return;
  const text = blocks.map(([node]) => textOf(node)).join('\n');
  const at = blocks[0]![1];
  Editor.withoutNormalizing(editor, () => {
    for (const [, path] of [...blocks].reverse()) Transforms.removeNodes(editor, { at: path });
    const block: CodeBlockElement = { type: 'code-block', language: '', children: [{ text }] };
    Transforms.insertNodes(editor, block, { at });
  });
  Transforms.select(editor, Editor.end(editor, at));
}

/** The language of the code block at `path` ('' for none). */
export function setCodeLanguage(editor: AnyEditor, path: Path, language: CodeLanguage | ''): void {
  Transforms.setNodes<CodeBlockElement>(editor, { language }, { at: path, match: isCodeBlock });
}

/**
 * Typing Markdown's code marks: a backtick that closes `` `text` `` makes that text inline code;
 * a third backtick at the start of an empty paragraph (` ``` `) makes it a code block. Returns
 * whether the typed text was taken.
 */
export function typeCodeMark(editor: AnyEditor, typed: string): boolean {
  const { selection } = editor;
  if (typed !== '`' || !selection || !Range.isCollapsed(selection)) return false;
  const [block] = selectedTextBlocks(editor);
  if (!block || isCodeBlock(block[0])) return false;
  const [node, path] = block;
  const before = Editor.string(editor, {
    anchor: Editor.start(editor, path),
    focus: selection.anchor,
  });
  if (node.type === 'paragraph' && before === '``' && Node.string(node) === '``') {
    Editor.withoutNormalizing(editor, () => {
      Transforms.delete(editor, { at: Editor.range(editor, path) });
      Transforms.setNodes<CodeBlockElement>(
        editor,
        { type: 'code-block', language: '' },
        { at: path },
      );
    });
    return true;
  }
  const leaf = Node.get(editor, selection.anchor.path);
  if (!Text.isText(leaf) || leaf.code) return false;
  const match = /`([^`]+)$/.exec(leaf.text.slice(0, selection.anchor.offset));
  if (!match) return false;
  const start = { path: selection.anchor.path, offset: selection.anchor.offset - match[0].length };
  Editor.withoutNormalizing(editor, () => {
    Transforms.delete(editor, { at: { anchor: start, focus: selection.anchor } });
    Transforms.insertNodes(editor, { ...leaf, text: match[1]!, code: true });
  });
  // Typing goes on as plain text after the code.
  Editor.removeMark(editor, 'code');
  return true;
}

// ── lists ──

/** Whether every top-level text block in the selection is an item of this kind of list. */
export function isListActive(editor: AnyEditor, kind: ListKind): boolean {
  const blocks = selectedTextBlocks(editor);
  return blocks.length > 0 && blocks.every(([node]) => isListItem(node) && node.list === kind);
}

/** Makes the selected blocks items of a `kind` list, or paragraphs again when they already are. */
export function toggleList(editor: AnyEditor, kind: ListKind): void {
  const active = isListActive(editor, kind);
  Editor.withoutNormalizing(editor, () => {
    for (const [node, path] of selectedTextBlocks(editor)) {
      if (active) {
        Transforms.unsetNodes(editor, ['list', 'depth'], { at: path });
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
      } else {
        const depth = isListItem(node) ? node.depth : 0;
        Transforms.setNodes<ListItemElement>(
          editor,
          { type: 'list-item', list: kind, depth },
          { at: path },
        );
      }
    }
  });
}

function selectedItems(editor: AnyEditor): NodeEntry<ListItemElement>[] {
  return selectedTextBlocks(editor).filter((entry): entry is NodeEntry<ListItemElement> =>
    isListItem(entry[0]),
  );
}

/** The deepest an item at `path` may go: one level under the block before it. */
function maxDepthAt(editor: AnyEditor, path: Path): number {
  const index = path[0]!;
  if (index === 0) return 0;
  const previous = editor.children[index - 1];
  return isListItem(previous) ? Math.min(previous.depth + 1, MAX_LIST_DEPTH) : 0;
}

export function canIndent(editor: AnyEditor): boolean {
  return selectedItems(editor).some(([node, path]) => node.depth < maxDepthAt(editor, path));
}

export function canOutdent(editor: AnyEditor): boolean {
  return selectedItems(editor).length > 0;
}

/** One level deeper for each selected item that can go (nested lists). */
export function indent(editor: AnyEditor): void {
  Editor.withoutNormalizing(editor, () => {
    for (const [node, path] of selectedItems(editor)) {
      if (node.depth < maxDepthAt(editor, path))
        Transforms.setNodes<ListItemElement>(editor, { depth: node.depth + 1 }, { at: path });
    }
  });
}

/** One level up for each selected item; a top-level item becomes a paragraph. */
export function outdent(editor: AnyEditor): void {
  Editor.withoutNormalizing(editor, () => {
    for (const [node, path] of selectedItems(editor)) {
      if (node.depth > 0) {
        Transforms.setNodes<ListItemElement>(editor, { depth: node.depth - 1 }, { at: path });
      } else {
        Transforms.unsetNodes(editor, ['list', 'depth'], { at: path });
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
      }
    }
  });
}

// ── links ──

/** The link the selection is in, if any. */
export function activeLink(editor: AnyEditor): NodeEntry<LinkElement> | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes<LinkElement>(editor, { match: isLink });
  return entry;
}

/** The selected text (for the link dialog's text field). */
export function selectedText(editor: AnyEditor): string {
  const { selection } = editor;
  return selection && Range.isExpanded(selection) ? Editor.string(editor, selection) : '';
}

/**
 * Links the selection to `url` (an allowed address, see urls.ts; returns false otherwise).
 * Inside a link: changes its address (and its text when given). With text selected: links it,
 * or replaces it with `text` when that differs. With nothing selected: inserts `text` (or the
 * address itself) as a link.
 */
export function insertLink(editor: AnyEditor, url: string, text = ''): boolean {
  const safe = safeLinkUrl(url);
  if (!safe || !editor.selection) return false;
  const label = text.trim();
  const current = activeLink(editor);
  if (current) {
    const [node, path] = current;
    Transforms.setNodes<LinkElement>(editor, { url: safe }, { at: path });
    if (label && label !== Node.string(node)) {
      Transforms.insertText(editor, label, { at: Editor.range(editor, path) });
    }
    return true;
  }
  const { selection } = editor;
  if (Range.isCollapsed(selection) || (label && label !== Editor.string(editor, selection))) {
    if (Range.isExpanded(selection)) Transforms.delete(editor);
    const link: LinkElement = { type: 'link', url: safe, children: [{ text: label || safe }] };
    Transforms.insertNodes(editor, link);
    Transforms.move(editor, { unit: 'offset' }); // out of the link, so typing goes on after it
    return true;
  }
  Transforms.wrapNodes(editor, { type: 'link', url: safe, children: [] }, { split: true });
  Transforms.collapse(editor, { edge: 'end' });
  Transforms.move(editor, { unit: 'offset' });
  return true;
}

export function removeLink(editor: AnyEditor): void {
  Transforms.unwrapNodes(editor, { match: isLink });
}

// ── mentions ──

/** The mention being typed at the caret (MentionQuery), and the range it covers, to replace. */
export interface EditorMentionQuery {
  query: string;
  range: Range;
}

/**
 * The mention being typed just before a collapsed caret (mentionQueryAt, over the caret's run
 * of text): never in code, a code block or a link.
 */
export function mentionQueryInEditor(editor: AnyEditor): EditorMentionQuery | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return null;
  const { anchor } = selection;
  if (!Node.has(editor, anchor.path)) return null;
  const leaf = Node.get(editor, anchor.path);
  if (!Text.isText(leaf) || leaf.code || isInCodeBlock(editor) || activeLink(editor)) return null;
  const found: MentionQuery | null = mentionQueryAt(leaf.text, anchor.offset);
  if (!found) return null;
  return {
    query: found.query,
    range: { anchor: { path: anchor.path, offset: found.start }, focus: anchor },
  };
}

/**
 * Puts a mention of a member (`@Name`, a link to `href`, a path of this site) in place of
 * `range` (what was typed), with one space after it, and the caret after that. Returns false,
 * changing nothing, for an empty name or an address that is not a site path.
 */
export function insertMention(
  editor: AnyEditor,
  range: Range,
  { name, href }: { name: string; href: string },
): boolean {
  const safe = safeSitePath(href);
  if (!safe || !name.trim()) return false;
  const mention: MentionElement = {
    type: 'mention',
    name: name.trim(),
    href: safe,
    children: [{ text: '' }],
  };
  Transforms.select(editor, range);
  Transforms.insertNodes(editor, mention);
  Transforms.move(editor, { unit: 'offset' }); // out of the void, so typing goes on after it
  const next = editor.selection && Editor.after(editor, editor.selection.anchor);
  const following =
    next && editor.selection
      ? Editor.string(editor, { anchor: editor.selection.anchor, focus: next })
      : '';
  if (following === ' ') Transforms.move(editor, { unit: 'offset' });
  else Transforms.insertText(editor, ' ');
  return true;
}

// ── images ──

/** Inserts an image block where the selection is (an allowed address only). */
export function insertImage(editor: AnyEditor, url: string, alt: string): boolean {
  const safe = safeImageUrl(url);
  if (!safe) return false;
  const image: ImageElement = {
    type: 'image',
    url: safe,
    alt: alt.trim(),
    children: [{ text: '' }],
  };
  insertBlock(editor, image);
  return true;
}

/**
 * Inserts a block after the top-level block holding the selection (replacing it when it is an
 * empty paragraph), then puts the caret in the block after it.
 */
function insertBlock(editor: AnyEditor, block: ForumElement): Path {
  const index = editor.selection
    ? Range.start(editor.selection).path[0]!
    : editor.children.length - 1;
  const current = editor.children[index];
  const replaceEmpty =
    Element.isElement(current) && current.type === 'paragraph' && textOf(current) === '';
  const at = [replaceEmpty ? index : index + 1];
  Editor.withoutNormalizing(editor, () => {
    if (replaceEmpty) Transforms.removeNodes(editor, { at: [index] });
    Transforms.insertNodes(editor, block, { at, select: false });
    const next = [at[0]! + 1];
    if (!Node.has(editor, next) || !Element.isElement(Node.get(editor, next))) {
      Transforms.insertNodes(editor, paragraph(), { at: next, select: false });
    }
  });
  return at;
}

// ── tables ──

/** Inserts a `rows` × `columns` table and puts the caret in its first cell. */
export function insertTable(editor: AnyEditor, rows: number, columns: number): void {
  const at = insertBlock(editor, tableOf(rows, columns));
  Transforms.select(editor, Editor.start(editor, at));
}

function cellEntry(editor: AnyEditor): NodeEntry<TableCellElement> | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes<TableCellElement>(editor, { match: isTableCell });
  return entry;
}

export function isInTable(editor: AnyEditor): boolean {
  return cellEntry(editor) !== undefined;
}

/**
 * Tab and Shift+Tab in a table: the caret moves to the next or previous cell (row by row) and
 * selects its text. Returns false at the table's edges, so Tab then leaves the editor as usual.
 */
export function moveInTable(editor: AnyEditor, step: 1 | -1): boolean {
  const cell = cellEntry(editor);
  if (!cell) return false;
  const [, cellPath] = cell;
  const tablePath = cellPath.slice(0, -2);
  const cells = Array.from(
    Editor.nodes(editor, { at: tablePath, match: isTableCell }),
    ([, path]) => path,
  );
  const index = cells.findIndex((path) => Path.equals(path, cellPath));
  const target = cells[index + step];
  if (!target) return false;
  Transforms.select(editor, Editor.range(editor, target));
  return true;
}

/** Adds an empty row under the caret's row. */
export function addTableRow(editor: AnyEditor): void {
  const cell = cellEntry(editor);
  if (!cell) return;
  const rowPath = Path.parent(cell[1]);
  const row = Node.get(editor, rowPath);
  const columns = Element.isElement(row) ? row.children.length : 1;
  const [newRow] = tableOf(1, columns).children;
  Transforms.insertNodes(editor, newRow!, { at: Path.next(rowPath), select: false });
  Transforms.select(editor, Editor.start(editor, Path.next(rowPath)));
}

/** Removes the table the caret is in; the caret goes to the block that takes its place. */
export function removeTable(editor: AnyEditor): void {
  const [entry] = Editor.nodes(editor, { match: isTable });
  if (!entry) return;
  const [, path] = entry;
  Transforms.removeNodes(editor, { at: path });
  if (editor.children.length === 0) Transforms.insertNodes(editor, paragraph(), { at: [0] });
  const at = Node.has(editor, path) ? path : Path.previous(path);
  Transforms.select(editor, Editor.start(editor, at));
}

// ── the schema plugin ──

/** The depth an item at `index` may have, given the block before it. */
function clampDepth(children: readonly Descendant[], index: number, depth: number): number {
  const previous = children[index - 1];
  const max = isListItem(previous) ? Math.min(previous.depth + 1, MAX_LIST_DEPTH) : 0;
  return Math.max(0, Math.min(depth, max));
}

/**
 * Teaches Slate the document: links are inline, images are void blocks; and keeps it well
 * formed: list depths reachable, tables with rows and rows with cells, a paragraph after a
 * trailing table, image or code block (somewhere to type), code blocks plain text, Enter in a cell or a code
 * block a line break (on a code block's empty last line it leaves the block), Enter on an empty
 * item ends the list, Backspace at an item's start outdents it, deleting never merges a cell
 * into its neighbour, and Markdown's backticks make code (typeCodeMark).
 */
export function withForumSchema<E extends AnyEditor>(editor: E): E {
  const {
    isInline,
    isVoid,
    normalizeNode,
    insertBreak,
    insertText,
    deleteBackward,
    deleteForward,
  } = editor;

  editor.isInline = (element) =>
    element.type === 'link' || element.type === 'mention' || isInline(element);
  editor.isVoid = (element) =>
    element.type === 'image' || element.type === 'mention' || isVoid(element);

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (path.length === 0) {
      const last = editor.children[editor.children.length - 1];
      if (!last || isTable(last) || isImage(last) || isCodeBlock(last)) {
        Transforms.insertNodes(editor, paragraph(), { at: [editor.children.length] });
        return;
      }
      for (const [index, child] of editor.children.entries()) {
        if (Text.isText(child) || isLink(child) || isMention(child)) {
          Transforms.wrapNodes(editor, paragraph([]), { at: [index] });
          return;
        }
        if (
          Element.isElement(child) &&
          (child.type === 'table-row' || child.type === 'table-cell')
        ) {
          Transforms.unwrapNodes(editor, { at: [index] });
          return;
        }
        if (isListItem(child)) {
          const depth = clampDepth(editor.children, index, child.depth);
          if (depth !== child.depth) {
            Transforms.setNodes<ListItemElement>(editor, { depth }, { at: [index] });
            return;
          }
        }
      }
    }
    if (Element.isElement(node) && (node.type === 'table' || node.type === 'table-row')) {
      if (node.children.length === 0) {
        Transforms.removeNodes(editor, { at: path });
        return;
      }
      const childType = node.type === 'table' ? 'table-row' : 'table-cell';
      for (const [index, child] of node.children.entries()) {
        if (!Element.isElement(child) || child.type !== childType) {
          Transforms.removeNodes(editor, { at: [...path, index] });
          return;
        }
      }
    }
    if (isLink(node) && Node.string(node) === '') {
      Transforms.removeNodes(editor, { at: path });
      return;
    }
    if (isCodeBlock(node)) {
      // Code is plain text: no links, no mentions (their `@Name` stays), no marks.
      for (const [index, child] of node.children.entries()) {
        if (isMention(child)) {
          Editor.withoutNormalizing(editor, () => {
            Transforms.removeNodes(editor, { at: [...path, index] });
            Transforms.insertNodes(editor, { text: `@${child.name}` }, { at: [...path, index] });
          });
          return;
        }
        if (!Text.isText(child)) {
          Transforms.unwrapNodes(editor, { at: [...path, index] });
          return;
        }
        const marks = MARKS.filter((mark) => child[mark]);
        if (marks.length) {
          Transforms.unsetNodes(editor, marks, { at: [...path, index] });
          return;
        }
      }
    }
    normalizeNode(entry, options);
  };

  editor.insertBreak = () => {
    if (isInTable(editor)) {
      editor.insertText('\n');
      return;
    }
    const code = activeCodeBlock(editor);
    if (code && editor.selection && Range.isCollapsed(editor.selection)) {
      // Enter is a new line of code; on an empty last line, it leaves the block.
      const [node, path] = code;
      const atEnd = Point.equals(editor.selection.anchor, Editor.end(editor, path));
      if (atEnd && Node.string(node).endsWith('\n')) {
        Transforms.delete(editor, { unit: 'character', reverse: true });
        const next = Path.next(path);
        const after = Node.has(editor, next) ? Node.get(editor, next) : undefined;
        const emptyParagraph =
          Element.isElement(after) && after.type === 'paragraph' && textOf(after) === '';
        if (!emptyParagraph) Transforms.insertNodes(editor, paragraph(), { at: next });
        Transforms.select(editor, Editor.start(editor, next));
        return;
      }
      editor.insertText('\n');
      return;
    }
    const [item] = selectedItems(editor);
    if (item && editor.selection && Range.isCollapsed(editor.selection) && textOf(item[0]) === '') {
      outdent(editor);
      return;
    }
    insertBreak();
  };

  const atCellEdge = (edge: 'start' | 'end') => {
    const { selection } = editor;
    const cell = cellEntry(editor);
    if (!cell || !selection || !Range.isCollapsed(selection)) return false;
    const point = edge === 'start' ? Editor.start(editor, cell[1]) : Editor.end(editor, cell[1]);
    return Point.equals(selection.anchor, point);
  };

  editor.deleteBackward = (unit) => {
    if (atCellEdge('start')) return;
    const { selection } = editor;
    const [item] = selectedItems(editor);
    if (item && selection && Range.isCollapsed(selection)) {
      if (Point.equals(selection.anchor, Editor.start(editor, item[1]))) {
        outdent(editor);
        return;
      }
    }
    deleteBackward(unit);
  };

  editor.deleteForward = (unit) => {
    if (atCellEdge('end')) return;
    deleteForward(unit);
  };

  editor.insertText = (text, options) => {
    if (!typeCodeMark(editor, text)) insertText(text, options);
  };

  return editor;
}

/**
 * Where a pasted fragment may go: only its text inside a table cell (a cell holds no blocks) or
 * a code block (code is plain text).
 */
export function insertFragmentAt(editor: AnyEditor, fragment: Descendant[]): void {
  if (isInTable(editor) || isInCodeBlock(editor)) {
    const text = fragment
      .map((node) => textOf(node))
      .filter(Boolean)
      .join('\n');
    if (text) Transforms.insertText(editor, text);
    return;
  }
  Transforms.insertFragment(editor, fragment);
}
