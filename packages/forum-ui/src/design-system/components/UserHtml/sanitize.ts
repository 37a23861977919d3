/**
 * The one DOMPurify configuration for user HTML (thread and post content, previews, the
 * editor's preview). Everything a member wrote goes through `sanitizeUserHtml` before it
 * reaches the DOM, and only the UserHtml component puts the result into the page.
 *
 * What survives is what the rich-text editor produces, nothing more:
 * - paragraphs and line breaks; strong/em/u (b/i as their older spellings);
 * - ordered and unordered lists, nested;
 * - links to http(s), mailto or a relative address (resolved against the page, so a relative
 *   address is http(s) too); `target` only as `_blank`, which always gets
 *   `rel="noopener noreferrer nofollow"`; other absolute links get `rel="nofollow ugc"`;
 * - images whose address resolves to http(s), or a base64 data: URL of a raster image
 *   (png, jpeg, gif, webp: the demo backend answers small uploads that way; an SVG data URL
 *   could carry script, so it is dropped), always `loading="lazy"`, `decoding="async"` and
 *   `referrerpolicy="no-referrer"`; width and height only as whole numbers (see UserHtml.css.ts
 *   for the fixed box that keeps images without them from shifting the page);
 * - tables with caption, head, body, foot, rows and cells (colspan/rowspan as small whole
 *   numbers, scope on header cells);
 * - code: inline `<code>`, and blocks as `<pre><code>`; a block's `code` keeps one class,
 *   `language-…`, only when it names a language of CODE_LANGUAGES (codeLanguages.ts).
 *
 * Never: script, style, event attributes, forms and their controls, iframes, objects, SVG,
 * MathML, `style` attributes (the site's CSP blocks inline styles anyway), classes (but a code
 * block's language) and ids (no borrowing the site's look, no DOM clobbering), data-* and aria-*
 * attributes.
 *
 * Sanitising twice gives the same result (`sanitizeUserHtml(sanitizeUserHtml(x))` equals
 * `sanitizeUserHtml(x)`): every attribute the hooks add is itself allowed and recomputed.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { domHost, setDomHost } from '../../utils/dom/domHost.ts';
import { isCodeLanguage } from './codeLanguages.ts';

const TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'pre',
  'code',
] as const;

/** The attributes each tag may keep; every other attribute is removed. */
const ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'referrerpolicy'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'reversed'],
  code: ['class'],
};

const ALL_ATTRIBUTES = [...new Set(Object.values(ATTRIBUTES_BY_TAG).flat())];

/** http, https, mailto, or no scheme at all (relative). A first line; the hook checks again. */
const LINK_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
const RASTER_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i;
const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

export const NEW_TAB_REL = 'noopener noreferrer nofollow';
export const EXTERNAL_REL = 'nofollow ugc';

const CONFIG: Config = {
  ALLOWED_TAGS: [...TAGS],
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  ALLOWED_URI_REGEXP: LINK_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

/** The address an attribute points to, resolved against the page, or null if it is unusable. */
function resolve(value: string, base: string): URL | null {
  // Browsers drop ASCII tab/newline and trim C0 controls and spaces before parsing a URL.
  const cleaned = value.replace(/[\t\n\r]/g, '').trim();
  if (cleaned === '') return null;
  try {
    return new URL(cleaned, base);
  } catch {
    return null;
  }
}

function wholeNumber(value: string | null, max: number): string | null {
  if (value === null || !/^\s*\d{1,5}\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? String(n) : null;
}

function keepNumber(element: Element, name: string, max: number) {
  const value = wholeNumber(element.getAttribute(name), max);
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function pageBase(window: Window): string {
  const base = window.document.baseURI;
  return base.startsWith('http') ? base : 'https://localhost/';
}

function finishLink(element: Element, base: string) {
  const href = element.getAttribute('href');
  const url = href === null ? null : resolve(href, base);
  if (href !== null && (url === null || !LINK_PROTOCOLS.has(url.protocol))) {
    element.removeAttribute('href');
  }
  const newTab = element.getAttribute('target') === '_blank' && element.hasAttribute('href');
  if (newTab) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', NEW_TAB_REL);
    return;
  }
  element.removeAttribute('target');
  const external =
    url !== null && element.hasAttribute('href') && url.origin !== new URL(base).origin;
  if (external && url.protocol !== 'mailto:') element.setAttribute('rel', EXTERNAL_REL);
  else element.removeAttribute('rel');
}

/** Returns false when the image has nothing safe to show and should go. */
function finishImage(element: Element, base: string): boolean {
  const src = element.getAttribute('src') ?? '';
  const isRasterData = RASTER_DATA_URL.test(src.trim());
  const url = isRasterData ? null : resolve(src, base);
  if (!isRasterData && (url === null || !IMAGE_PROTOCOLS.has(url.protocol))) return false;
  element.setAttribute('loading', 'lazy');
  element.setAttribute('decoding', 'async');
  element.setAttribute('referrerpolicy', 'no-referrer');
  if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
  keepNumber(element, 'width', 10_000);
  keepNumber(element, 'height', 10_000);
  return true;
}

function finishCell(element: Element) {
  keepNumber(element, 'colspan', 100);
  keepNumber(element, 'rowspan', 100);
  const scope = element.getAttribute('scope');
  if (scope !== null && !SCOPES.has(scope)) element.removeAttribute('scope');
}

/** A block's code element keeps `language-x` only: one class, naming a language of the list. */
function finishCode(element: Element) {
  const name = /^language-(\w+)$/.exec(element.getAttribute('class') ?? '')?.[1];
  if (!isCodeLanguage(name) || element.parentElement?.localName !== 'pre')
    element.removeAttribute('class');
}

function createPurifier(window: Window & typeof globalThis): DOMPurify {
  const purifier = createDOMPurify(window);
  const base = pageBase(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof window.Element)) return;
    const tag = node.localName;
    const allowed = ATTRIBUTES_BY_TAG[tag] ?? [];
    for (const { name } of [...node.attributes]) {
      if (!allowed.includes(name)) node.removeAttribute(name);
    }
    if (tag === 'a') finishLink(node, base);
    else if (tag === 'img' && !finishImage(node, base)) node.remove();
    else if (tag === 'th' || tag === 'td') finishCell(node);
    else if (tag === 'code') finishCode(node);
    else if (tag === 'ol') {
      keepNumber(node, 'start', 1_000_000);
      if (node.hasAttribute('reversed')) node.setAttribute('reversed', '');
    }
  });
  return purifier;
}

