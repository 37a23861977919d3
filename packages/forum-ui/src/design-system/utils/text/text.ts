/**
 * Plain text from user content, for previews (activity cards, reports, search results, a
 * thread's description in its head tags). Pure functions; `htmlToText` parses in domHost().
 */
import { domHost } from '../dom/domHost.ts';
import { cutGraphemes } from './graphemes.ts';

const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'TR',
  'BR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'TD',
  'TH',
]);

/**
 * One inert document per window, reused: it has no browsing context, so nothing parsed into it
 * runs or loads. A DOMParser makes a new document for every call, which for a page of 20 search
 * results cost tens of milliseconds on a phone, in the middle of its first render.
 */
const inertDocuments = new WeakMap<object, Document>();
function inertDocument(host: Window & typeof globalThis): Document {
  let doc = inertDocuments.get(host);
  if (!doc) {
    doc = host.document.implementation.createHTMLDocument('');
    inertDocuments.set(host, doc);
  }
  return doc;
}

/**
 * The text a person reads in a piece of user HTML: tags dropped, entities decoded, blocks
 * separated by a space, runs of white space collapsed. Nothing is ever rendered or run:
 * the markup is parsed into an inert document (scripts do not execute, images do not load).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return collapse(html);
  const host = domHost();
  if (!host) return '';
  const { body } = inertDocument(host);
  body.innerHTML = html;
  for (const element of body.querySelectorAll('script, style, template, noscript'))
    element.remove();
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === host.Node.TEXT_NODE) parts.push(node.textContent ?? '');
    for (const child of node.childNodes) walk(child);
    if (node.nodeType === host.Node.ELEMENT_NODE && BLOCKS.has((node as Element).tagName))
      parts.push(' ');
  };
  walk(body);
  body.textContent = '';
  return collapse(parts.join(''));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * `text` cut to at most `max` characters (user-perceived characters: an emoji or an accented
 * letter is never split), with '…' added when something was cut. The cut prefers the last
 * word break in the final fifth, so words are not chopped where that costs little.
 */
export function truncateText(text: string, max: number): string {
  let cut = cutGraphemes(text, max);
  if (cut === text) return text;
  const space = cut.lastIndexOf(' ');
  if (space >= Math.floor(cut.length * 0.8)) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}

/** A preview of user HTML: its text, cut to `max` characters. */
export function previewText(html: string | null | undefined, max: number): string {
  return truncateText(htmlToText(html), max);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or a double-quoted attribute value: the five markup characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
