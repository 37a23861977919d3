/**
 * HTML → document: reads a post's HTML back into the editor, and HTML pasted from a web page or
 * a word processor. Only what the document can hold survives: paragraphs, bold, italic,
 * underline (as tags or as inline styles, the way Google Docs and Word write them), links with
 * an allowed address, images with an allowed address, lists (nested, and Word's list
 * paragraphs) and tables. Everything else is dropped: scripts, styles, frames, forms, event
 * attributes, classes, colours, fonts and unsafe addresses; text inside unknown elements is kept.
 *
 * The HTML is parsed with DOMParser into an inert document (nothing runs, nothing loads), and
 * only text and the few allowed attribute values are copied out of it.
 *
 * Reading what `toHtml` wrote gives back the same document (see serialize.test.ts).
 */
import {
  MAX_LIST_DEPTH,
  MARKS,
  emptyDocument,
  type BlockElement,
  type CodeBlockElement,
  type FormattedText,
  type InlineNode,
  type ListKind,
  type MarkName,
  type RichTextDocument,
  type TableCellElement,
  type TableElement,
} from './richText.ts';
import { safeImageUrl, safeLinkUrl, safeSitePath } from './urls.ts';
import { codeLanguageNamed } from '../../UserHtml/codeLanguageNames.ts';

type Marks = Partial<Record<MarkName, true>>;

interface Context {
  marks: Marks;
  link?: string;
  /** Inside <pre>: white space is kept. */
  pre: boolean;
  /** The depth of the list being read (-1 outside lists). */
  listDepth: number;
}

interface Run {
  text: string;
  marks: Marks;
  link?: string;
  /** A member mentioned (its text is `@Name`): one piece, never merged with other runs. */
  mention?: { name: string; href: string };
}

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'button',
  'select',
  'option',
  'textarea',
  'input',
  'canvas',
  'video',
  'audio',
  'source',
  'track',
  'map',
  'area',
  'dialog',
]);

/** Elements that start and end a block of text. */
const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'address',
  'center',
  'dl',
  'dt',
  'dd',
  'li',
  'hr',
  'form',
  'fieldset',
  'legend',
  'details',
  'summary',
  'caption',
]);

/** Blocks that are a paragraph even when empty (an empty <p> is an empty line). */
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote']);

const MARK_TAGS: Record<string, MarkName> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  code: 'code',
  kbd: 'code',
  samp: 'code',
  tt: 'code',
};

function styleOf(element: Element): string {
  return (element.getAttribute('style') ?? '').toLowerCase();
}

/** Marks an element adds or removes, by tag and by inline style. */
function marksOf(element: Element, tag: string, marks: Marks): Marks {
  const next: Marks = { ...marks };
  const mark = MARK_TAGS[tag];
  if (mark) next[mark] = true;
  const style = styleOf(element);
  if (!style) return next;
  const weight = /font-weight\s*:\s*([a-z0-9]+)/.exec(style)?.[1];
  if (weight) {
    if (/^(bold|bolder|[6-9]00)$/.test(weight)) next.bold = true;
    else if (/^(normal|lighter|[1-5]00)$/.test(weight)) delete next.bold;
  }
  const fontStyle = /font-style\s*:\s*([a-z]+)/.exec(style)?.[1];
  if (fontStyle === 'italic' || fontStyle === 'oblique') next.italic = true;
  else if (fontStyle === 'normal') delete next.italic;
  if (/text-decoration(-line)?\s*:[^;]*underline/.test(style)) next.underline = true;
  return next;
}

const sameMarks = (a: Marks, b: Marks) => MARKS.every((mark) => !a[mark] === !b[mark]);

function leaf(text: string, marks: Marks): FormattedText {
  const node: FormattedText = { text };
  for (const mark of MARKS) if (marks[mark]) node[mark] = true;
  return node;
}

/**
 * Runs of text as Slate's normal form: adjacent runs with the same marks and link merged,
 * edges trimmed of collapsible spaces, one trailing line break dropped (a browser does not
 * show it), no-break spaces back to spaces, links with text between text nodes.
 */
