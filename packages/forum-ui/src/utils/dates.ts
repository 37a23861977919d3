/**
 * Date and time formats over Intl. Pure functions; formatters are cached.
 *
 * Without Intl, for the site's own locale: the first Intl call of a page starts ICU, which
 * costs 40–90 ms of one task in Chromium on the benchmark machine (160–360 ms at Lighthouse's
 * 4× CPU, all of it blocking), and a first visit shows dates in that one locale. So the
 * formats the site shows, a medium date, a short time and a relative time ('3 days ago'), are
 * written out for 'en-PH' (and 'en', 'en-US', which CLDR writes alike) in the viewer's zone or
 * UTC; dates.test.ts compares them with Intl over every day of several years, every minute of a
 * day and every relative amount the site shows. Any other locale, zone or year goes through
 * Intl. The server (Node's ICU) and the browser (its own ICU) then
 * give the same text, so hydration cannot mismatch on an ICU difference.
 *
 * Locale: 'en-PH'. The site is English-primary with a largely Philippine
 * audience. CLDR's en-PH writes dates and times exactly as 'en' does
 * ('Nov 21, 2026', '3:04 PM', '3 days ago'), so nothing reads differently
 * today, but naming the audience's locale means any CLDR difference follows
 * Philippine usage, and a runtime without en-PH data falls back to 'en'.
 * Every function takes a `locale` option to override it.
 *
 * Time zone: the viewer's own, unless `timeZone` is given (tests pass 'UTC').
 * A date-only string ('2026-11-21') names a calendar day, not an instant, so
 * it is always shown as that day whatever the viewer's time zone.
 */

export const DEFAULT_LOCALE = 'en-PH';

export type DateInput = string | number | Date | null | undefined;

export interface DateFormatOptions {
  /** BCP 47 locale; default 'en-PH'. */
  locale?: string;
  /** IANA time zone; default the viewer's. */
  timeZone?: string;
  /** Returned for a missing or unreadable date; default ''. */
  fallback?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** '2026-11-21 15:04:00' (SQL style): the space is read as 'T' so every engine parses it alike. */
const SQL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/;

/** A Date from an ISO string, a timestamp or a Date; null when missing or invalid. */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else {
    const text = value.trim();
    date = new Date(SQL_DATE_TIME.test(text) ? text.replace(' ', 'T') : text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

function isDateOnly(value: DateInput): boolean {
  return typeof value === 'string' && DATE_ONLY.test(value.trim());
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, formatter);
  }
  return formatter;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let formatter = relativeFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, formatter);
  }
  return formatter;
}

/** The locales whose medium date and short time CLDR writes as 'Nov 21, 2026, 3:04 PM'. */
const PLAIN_ENGLISH = new Set([DEFAULT_LOCALE, 'en', 'en-US']);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface DateFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The date's fields when Intl is not needed to write it (see the top of this file). */
function plainFields(date: Date, locale: string, timeZone: string | undefined) {
  if (!PLAIN_ENGLISH.has(locale)) return undefined;
  let fields: DateFields;
  if (timeZone === undefined)
    fields = {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  else if (timeZone === 'UTC')
    fields = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  else return undefined;
  return fields.year >= 1000 && fields.year <= 9999 ? fields : undefined;
}

const plainDate = ({ year, month, day }: DateFields) => `${MONTHS[month]} ${day}, ${year}`;
const plainTime = ({ hour, minute }: DateFields) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/** A day: 'Nov 21, 2026'. Missing or invalid input gives `fallback` (''). */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const { locale = DEFAULT_LOCALE, fallback = '' } = options;
  const date = parseDate(value);
  if (!date) return fallback;
  const timeZone = isDateOnly(value) ? 'UTC' : options.timeZone;
  const plain = plainFields(date, locale, timeZone);
  if (plain) return plainDate(plain);
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/** A day and time: 'Nov 21, 2026, 3:04 PM'. Missing or invalid input gives `fallback` (''). */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const { locale = DEFAULT_LOCALE, timeZone, fallback = '' } = options;
  const date = parseDate(value);
  if (!date) return fallback;
  if (isDateOnly(value)) return formatDate(value, options);
  const plain = plainFields(date, locale, timeZone);
  if (plain) return `${plainDate(plain)}, ${plainTime(plain)}`;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The machine-readable value for a <time dateTime> attribute, or undefined. */
export function toDateTimeAttribute(value: DateInput): string | undefined {
  if (isDateOnly(value)) return (value as string).trim();
  return parseDate(value)?.toISOString();
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
