/**
 * The grapheme segments of a text, in time and memory linear in its length.
 *
 * Why not `Intl.Segmenter#segment` alone: V8 (Node and Chromium) builds each segment's data
 * object with a new copy of the whole input (its `input` property). Iterating the segments of a
 * long text copies the whole text once per segment, so time grows with the square of its
 * length, and memory runs out as soon as the segments are kept (`[...segmenter.segment(text)]`).
 * A long pasted text would freeze the page on every count.
 *
 * So the text is segmented a window at a time. Inside a window every boundary is a true one but
 * the last (the window's end cut the text there; a window never ends inside a surrogate pair):
 * its last segment is dropped and the next window starts where that segment starts, which is a
 * true boundary (a boundary depends on the text before it and the character after it). A window that holds a single
 * segment (a grapheme longer than the window, such as a letter under thousands of combining
 * marks) is doubled until it holds two.
 */

/** Code units per window: a copy of 1,024 units per segment costs nothing. */
const WINDOW = 1_024;

let segmenter: Intl.Segmenter | undefined;
function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/** One grapheme and where it starts in the text (in UTF-16 units). */
export interface GraphemeSegment {
  segment: string;
  index: number;
}

/** Each grapheme of the text in order, as `Intl.Segmenter` gives them, in linear time. */
export function* graphemeSegments(text: string): Generator<GraphemeSegment, void, undefined> {
  let start = 0;
  let size = WINDOW;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    // Never cut a surrogate pair: the boundary before it would be decided on half a character.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end += 1;
    const window = graphemeSegmenter().segment(text.slice(start, end));
    if (end === text.length) {
      for (const { segment, index } of window) yield { segment, index: start + index };
      return;
    }
    const found: GraphemeSegment[] = [];
    for (const { segment, index } of window) found.push({ segment, index });
    if (found.length < 2) {
      size *= 2;
      continue;
    }
    const last = found.pop()!;
    for (const { segment, index } of found) yield { segment, index: start + index };
    start += last.index;
    size = WINDOW;
  }
}
