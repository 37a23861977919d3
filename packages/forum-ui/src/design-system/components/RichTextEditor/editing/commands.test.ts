import { describe, expect, it } from 'vitest';
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import {
  activeLink,
  addTableRow,
  canIndent,
  canOutdent,
  indent,
  insertFragmentAt,
  insertImage,
  insertLink,
  insertMention,
  insertTable,
  mentionQueryInEditor,
  isListActive,
  isMarkActive,
  moveInTable,
  outdent,
  removeLink,
  removeTable,
  setCodeLanguage,
  toggleCodeBlock,
  toggleList,
  toggleMark,
  withForumSchema,
} from './commands.ts';
import { toHtml } from '../document/serialize.ts';
import type { ForumEditor, RichTextDocument } from '../document/richText.ts';

function editorWith(children: Descendant[]): ForumEditor {
  const editor = withForumSchema(createEditor()) as ForumEditor;
  editor.children = children;
  Editor.normalize(editor, { force: true });
  return editor;
}

const p = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });
const html = (editor: ForumEditor) => toHtml(editor.children as RichTextDocument);
/** Selects a whole top-level block. */
const selectBlock = (editor: ForumEditor, index: number) =>
  Transforms.select(editor, Editor.range(editor, [index]));
const caretAt = (editor: ForumEditor, path: number[], offset: number) =>
  Transforms.select(editor, { path, offset });

describe('marks', () => {
  it('toggles bold, italic and underline on the selection and reports them', () => {
    const editor = editorWith([p('hello world')]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 6 },
      focus: { path: [0, 0], offset: 11 },
    });
    toggleMark(editor, 'bold');
    toggleMark(editor, 'italic');
    toggleMark(editor, 'underline');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    expect(html(editor)).toBe('<p>hello <strong><em><u>world</u></em></strong></p>');
    toggleMark(editor, 'italic');
    expect(isMarkActive(editor, 'italic')).toBe(false);
    expect(html(editor)).toBe('<p>hello <strong><u>world</u></strong></p>');
  });

  it('marks what is typed next at a caret', () => {
    const editor = editorWith([p('a')]);
    caretAt(editor, [0, 0], 1);
    toggleMark(editor, 'bold');
    editor.insertText('b');
    expect(html(editor)).toBe('<p>a<strong>b</strong></p>');
  });
});

describe('lists', () => {
  it('turns paragraphs into a list and back', () => {
    const editor = editorWith([p('one'), p('two')]);
    Transforms.select(editor, {
      anchor: Editor.start(editor, [0]),
      focus: Editor.end(editor, [1]),
    });
    toggleList(editor, 'bulleted');
    expect(isListActive(editor, 'bulleted')).toBe(true);
    expect(isListActive(editor, 'numbered')).toBe(false);
    expect(html(editor)).toBe('<ul><li>one</li><li>two</li></ul>');
    toggleList(editor, 'numbered');
    expect(html(editor)).toBe('<ol><li>one</li><li>two</li></ol>');
    toggleList(editor, 'numbered');
    expect(html(editor)).toBe('<p>one</p><p>two</p>');
    expect(editor.children[0]).toEqual(p('one'));
  });

  it('indents into a nested list, no deeper than one under the item before', () => {
    const editor = editorWith([p('a'), p('b'), p('c')]);
    Transforms.select(editor, {
      anchor: Editor.start(editor, [0]),
      focus: Editor.end(editor, [2]),
    });
    toggleList(editor, 'bulleted');
    selectBlock(editor, 0);
    expect(canIndent(editor)).toBe(false); // the first item has nothing to nest under
    selectBlock(editor, 1);
    expect(canIndent(editor)).toBe(true);
    indent(editor);
    expect(canIndent(editor)).toBe(false);
    selectBlock(editor, 2);
    indent(editor);
    indent(editor);
    expect(html(editor)).toBe('<ul><li>a<ul><li>b<ul><li>c</li></ul></li></ul></li></ul>');
    outdent(editor);
    expect(html(editor)).toBe('<ul><li>a<ul><li>b</li><li>c</li></ul></li></ul>');
  });

  it('outdents a top-level item into a paragraph, and keeps deeper items reachable', () => {
    const editor = editorWith([
      { type: 'list-item', list: 'bulleted', depth: 0, children: [{ text: 'a' }] },
      { type: 'list-item', list: 'bulleted', depth: 1, children: [{ text: 'b' }] },
    ]);
    selectBlock(editor, 0);
    expect(canOutdent(editor)).toBe(true);
    outdent(editor);
    expect(editor.children[1]).toMatchObject({ type: 'list-item', depth: 0 });
    expect(html(editor)).toBe('<p>a</p><ul><li>b</li></ul>');
  });

  it('ends the list on Enter in an empty item, and Backspace at an item start outdents', () => {
    const editor = editorWith([
      { type: 'list-item', list: 'numbered', depth: 1, children: [{ text: '' }] },
    ]);
    expect(editor.children[0]).toMatchObject({ depth: 0 }); // the first item cannot be nested
    Transforms.setNodes(editor, { depth: 0 }, { at: [0] });
    editor.children.push({
      type: 'list-item',
      list: 'numbered',
      depth: 1,
      children: [{ text: 'x' }],
    });
    Editor.normalize(editor, { force: true });
    caretAt(editor, [1, 0], 0);
    editor.deleteBackward('character');
    expect(editor.children[1]).toMatchObject({ type: 'list-item', depth: 0 });
    caretAt(editor, [0, 0], 0);
    editor.insertBreak();
    expect(editor.children[0]).toMatchObject({ type: 'paragraph' });
  });

  it('clamps the depths of a pasted or stored list that jumps', () => {
    const editor = editorWith([
      p('intro'),
      { type: 'list-item', list: 'bulleted', depth: 3, children: [{ text: 'x' }] },
      { type: 'list-item', list: 'bulleted', depth: 4, children: [{ text: 'y' }] },
    ]);
    expect(editor.children.slice(1)).toMatchObject([{ depth: 0 }, { depth: 1 }]);
  });
});

