/**
 * Plain text from user content, for previews (activity cards, reports, search results, a
 * thread's description in its head tags). Pure functions; `htmlToText` parses in domHost().
 */
import { domHost } from './domHost.ts';

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
 * The text a person reads in a piece of user HTML: tags dropped, entities decoded, blocks
 * separated by a space, runs of white space collapsed. Nothing is ever rendered or run:
 * the markup is parsed into an inert document (scripts do not execute, images do not load).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return collapse(html);
  const host = domHost();
  if (!host) return '';
  const doc = new host.DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll('script, style, template, noscript'))
    element.remove();
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === host.Node.TEXT_NODE) parts.push(node.textContent ?? '');
    for (const child of node.childNodes) walk(child);
    if (node.nodeType === host.Node.ELEMENT_NODE && BLOCKS.has((node as Element).tagName))
      parts.push(' ');
  };
  walk(doc.body);
  return collapse(parts.join(''));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/**
 * `text` cut to at most `max` characters (user-perceived characters: an emoji or an accented
 * letter is never split), with '…' added when something was cut. The cut prefers the last
 * word break in the final fifth, so words are not chopped where that costs little.
 */
export function truncateText(text: string, max: number): string {
  const graphemes = segmenter
    ? Array.from(segmenter.segment(text), (s) => s.segment)
    : Array.from(text);
  if (graphemes.length <= max) return text;
  let cut = graphemes.slice(0, Math.max(0, max)).join('');
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
