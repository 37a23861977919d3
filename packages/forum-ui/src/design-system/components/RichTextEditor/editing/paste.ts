/**
 * Paste and drop: HTML (from a web page or a word processor) keeps what the document can hold
 * and drops the rest (deserialize.ts); plain text keeps its paragraphs; a copy from this editor
 * (Slate's own fragment) goes in as it was. Inside a table cell only the text goes in.
 */
import type { Descendant } from 'slate';
import { insertFragmentAt, isInTable } from './commands.ts';
import { fromHtml, fromPlainText } from '../document/deserialize.ts';
import type { ForumEditor } from '../document/richText.ts';

/** The parts of a DataTransfer the paste reads. */
export type PastedData = Pick<DataTransfer, 'getData'> & { types: readonly string[] };

const SLATE_FRAGMENT = 'application/x-slate-fragment';

/** What a paste inserts: the HTML's document, else the text's, else nothing. */
export function pastedDocument(data: PastedData): Descendant[] | null {
  const html = data.getData('text/html');
  if (html.trim()) return fromHtml(html);
  const text = data.getData('text/plain');
  if (text) return fromPlainText(text);
  return null;
}

export function withPaste<E extends ForumEditor>(editor: E): E {
  const { insertData } = editor;
  editor.insertData = (data) => {
    if (data.types.includes(SLATE_FRAGMENT) && !isInTable(editor)) {
      insertData(data);
      return;
    }
    const fragment = pastedDocument(data);
    if (fragment) insertFragmentAt(editor, fragment);
  };
  return editor;
}
