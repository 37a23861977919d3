/**
 * A post's code blocks as a reader gets them: each `<pre>` of the sanitised HTML (sanitize.ts) in
 * a box with a Copy button and a status that says what the copy did, scrolling sideways on its
 * own (focusable, so a keyboard scrolls it), and, when a highlighter is given, its code
 * highlighted. Done on the server for a rendered page (the reader runs no script for it) and in
 * the browser for what it renders itself. Built with the DOM's own methods on an inert DOMParser
 * document: the highlighter gives text and class names, never markup.
 */
import { domHost } from '../../utils/dom/domHost.ts';
import { COPY_CODE } from './codeBlockParts.ts';
import { isCodeLanguage, type CodeLanguage } from './codeLanguages.ts';

/** A highlighter's answer: text runs, some in spans of the theme's syntax classes (`hljs-…`). */
export interface CodeTokenText {
  type: 'text';
  value: string;
}
export interface CodeTokenSpan {
  type: 'element';
  classes: readonly string[];
  children: readonly CodeToken[];
}
export type CodeToken = CodeTokenText | CodeTokenSpan;

/** Highlights `code` written in `language` (highlight.ts). */
export type HighlightCode = (code: string, language: CodeLanguage) => readonly CodeToken[];

/** What a code block's box says and how it looks. */
export interface CodeBlockParts {
  /** The Copy button's text. */
  copy: string;
  /** Classes: the box, its bar (the language and the button), the language, the button, the status. */
  classes: Record<'block' | 'bar' | 'language' | 'button' | 'status', string>;
  /** The name of a language as the bar shows it. */
  languageName: (language: CodeLanguage) => string;
}

/** The language a block's code names (`language-x`, as the sanitiser left it), if any. */
export function languageOf(code: Element): CodeLanguage | undefined {
  const name = /^language-(\w+)$/.exec(code.getAttribute('class') ?? '')?.[1];
  return isCodeLanguage(name) ? name : undefined;
}

function append(doc: Document, parent: Node, tokens: readonly CodeToken[]) {
  for (const token of tokens) {
    if (token.type === 'text') {
      parent.appendChild(doc.createTextNode(token.value));
      continue;
    }
    const span = doc.createElement('span');
    // Only the highlighter's own class names: `hljs-` and a word, nothing a member chose.
    span.className = token.classes.filter((name) => /^hljs-[\w-]+$/.test(name)).join(' ');
    append(doc, span, token.children);
    parent.appendChild(span);
  }
}

/**
 * `clean` (sanitised HTML) with each code block boxed, and highlighted by `highlight` when
 * given. HTML with no `<pre>` comes back as it is.
 */
export function decorateCode(
  clean: string,
  parts: CodeBlockParts,
  highlight?: HighlightCode,
): string {
  const host = domHost();
  if (!host || !clean.includes('<pre')) return clean;
  const doc = new host.DOMParser().parseFromString(`<!doctype html><body>${clean}`, 'text/html');
  const make = (tag: string, className: string) => {
    const element = doc.createElement(tag);
    element.className = className;
    return element;
  };
  for (const pre of doc.body.querySelectorAll('pre')) {
    const code = pre.querySelector(':scope > code');
    const language = code ? languageOf(code) : undefined;
    if (code && language && highlight) {
      const text = code.textContent ?? '';
      code.replaceChildren();
      append(doc, code, highlight(text, language));
    }
    // A long line scrolls inside the block; focusable, the keyboard scrolls it too.
    pre.setAttribute('tabindex', '0');
    const block = make('div', parts.classes.block);
    const bar = make('div', parts.classes.bar);
    if (language) {
      const name = make('span', parts.classes.language);
      name.textContent = parts.languageName(language);
      bar.append(name);
    }
    const button = make('button', parts.classes.button);
    button.setAttribute('type', 'button');
    button.setAttribute(COPY_CODE, '');
    button.textContent = parts.copy;
    const status = make('span', parts.classes.status);
    status.setAttribute('role', 'status');
    bar.append(button, status);
    pre.replaceWith(block);
    block.append(bar, pre);
  }
  return doc.body.innerHTML;
}
