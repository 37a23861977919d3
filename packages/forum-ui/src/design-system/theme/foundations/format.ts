/**
 * How the foundations pages write token values for a designer: lengths in px and rem, colours
 * as hex, contrast ratios and their AA verdict. Plain functions (format.test.ts); the pages pass
 * them the token objects the themes are built from, so what they show cannot drift.
 */
import type { ColourRole } from '../colourRoles.ts';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, parseHex } from '../contrast.ts';
import type { ContrastPair } from '../contrastPairs.ts';

/** The browser's default root font size, which rem values are read against. */
export const ROOT_FONT_PX = 16;

/** A number as a person writes it: no trailing zeros, at most four decimals. */
export const formatNumber = (value: number): string => String(Number(value.toFixed(4)));

/** A length token ('12px', '0.75rem', '0') in px and rem. */
export function lengthOf(value: string): { px: number; rem: number } {
  const match = /^(\d+(?:\.\d+)?)(px|rem)?$/.exec(value.trim());
  if (!match?.[1] || (!match[2] && Number(match[1]) !== 0)) {
    throw new Error(`Not a length: ${value}`);
  }
  const number = Number(match[1]);
  const px = match[2] === 'rem' ? number * ROOT_FONT_PX : number;
  return { px, rem: px / ROOT_FONT_PX };
}

/** '12px' → '12 px / 0.75 rem'. */
export function formatLength(value: string): string {
  const { px, rem } = lengthOf(value);
  return `${formatNumber(px)} px / ${formatNumber(rem)} rem`;
}

/** '#ABC' → '#aabbcc'; 'rgba(15, 23, 42, 0.55)' → '#0f172a at 55% opacity'. */
export function formatColour(value: string): string {
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value);
  const channels = rgba ? rgba.slice(1, 4).map(Number) : parseHex(value);
  const hex = `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const alpha = rgba?.[4] === undefined ? 1 : Number(rgba[4]);
  return alpha === 1 ? hex : `${hex} at ${formatNumber(alpha * 100)}% opacity`;
}

/**
 * A contrast ratio to one decimal, rounded down, as '12.6:1': the figure shown never passes a
 * minimum the ratio itself misses (WCAG does not round: 4.49:1 fails 4.5:1).
 */
export function formatRatio(ratio: number): string {
  return `${formatNumber(Math.floor(ratio * 10) / 10)}:1`;
}

/** A pair's AA minimum and its kind: '4.5:1 text', '3:1 non-text'. */
export function formatMinimum(minimum: number): string {
  return `${formatNumber(minimum)}:1 ${minimum >= AA_TEXT ? 'text' : 'non-text'}`;
}

/**
 * Whether a ratio meets its AA minimum: 'passes AA' for text (4.5:1, said once on the page),
 * 'passes AA 3:1' for borders, rings and edges.
 */
export function formatVerdict(ratio: number, minimum: number): string {
  const which = minimum >= AA_TEXT ? '' : ` ${formatNumber(minimum)}:1`;
  return `${ratio >= minimum ? 'passes' : 'fails'} AA${which}`;
}

/** A pair's measured figure: '12.6:1, passes AA'. */
export function formatPair({ foreground, background, minimum }: ContrastPair): string {
  const ratio = contrastRatio(foreground, background);
  return `${formatRatio(ratio)}, ${formatVerdict(ratio, minimum)}`;
}

/**
 * The contrast one role takes part in, in one theme's pairs: each pair it is drawn in ('on
 * surface: 17.7:1, passes AA'), then, where it is a background, the lowest pair of each kind
 * drawn on it ('lowest text on it: textMuted 7.5:1, passes AA'): if that passes, all do.
 */
export function contrastLines(role: ColourRole, pairs: readonly ContrastPair[]): string[] {
  const ratio = (pair: ContrastPair) => contrastRatio(pair.foreground, pair.background);
  const drawn = pairs
    .filter((pair) => pair.foregroundRole === role)
    .map((pair) => `on ${pair.backgroundRole}: ${formatPair(pair)}`);
  const under = [AA_TEXT, AA_NON_TEXT].flatMap((minimum) => {
    const on = pairs.filter((pair) => pair.backgroundRole === role && pair.minimum === minimum);
    const lowest = on.reduce<ContrastPair | undefined>(
      (low, pair) => (low && ratio(low) <= ratio(pair) ? low : pair),
      undefined,
    );
    if (!lowest) return [];
    const kind = `${on.length > 1 ? 'lowest ' : ''}${minimum >= AA_TEXT ? 'text' : 'non-text'}`;
    return [`${kind} on it: ${lowest.foregroundRole} ${formatPair(lowest)}`];
  });
  return [...drawn, ...under];
}
