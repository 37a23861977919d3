/**
 * Relative times ('3 days ago', 'yesterday'): a module of their own, so the pages that show only
 * dates (every list, thread and search) do not carry them (`npm run bench:bundle`). Written out
 * without Intl for the site's locale, as dates.ts explains, and compared with Intl in
 * dates.test.ts.
 */
import {
  DEFAULT_LOCALE,
  PLAIN_ENGLISH,
  dateTimeFormat,
  formatDate,
  isDateOnly,
  parseDate,
  plainFields,
  type DateFormatOptions,
  type DateInput,
} from './dates.ts';

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let formatter = relativeFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, formatter);
  }
  return formatter;
}

export interface RelativeFormatOptions extends DateFormatOptions {
  /** Text for less than a minute either way; default 'just now'. */
  justNow?: string;
  /** From this many calendar days apart on, the date is shown instead; default 7. */
  maxDays?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'in 5 minutes', '3 days ago', 'yesterday', 'tomorrow', as Intl.RelativeTimeFormat writes them
 * in English with `numeric: 'auto'` (see the top); undefined when Intl must say it.
 */
function plainRelative(value: number, unit: 'minute' | 'hour' | 'day', locale: string) {
  const size = Math.abs(value);
  if (!PLAIN_ENGLISH.has(locale) || !Number.isInteger(value) || size < 1 || size > 999)
    return undefined;
  if (unit === 'day' && size === 1) return value < 0 ? 'yesterday' : 'tomorrow';
  const amount = `${size} ${unit}${size === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

/** Days since 1970 of the calendar day `date` falls on in `timeZone`. */
function dayNumber(date: Date, timeZone: string | undefined): number {
  // In the viewer's zone or UTC the Date's own fields say it, without Intl (see the top).
  const plain = plainFields(date, DEFAULT_LOCALE, timeZone);
  if (plain) return Math.round(Date.UTC(plain.year, plain.month, plain.day) / DAY);
  const parts = dateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY);
}

/**
 * How long ago, in words: 'just now', '5 minutes ago', '3 hours ago',
 * 'yesterday', '3 days ago'; from `maxDays` (7) calendar days on, the date
 * ('Nov 21, 2026'). Days count calendar days in the time zone, so 1:00 today
 * against 23:00 two days ago is '2 days ago', not '1 day ago'. A time in the
 * future (a skewed clock) reads the same way forwards ('in 5 minutes').
 * A date-only value has no time to be relative to: it shows its date.
 * Missing or invalid input gives `fallback` ('').
 */
export function formatRelative(
  value: DateInput,
  now: DateInput = new Date(),
  options: RelativeFormatOptions = {},
): string {
  const {
    locale = DEFAULT_LOCALE,
    timeZone,
    fallback = '',
    justNow = 'just now',
    maxDays = 7,
  } = options;
  const date = parseDate(value);
  const reference = parseDate(now);
  if (!date || !reference) return fallback;
  if (isDateOnly(value)) return formatDate(value, options);

  const elapsed = reference.getTime() - date.getTime();
  const size = Math.abs(elapsed);
  const direction = elapsed >= 0 ? -1 : 1;
  const rtf = (value: number, unit: 'minute' | 'hour' | 'day') =>
    plainRelative(value, unit, locale) ?? relativeTimeFormat(locale).format(value, unit);

  if (size < MINUTE) return justNow;
  if (size < HOUR) return rtf(direction * Math.floor(size / MINUTE), 'minute');
  if (size < DAY) return rtf(direction * Math.floor(size / HOUR), 'hour');

  const days = Math.abs(dayNumber(reference, timeZone) - dayNumber(date, timeZone));
  if (days < maxDays) return rtf(direction * Math.max(1, days), 'day');
  return formatDate(date, { locale, timeZone });
}
