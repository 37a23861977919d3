import { formatCount, MISSING_COUNT } from '../../utils/format/numbers.ts';

/** What a missing count shows (the spec's text): the one constant in utils/numbers. */
export const MISSING_STAT = MISSING_COUNT;

export type StatValue = number | string | null | undefined;

const numeric = /^[+-]?(\d+(\.\d*)?|\.\d+)$/u;

/** True when there is no value to show: null, undefined, NaN, ±Infinity or blank text. */
export function isMissingStat(value: StatValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  return value.trim() === '';
}

/**
 * The text a stat card shows: '-' when missing; numbers (and numeric strings from the
 * server, such as '1234') grouped for the locale (utils/numbers' formatCount); any other text
 * (a date such as 'Mar 2024') as it is.
 */
export function formatStat(value: StatValue, locale?: string): string {
  if (isMissingStat(value)) return MISSING_STAT;
  if (typeof value === 'number') return formatCount(value, locale);
  const text = (value ?? '').trim();
  return numeric.test(text) ? formatCount(Number(text), locale) : text;
}