function inlinesOf(runs: readonly Run[]): InlineNode[] {
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (
      last &&
      !last.mention &&
      !run.mention &&
      last.link === run.link &&
      sameMarks(last.marks, run.marks)
    )
      last.text += run.text;
    else merged.push({ ...run });
  }
  if (merged.length) {
    merged[0]!.text = merged[0]!.text.replace(/^ +/, '');
    const last = merged[merged.length - 1]!;
    last.text = last.text.replace(/ +$/, '').replace(/\n$/, '');
  }
  const nodes: InlineNode[] = [];
  const pushText = (text: FormattedText) => {
    const last = nodes[nodes.length - 1];
    if (last && !('type' in last) && sameMarks(last, text)) last.text += text.text;
    else nodes.push(text);
  };
  for (const run of merged) {
    const text = run.text.replace(/\u00a0/g, ' ');
    if (!text) continue;
    if (run.mention) {
      const previous = nodes[nodes.length - 1];
      if (!previous || 'type' in previous) nodes.push({ text: '' });
      nodes.push({ type: 'mention', ...run.mention, children: [{ text: '' }] });
      continue;
    }
    if (run.link) {
      const previous = nodes[nodes.length - 1];
      if (previous && 'type' in previous && previous.type === 'link' && previous.url === run.link) {
        const inner = previous.children;
        const end = inner[inner.length - 1]!;
        if (sameMarks(end, run.marks)) end.text += text;
        else inner.push(leaf(text, run.marks));
        continue;
      }
      if (!previous || 'type' in previous) nodes.push({ text: '' });
      nodes.push({ type: 'link', url: run.link, children: [leaf(text, run.marks)] });
    } else {
      pushText(leaf(text, run.marks));
    }
  }
  if (!nodes.length || 'type' in nodes[nodes.length - 1]!) nodes.push({ text: '' });
  return nodes;
}

const hasText = (runs: readonly Run[]) => runs.some((run) => /[^ \n]/.test(run.text));

/** The item being read, inside an <li>: where its text goes. */
interface Item {
  list: ListKind;
  depth: number;
  emitted: boolean;
}

class Reader {
  blocks: BlockElement[] = [];
  private runs: Run[] = [];
  private item: Item | null = null;

  append(text: string, context: Context) {
    if (!text) return;
    let value = text;
    if (!context.pre) {
      value = value.replace(/[ \t\n\r\f]+/g, ' ');
      const last = this.runs[this.runs.length - 1]?.text ?? '';
      if (value.startsWith(' ') && (last === '' || / $|\n$/.test(last))) value = value.slice(1);
    }
    if (value) this.runs.push({ text: value, marks: context.marks, link: context.link });
  }

  lineBreak(context: Context) {
    this.runs.push({ text: '\n', marks: context.marks, link: context.link });
  }

  /** Ends the text collected so far: a paragraph, or the current list item. */
  flush(force = false) {
    const runs = this.runs;
    this.runs = [];
    const item = this.item;
    if (item) {
      if (!hasText(runs) && (item.emitted || !force)) return;
      item.emitted = true;
      const depth = Math.min(item.depth, MAX_LIST_DEPTH);
      this.blocks.push({ type: 'list-item', list: item.list, depth, children: inlinesOf(runs) });
      return;
    }
    if (!hasText(runs) && !force) return;
    this.blocks.push({ type: 'paragraph', children: inlinesOf(runs) });
  }

  walkChildren(node: Node, context: Context) {
    for (const child of Array.from(node.childNodes)) this.walk(child, context);
  }