describe('links', () => {
  it('links the selected text', () => {
    const editor = editorWith([p('read the docs')]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 9 },
      focus: { path: [0, 0], offset: 13 },
    });
    expect(insertLink(editor, 'https://docs.example.com')).toBe(true);
    expect(html(editor)).toBe('<p>read the <a href="https://docs.example.com">docs</a></p>');
    expect(activeLink(editor)).toBeUndefined(); // the caret is after it
  });

  it('inserts the text (or the address) as a link at a caret, and typing goes on after it', () => {
    const editor = editorWith([p('see ')]);
    caretAt(editor, [0, 0], 4);
    insertLink(editor, 'mailto:team@example.com', 'the team');
    editor.insertText('!');
    expect(html(editor)).toBe('<p>see <a href="mailto:team@example.com">the team</a>!</p>');
    caretAt(editor, [0, 2], 1);
    insertLink(editor, 'http://x.test');
    expect(html(editor)).toContain('<a href="http://x.test">http://x.test</a>');
  });

  it('replaces selected text when other text is given', () => {
    const editor = editorWith([p('old')]);
    selectBlock(editor, 0);
    insertLink(editor, 'https://new.test', 'new');
    expect(html(editor)).toBe('<p><a href="https://new.test">new</a></p>');
  });

  it('edits and removes the link the caret is in', () => {
    const editor = editorWith([
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', url: 'https://a.test', children: [{ text: 'site' }] },
          { text: '' },
        ],
      },
    ]);
    caretAt(editor, [0, 1, 0], 2);
    expect(activeLink(editor)?.[0].url).toBe('https://a.test');
    insertLink(editor, 'https://b.test', 'other site');
    expect(html(editor)).toBe('<p><a href="https://b.test">other site</a></p>');
    caretAt(editor, [0, 1, 0], 2);
    removeLink(editor);
    expect(html(editor)).toBe('<p>other site</p>');
  });

  it('refuses addresses that are not http, https or mailto', () => {
    const editor = editorWith([p('x')]);
    selectBlock(editor, 0);
    expect(insertLink(editor, 'javascript:alert(1)')).toBe(false);
    expect(insertLink(editor, 'ftp://files.test')).toBe(false);
    expect(html(editor)).toBe('<p>x</p>');
  });
});

describe('images', () => {
  it('inserts an image after the current block with a paragraph to type in after it', () => {
    const editor = editorWith([p('text')]);
    caretAt(editor, [0, 0], 2);
    expect(insertImage(editor, 'data:image/png;base64,AAAA', ' Logo ')).toBe(true);
    expect(html(editor)).toBe(
      '<p>text</p><img src="data:image/png;base64,AAAA" alt="Logo"><p></p>',
    );
  });

  it('takes the place of an empty paragraph, and refuses unsafe addresses', () => {
    const editor = editorWith([p('')]);
    caretAt(editor, [0, 0], 0);
    expect(insertImage(editor, 'javascript:alert(1)', 'x')).toBe(false);
    insertImage(editor, '/uploads/images/1-2.png', '');
    expect(html(editor)).toBe('<img src="/uploads/images/1-2.png" alt=""><p></p>');
  });
});

