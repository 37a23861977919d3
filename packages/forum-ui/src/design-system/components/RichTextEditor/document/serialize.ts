/**
 * Document → HTML: the API's `content`. The output uses only these tags and attributes, all of
 * which the user-HTML renderer keeps:
 *
 *   p, br, strong, em, u, code, a[href], ul, ol, li, img[src, alt], table, tbody, tr, td,
 *   pre > code[class="language-…"]
 *
 * Link addresses are http, https or mailto, a mention's a path of this site (`<a
 * href="/users/5">@Name</a>`), and image addresses http(s), a site path or an
 * image data URL (urls.ts); anything else is written as plain text or left out. Text is
 * escaped; runs of spaces and spaces at the edges of a leaf become `&nbsp;` so that reading the
 * HTML back (deserialize.ts) gives the same text. A flat run of list items becomes nested
 * <ul>/<ol> by depth.
 */
import type {
  BlockElement,
  FormattedText,
  InlineNode,
  ListItemElement,
  RichTextDocument,
  TableElement,
} from './richText.ts';
import { escapeHtml } from '../../../utils/text/text.ts';
import { inlineText } from './richText.ts';
import { safeImageUrl, safeLinkUrl, safeSitePath } from './urls.ts';

/**
 * Writes the text of one block, leaf by leaf, keeping every space a browser would collapse: a
 * space at the start of the block or of a line, after another space, or at the end of the
 * block becomes `&nbsp;` (alternating with plain spaces in a run, as editors write them).
 */
class TextWriter {
  private previous = '\n';
  private index = 0;
  constructor(private readonly length: number) {}

  write(text: string): string {
    let html = '';
    for (const char of text) {
      this.index += char.length;
      if (char === '\n') {
        html += '<br>';
      } else if (
        char === ' ' &&
        (this.previous === ' ' || this.previous === '\n' || this.index === this.length)
      ) {
        html += '&nbsp;';
        this.previous = '\u00a0';
        continue;
      } else {
        html += escapeHtml(char);
      }
      this.previous = char;
    }
    return html;
  }
}

function leafHtml(leaf: FormattedText, writer: TextWriter): string {
  let html = writer.write(leaf.text);
  if (!html) return '';
  if (leaf.code) html = `<code>${html}</code>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

/** Inline content; a trailing line break gets a second <br>, as a browser needs to show it. */
export function inlinesHtml(nodes: readonly InlineNode[]): string {
  const text = inlineText(nodes);
  const writer = new TextWriter(text.length);
  const html = nodes
    .map((node) => {
      if (!('type' in node)) return leafHtml(node, writer);
      if (node.type === 'mention') {
        const name = writer.write(`@${node.name}`);
        const href = safeSitePath(node.href);
        return href ? `<a href="${escapeHtml(href)}">${name}</a>` : name;
      }
      const inner = node.children.map((child) => leafHtml(child, writer)).join('');
      const url = safeLinkUrl(node.url);
      return url && inner ? `<a href="${escapeHtml(url)}">${inner}</a>` : inner;
    })
    .join('');
  return text.endsWith('\n') ? `${html}<br>` : html;
}

function tableHtml(table: TableElement): string {
  const rows = table.children
    .map(
      (row) =>
        `<tr>${row.children.map((cell) => `<td>${inlinesHtml(cell.children)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><tbody>${rows}</tbody></table>`;
}

/**
 * A run of list items as nested lists. Depths are first made reachable (an item is at most one
 * level deeper than the one before it; the first is at level 0), so any run nests validly.
 */
export function listHtml(items: readonly ListItemElement[]): string {
  const depths: number[] = [];
  items.forEach((item, i) => {
    depths.push(i === 0 ? 0 : Math.max(0, Math.min(item.depth, depths[i - 1]! + 1)));
  });
  let index = 0;
  const list = (depth: number): string => {
    const kind = items[index]!.list;
    const tag = kind === 'numbered' ? 'ol' : 'ul';
    let html = `<${tag}>`;
    while (index < items.length && depths[index] === depth && items[index]!.list === kind) {
      html += `<li>${inlinesHtml(items[index]!.children)}`;
      index += 1;
      while (index < items.length && depths[index]! > depth) html += list(depth + 1);
      html += '</li>';
    }
    return `${html}</${tag}>`;
  };
  let html = '';
  while (index < items.length) html += list(0);
  return html;
}

function blockHtml(block: Exclude<BlockElement, ListItemElement>): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${inlinesHtml(block.children)}</p>`;
    case 'image': {
      const src = safeImageUrl(block.url);
      return src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(block.alt)}">` : '';
    }
    case 'table':
      return tableHtml(block);
    case 'code-block': {
      // Every character as typed: a code block keeps its spaces and lines without help.
      const code = escapeHtml(block.children.map((leaf) => leaf.text).join(''));
      const language = block.language ? ` class="language-${block.language}"` : '';
      return `<pre><code${language}>${code}</code></pre>`;
    }
  }
}

/** The document as HTML (see the top of this file for what it may contain). */
export function toHtml(document: RichTextDocument): string {
  let html = '';
  let run: ListItemElement[] = [];
  for (const block of document) {
    if (block.type === 'list-item') {
      run.push(block);
      continue;
    }
    if (run.length) html += listHtml(run);
    run = [];
    html += blockHtml(block);
  }
  if (run.length) html += listHtml(run);
  return html;
}

/** Every tag and attribute `toHtml` can write (the renderer's allowlist must hold them). */
export const SERIALISED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'code',
  'pre',
  'a',
  'ul',
  'ol',
  'li',
  'img',
  'table',
  'tbody',
  'tr',
  'td',
] as const;
export const SERIALISED_ATTRIBUTES = {
  a: ['href'],
  img: ['src', 'alt'],
  code: ['class'],
} as const;