  walk(node: Node, context: Context) {
    if (node.nodeType === 3) {
      this.append(node.textContent ?? '', context);
      return;
    }
    if (node.nodeType !== 1) return; // comments, processing instructions
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED.has(tag)) return;
    if (/mso-list\s*:\s*ignore/.test(styleOf(element))) return;
    switch (tag) {
      case 'br':
        this.lineBreak(context);
        return;
      case 'img':
        this.image(element);
        return;
      case 'ul':
      case 'ol':
        this.list(element, tag === 'ol' ? 'numbered' : 'bulleted', context);
        return;
      case 'table':
        this.flush();
        this.blocks.push(readTable(element as HTMLTableElement));
        return;
    }
    if (tag === 'pre' && !this.item) {
      this.flush();
      this.blocks.push(codeBlockOf(element));
      return;
    }
    const wordItem = tag === 'p' && !this.item ? wordListItem(element) : null;
    if (wordItem) {
      this.flush();
      this.item = { ...wordItem, emitted: false };
      this.walkChildren(element, { ...context, pre: false });
      this.flush(true);
      this.item = null;
      return;
    }
    if (BLOCKS.has(tag)) {
      const inner = { ...context, pre: context.pre || tag === 'pre' };
      if (this.item) {
        // A block inside a list item (<li><p>…</p></li>): a new line of the same item.
        const last = this.runs[this.runs.length - 1]?.text;
        if (last !== undefined && !last.endsWith('\n')) this.lineBreak(context);
        this.walkChildren(element, inner);
        return;
      }
      this.flush();
      this.walkChildren(element, inner);
      this.flush(PARAGRAPHS.has(tag));
      return;
    }
    if (tag === 'a' && !context.link) {
      // A mention, as this editor writes it: `@Name` linked to a path of this site.
      const href = safeSitePath(element.getAttribute('href') ?? '');
      const text = (element.textContent ?? '').trim();
      if (href && /^@[^\s@]/u.test(text)) {
        this.runs.push({ text, marks: {}, mention: { name: text.slice(1), href } });
        return;
      }
    }
    const next: Context = { ...context, marks: marksOf(element, tag, context.marks) };
    if (tag === 'a') next.link = safeLinkUrl(element.getAttribute('href') ?? '') ?? undefined;
    this.walkChildren(element, next);
  }

  image(element: Element) {
    const url = safeImageUrl(element.getAttribute('src') ?? '');
    if (!url) return;
    this.flush();
    const item = this.item;
    this.blocks.push({
      type: 'image',
      url,
      alt: (element.getAttribute('alt') ?? '').trim(),
      children: [{ text: '' }],
    });
    // Text after an image inside a list item continues as a further item of the same list.
    if (item) item.emitted = false;
  }

  list(element: Element, kind: ListKind, context: Context) {
    // Inside an item, its own line comes first (even when empty: the nested list hangs on it).
    this.flush(this.item !== null);
    const outer = this.item;
    const depth = context.listDepth + 1;
    const inner: Context = { ...context, listDepth: depth };
    for (const child of Array.from(element.children)) {
      const tag = child.localName.toLowerCase();
      if (tag === 'li') {
        this.item = { list: kind, depth, emitted: false };
        this.walkChildren(child, inner);
        this.flush(true);
      } else if (tag === 'ul' || tag === 'ol') {
        // A list directly inside a list (older editors write nesting this way).
        this.item = null;
        this.list(child, tag === 'ol' ? 'numbered' : 'bulleted', inner);
      } else if (!DROPPED.has(tag)) {
        this.item = { list: kind, depth, emitted: false };
        this.walkChildren(child, inner);
        this.flush();
      }
    }
    this.item = outer;
    if (outer) outer.emitted = true;
  }
}

/** The text of a <pre> as written: its lines, and `<br>` as a line break. */
function preText(node: Node): string {
  let text = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) text += child.textContent ?? '';
    else if (child.nodeType === 1) {
      const tag = (child as Element).localName.toLowerCase();
      if (tag === 'br') text += '\n';
      else if (!DROPPED.has(tag)) text += preText(child);
    }
  }
  return text;
}

/**
 * A `<pre>` as a code block: its text exactly, and its language when its `<code>` (or the
 * `<pre>` itself, as some sites write it) names one of the list (`language-x` or `lang-x`,
 * common short names read as theirs).
 */