describe('tables', () => {
  it('inserts rows × columns with the caret in the first cell; Tab moves cell by cell', () => {
    const editor = editorWith([p('')]);
    caretAt(editor, [0, 0], 0);
    insertTable(editor, 2, 3);
    expect(html(editor)).toBe(
      '<table><tbody><tr><td></td><td></td><td></td></tr><tr><td></td><td></td><td></td></tr></tbody></table><p></p>',
    );
    expect(editor.selection?.anchor.path).toEqual([0, 0, 0, 0]);
    editor.insertText('A');
    expect(moveInTable(editor, 1)).toBe(true);
    editor.insertText('B');
    for (let i = 0; i < 4; i++) moveInTable(editor, 1);
    expect(editor.selection?.anchor.path).toEqual([0, 1, 2, 0]);
    expect(moveInTable(editor, 1)).toBe(false); // last cell: Tab leaves the editor
    for (let i = 0; i < 5; i++) moveInTable(editor, -1);
    expect(moveInTable(editor, -1)).toBe(false);
    expect(html(editor)).toContain('<tr><td>A</td><td>B</td><td></td></tr>');
  });

  it('keeps Enter inside a cell, never merges cells, adds rows and removes the table', () => {
    const editor = editorWith([p('')]);
    caretAt(editor, [0, 0], 0);
    insertTable(editor, 1, 2);
    editor.insertText('a');
    editor.insertBreak();
    editor.insertText('b');
    moveInTable(editor, 1);
    editor.deleteBackward('character');
    expect(html(editor)).toContain('<tr><td>a<br>b</td><td></td></tr>');
    addTableRow(editor);
    expect(editor.selection?.anchor.path).toEqual([0, 1, 0, 0]);
    expect(html(editor)).toContain('<tr><td></td><td></td></tr></tbody>');
    removeTable(editor);
    expect(html(editor)).toBe('<p></p>');
  });

  it('pastes only text into a cell', () => {
    const editor = editorWith([p('')]);
    caretAt(editor, [0, 0], 0);
    insertTable(editor, 1, 1);
    insertFragmentAt(editor, [p('one'), p('two')]);
    expect(html(editor)).toContain('<td>one<br>two</td>');
  });

  it('pastes blocks anywhere else', () => {
    const editor = editorWith([p('start')]);
    caretAt(editor, [0, 0], 5);
    insertFragmentAt(editor, [p(' one'), p('two')]);
    expect(html(editor)).toBe('<p>start one</p><p>two</p>');
  });
});

describe('code', () => {
  const type = (editor: ForumEditor, text: string) => {
    for (const char of text) editor.insertText(char);
  };

  it('a backtick that closes `text` makes it inline code, and typing goes on plain', () => {
    const editor = editorWith([p('run ')]);
    caretAt(editor, [0, 0], 4);
    type(editor, '`npm ci` now');
    expect(html(editor)).toBe('<p>run <code>npm ci</code> now</p>');
  });

  it('a lone backtick stays a backtick', () => {
    const editor = editorWith([p('')]);
    caretAt(editor, [0, 0], 0);
    type(editor, 'it`s');
    expect(html(editor)).toBe('<p>it`s</p>');
  });

  it('``` at the start of an empty paragraph makes a code block; Enter is a new line in it', () => {
    const editor = editorWith([p('')]);
    caretAt(editor, [0, 0], 0);
    type(editor, '```');
    type(editor, 'a = 1');
    editor.insertBreak();
    type(editor, '  b <= 2');
    expect(html(editor)).toBe('<pre><code>a = 1\n  b &lt;= 2</code></pre><p></p>');
  });

  it('Enter on the empty last line of a code block leaves it for a new paragraph', () => {
    const editor = editorWith([{ type: 'code-block', language: '', children: [{ text: 'x' }] }]);
    Transforms.select(editor, Editor.end(editor, [0]));
    editor.insertBreak();
    editor.insertBreak();
    type(editor, 'after');
    expect(html(editor)).toBe('<pre><code>x</code></pre><p>after</p>');
  });

  it('toggles the selected paragraphs into one code block and back, and sets its language', () => {
    const editor = editorWith([p('one'), p('two'), p('three')]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [1, 0], offset: 3 },
    });
    toggleCodeBlock(editor);
    setCodeLanguage(editor, [0], 'bash');
    expect(html(editor)).toBe('<pre><code class="language-bash">one\ntwo</code></pre><p>three</p>');
    toggleCodeBlock(editor);
    expect(html(editor)).toBe('<p>one</p><p>two</p><p>three</p>');
  });

  it('code is plain text: marks and links in a code block go', () => {
    const editor = editorWith([
      {
        type: 'code-block',
        language: '',
        children: [
          { text: 'a', bold: true },
          { type: 'link', url: 'https://example.com', children: [{ text: 'b' }] },
          { text: 'c', code: true },
        ],
      } as unknown as Descendant,
    ]);
    expect(html(editor)).toBe('<pre><code>abc</code></pre><p></p>');
  });

  it('pasting into a code block inserts only the text', () => {
    const editor = editorWith([{ type: 'code-block', language: '', children: [{ text: '' }] }]);
    caretAt(editor, [0, 0], 0);
    insertFragmentAt(editor, [p('line 1'), p('line 2')]);
    expect(html(editor)).toBe('<pre><code>line 1\nline 2</code></pre><p></p>');
  });
});

