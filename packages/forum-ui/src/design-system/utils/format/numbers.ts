/**
 * Count formats. Pure functions over Intl.NumberFormat, with formatters cached
 * because counts are formatted once per row of long lists.
 *
 * Whole counts in English ('en', 'en-PH', 'en-US': ASCII digits, a comma every three) are
 * written without Intl, for the reason given at the top of dates.ts: the first Intl call of a
 * page starts ICU, a long task on a first visit. numbers.test.ts compares them with Intl.
 */

/** What a missing counter shows (staff spec: "A missing counter shows '-'"). */
export const MISSING_COUNT = '-';

const DEFAULT_LOCALE = 'en';
/** Locales that group whole numbers as '1,234,567' with ASCII digits. */
const PLAIN_ENGLISH = new Set(['en', 'en-PH', 'en-US']);

/** A whole count as English writes it: '-1,234,567'; undefined when Intl must say it. */
function plainCount(count: number, locale: string): string | undefined {
  if (!PLAIN_ENGLISH.has(locale) || !Number.isSafeInteger(count) || Object.is(count, -0))
    return undefined;
  return `${count < 0 ? '-' : ''}${String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function isCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A count in the short form of the spec: "over 1000 display with K and over
 * 1,000,000 with M, one decimal".
 *
 * - Up to and including 1000 the number is shown whole and ungrouped: '999', '1000'.
 * - Over 1000, thousands with one decimal: 1001 → '1.0K', 1500 → '1.5K'.
 * - Over 1,000,000, millions with one decimal: 1,000,000 → '1000.0K', 1,000,001 → '1.0M'.
 *
 * Never grouped, like the spec's own '1000': the short form is meant to be short.
 * The decimal is cut, not rounded: a count is never shown larger than it is,
 * and 999,999 reads '999.9K' rather than '1000.0K'. Exactly 1,000,000 is not
 * "over", so it is the one count shown as '1000.0K'. Negative counts get the
 * same form with a minus sign; a missing count (null, undefined, NaN,
 * Infinity) shows '-'.
 */
export function formatCompactCount(count: number | null | undefined): string {
  if (!isCount(count)) return MISSING_COUNT;
  const size = Math.abs(count);
  const sign = count < 0 ? '-' : '';
  // The K and M suffixes are English abbreviations, so the short form is always English
  // (whatever the page's locale): ASCII digits and a decimal point, which String() and
  // toFixed() write exactly as Intl's 'en' would (numbers.test.ts compares them).
  if (size <= 1000) return sign + String(Math.trunc(size));
  const [unit, suffix] = size > 1_000_000 ? [1_000_000, 'M'] : [1000, 'K'];
  // Whole tenths of the unit, cut down: integer arithmetic avoids 2.3 becoming 2.2999….
  const tenths = Math.floor(size / (unit / 10)) / 10;
  const decimal = tenths.toFixed(1);
  return `${sign}${decimal}${suffix}`;
}

/**
 * A count in full with the locale's grouping: 1234 → '1,234'. Not a finite
 * number (NaN, Infinity) shows '-'. Fractions are rounded to whole numbers.
 */
export function formatCount(count: number, locale: string = DEFAULT_LOCALE): string {
  if (!isCount(count)) return MISSING_COUNT;
  return (
    plainCount(count, locale) ?? numberFormat(locale, { maximumFractionDigits: 0 }).format(count)
  );
}

/**
 * A counter that may be missing from the server's answer (StatCard and
 * profile stats): the grouped count, or '-' for null, undefined or NaN.
 */
export function formatCountOrDash(
  count: number | null | undefined,
  locale: string = DEFAULT_LOCALE,
): string {
  return isCount(count) ? formatCount(count, locale) : MISSING_COUNT;
}