/**
 * A list item left outside a list (its `<div>` or `<svg>` parent removed, or written that
 * way) is not a list item to assistive technology; each run of them gets a `<ul>`. Works on
 * an inert DOMParser document: nothing loads or runs there.
 */
function wrapStrayListItems(html: string, host: Window & typeof globalThis): string {
  if (!/<li[\s>]/i.test(html)) return html;
  const doc = new host.DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const added = new Set<Element>();
  for (const item of doc.body.querySelectorAll('li')) {
    const parent = item.parentElement;
    if (parent && (parent.localName === 'ul' || parent.localName === 'ol')) continue;
    const before = item.previousElementSibling;
    if (before && added.has(before) && item.previousSibling === before) {
      before.append(item);
      continue;
    }
    const list = doc.createElement('ul');
    item.before(list);
    list.append(item);
    added.add(list);
  }
  return added.size === 0 ? html : doc.body.innerHTML;
}

let purifier: DOMPurify | undefined;

/**
 * The last answers, by the HTML they were made from: a post is sanitised once, not on every
 * render of every page that shows it (a server renders a 100-reply thread for each guest it has
 * not kept; DOMPurify in jsdom costs most of that render's CPU: npm run bench:ssr). The answer
 * depends only on the HTML and the DOM it is parsed in, which setUserHtmlWindow resets.
 * Least recently used first out, at most SANITISED_KEPT of them.
 */
const sanitised = new Map<string, string>();
const SANITISED_KEPT = 2_000;

/**
 * Where there is no browser window (a server rendering pages), the DOM that user HTML is
 * sanitised in: for example `new JSDOM('', { url: siteOrigin }).window`, whose address makes
 * links to the site's own pages read as internal, as in the browser. Without one, user HTML
 * renders empty there.
 */
export function setUserHtmlWindow(host: Window & typeof globalThis): void {
  setDomHost(host);
  purifier = undefined;
  sanitised.clear();
}

/**
 * User HTML with everything but the editor's tags and attributes removed; `withoutImages`, its
 * images too (what a post shows for a moment while its held-back images' boxes load: UserHtml).
 */
export function sanitizeUserHtml(html: string | null | undefined, withoutImages = false): string {
  if (!html) return '';
  const host = domHost();
  if (!host) return '';
  const key = withoutImages ? `\0${html}` : html;
  const kept = sanitised.get(key);
  if (kept !== undefined) {
    // Used again: last out.
    sanitised.delete(key);
    sanitised.set(key, kept);
    return kept;
  }
  purifier ??= createPurifier(host);
  const config = withoutImages ? { ...CONFIG, FORBID_TAGS: ['img'] } : CONFIG;
  const clean = wrapStrayListItems(purifier.sanitize(html, config), host);
  sanitised.set(key, clean);
  if (sanitised.size > SANITISED_KEPT) sanitised.delete(sanitised.keys().next().value!);
  return clean;
}

/** For tests: the tags the configuration allows. */
export const USER_HTML_TAGS: readonly string[] = TAGS;