function codeBlockOf(pre: Element): CodeBlockElement {
  const code = pre.querySelector(':scope > code');
  const classes = `${code?.getAttribute('class') ?? ''} ${pre.getAttribute('class') ?? ''}`;
  const name = /(?:^|\s)lang(?:uage)?-([\w+#]+)/.exec(classes)?.[1];
  const text = preText(pre).replace(/\r\n?/g, '\n');
  return {
    type: 'code-block',
    language: codeLanguageNamed(name) ?? '',
    children: [{ text }],
  };
}

/**
 * Word writes list items as paragraphs styled `mso-list: l0 level2 lfo1` with the bullet or
 * number in a span styled `mso-list: Ignore`. Returns the item's kind and depth, or null.
 */
function wordListItem(element: Element): { list: ListKind; depth: number } | null {
  const style = styleOf(element);
  const level = /mso-list\s*:[^;]*level(\d+)/.exec(style)?.[1];
  if (!level) return null;
  const marker = Array.from(element.querySelectorAll('[style]')).find((node) =>
    /mso-list\s*:\s*ignore/.test(styleOf(node)),
  );
  const numbered = /^\s*[0-9a-z]{1,4}[.)]/i.test(marker?.textContent ?? '');
  return { list: numbered ? 'numbered' : 'bulleted', depth: Math.max(0, Number(level) - 1) };
}

/** A cell's content as inline nodes (blocks inside a cell become lines; images are dropped). */
function cellOf(cell: Element): TableCellElement {
  const reader = new Reader();
  reader.walkChildren(cell, { marks: {}, pre: false, listDepth: -1 });
  reader.flush();
  const lines = reader.blocks.filter((block) => block.type !== 'image' && block.type !== 'table');
  const children: InlineNode[] = [];
  lines.forEach((block, i) => {
    if (i > 0) children.push({ text: '\n' });
    children.push(...(block as { children: InlineNode[] }).children);
  });
  return { type: 'table-cell', children: normaliseInlines(children) };
}

/** Adjacent texts with the same marks merged; texts around links; never empty. */
function normaliseInlines(nodes: readonly InlineNode[]): InlineNode[] {
  const runs: Run[] = [];
  for (const node of nodes) {
    if ('type' in node && node.type === 'mention') {
      const { name, href } = node;
      runs.push({ text: `@${name}`, marks: {}, mention: { name, href } });
    } else if ('type' in node) {
      for (const child of node.children)
        runs.push({ text: child.text, marks: child, link: node.url });
    } else {
      runs.push({ text: node.text, marks: node });
    }
  }
  return inlinesOf(runs.map((run) => ({ ...run, marks: leafMarks(run.marks) })));
}

function leafMarks(text: Marks): Marks {
  const marks: Marks = {};
  for (const mark of MARKS) if (text[mark]) marks[mark] = true;
  return marks;
}

function readTable(table: HTMLTableElement): TableElement {
  const rows = Array.from(table.rows).map((row) => Array.from(row.cells).map(cellOf));
  const columns = Math.max(1, ...rows.map((cells) => cells.length));
  const filled = rows.length ? rows : [[]];
  return {
    type: 'table',
    children: filled.map((cells) => ({
      type: 'table-row',
      children: [
        ...cells,
        ...Array.from({ length: columns - cells.length }, () => ({
          type: 'table-cell' as const,
          children: [{ text: '' }],
        })),
      ],
    })),
  };
}

/** Parses HTML into an inert document (no scripts run, no images load). */
export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The document an HTML string holds. Empty or unreadable HTML gives an empty document. */
export function fromHtml(html: string): RichTextDocument {
  const reader = new Reader();
  reader.walkChildren(parseHtml(html).body, { marks: {}, pre: false, listDepth: -1 });
  reader.flush();
  return reader.blocks.length ? reader.blocks : emptyDocument();
}

/** Plain text as paragraphs: one per line, blank lines dropped. */
export function fromPlainText(text: string): RichTextDocument {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\t/g, ' '))
    .filter((line) => line.trim() !== '');
  return lines.length
    ? lines.map((line) => ({ type: 'paragraph', children: [{ text: line }] }))
    : emptyDocument();
}