describe('mentions', () => {
  const mention = { name: 'Maria Clara', href: '/users/7' };

  it('reads the mention being typed at the caret, and the range it covers', () => {
    const editor = editorWith([p('thanks @mar')]);
    caretAt(editor, [0, 0], 11);
    expect(mentionQueryInEditor(editor)).toEqual({
      query: 'mar',
      range: { anchor: { path: [0, 0], offset: 7 }, focus: { path: [0, 0], offset: 11 } },
    });
  });

  it('reads none before 2 characters, in an e-mail address, in code or in a link', () => {
    const short = editorWith([p('hi @m')]);
    caretAt(short, [0, 0], 5);
    expect(mentionQueryInEditor(short)).toBeNull();
    const email = editorWith([p('me@example')]);
    caretAt(email, [0, 0], 10);
    expect(mentionQueryInEditor(email)).toBeNull();
    const code = editorWith([{ type: 'code-block', language: '', children: [{ text: '@maria' }] }]);
    caretAt(code, [0, 0], 6);
    expect(mentionQueryInEditor(code)).toBeNull();
    const inline = editorWith([{ type: 'paragraph', children: [{ text: '@maria', code: true }] }]);
    caretAt(inline, [0, 0], 6);
    expect(mentionQueryInEditor(inline)).toBeNull();
    const link = editorWith([
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', url: 'https://e.test', children: [{ text: '@maria' }] },
          { text: '' },
        ],
      },
    ]);
    caretAt(link, [0, 1, 0], 6);
    expect(mentionQueryInEditor(link)).toBeNull();
  });

  it('puts the member in place of what was typed, with a space, and the caret after it', () => {
    const editor = editorWith([p('thanks @mar')]);
    caretAt(editor, [0, 0], 11);
    const typed = mentionQueryInEditor(editor)!;
    expect(insertMention(editor, typed.range, mention)).toBe(true);
    editor.insertText('for it');
    expect(html(editor)).toBe('<p>thanks <a href="/users/7">@Maria Clara</a> for it</p>');
  });

  it('uses the space already after the name instead of adding a second', () => {
    const editor = editorWith([p('@mar and you')]);
    caretAt(editor, [0, 0], 4);
    insertMention(editor, mentionQueryInEditor(editor)!.range, mention);
    editor.insertText('x');
    expect(html(editor)).toBe('<p><a href="/users/7">@Maria Clara</a> xand you</p>');
  });

  it('refuses an address that leaves the site, changing nothing', () => {
    const editor = editorWith([p('@mar')]);
    caretAt(editor, [0, 0], 4);
    const { range } = mentionQueryInEditor(editor)!;
    expect(insertMention(editor, range, { name: 'Eve', href: '//evil.test' })).toBe(false);
    expect(html(editor)).toBe('<p>@mar</p>');
  });

  it('keeps a mention as its @Name when its paragraph becomes code', () => {
    const editor = editorWith([p('@mar')]);
    caretAt(editor, [0, 0], 4);
    insertMention(editor, mentionQueryInEditor(editor)!.range, mention);
    selectBlock(editor, 0);
    toggleCodeBlock(editor);
    expect(html(editor)).toBe('<pre><code>@Maria Clara </code></pre><p></p>');
  });
});
