/**
 * The page's data, sent with the server's HTML: JSON in a `<script type="application/json">`,
 * which the browser never runs (the site's policy allows no inline script), read back before
 * hydration.
 */

/** The id of the script element that holds the dehydrated query state. */
export const STATE_ELEMENT_ID = 'forum-state';

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `value` as JSON that is safe inside a script element: `<`, `>` and `&` escaped (no
 * `</script>` or `<!--` can end or change the element), and U+2028 and U+2029 escaped (line
 * terminators in older JavaScript parsers). JSON.parse reads it back unchanged.
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c]!);
}

/** The embedded state of a document, or undefined when the page came without one. */
export function readEmbeddedState(doc: Document): unknown {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
