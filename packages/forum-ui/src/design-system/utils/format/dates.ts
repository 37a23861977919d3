/**
 * Date and time formats over Intl. Pure functions; formatters are cached.
 *
 * Without Intl, for the site's own locale: the first Intl call of a page starts ICU, a long
 * task in Chromium (longer still on a slow phone, all of it blocking), and a first visit shows
 * dates in that one locale. So the
 * formats the site shows, a medium date, a short time and a relative time ('3 days ago'), are
 * written out for 'en-PH' (and 'en', 'en-US', which CLDR writes alike) in the viewer's zone, UTC
 * or the site's (Manila, SITE_TIME_ZONE); dates.test.ts compares them with Intl over every day of several years, every minute of a
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

/**
 * The zone a page rendered on the server shows its dates in, and the browser while it hydrates
 * that page (useDisplayTimeZone): the server cannot know the reader's zone, and text written in
 * two zones would not match (a post at 20:00 UTC is the 24th in London, the 25th in Manila). The
 * site's audience is largely Philippine, so a reader without JavaScript, and a crawler, read
 * Manila's day; once hydrated, every date is shown in the reader's own zone.
 */
export const SITE_TIME_ZONE = 'Asia/Manila';
/** Manila is UTC+8 all year, and has been since 1978 (its last daylight saving time). */
const MANILA_OFFSET_MS = 8 * 60 * 60_000;
const MANILA_FIXED_SINCE = Date.UTC(1979, 0, 1);

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

/** A date-only string ('2026-11-21'): a calendar day, not an instant. */
export function isDateOnly(value: DateInput): boolean {
  return typeof value === 'string' && DATE_ONLY.test(value.trim());
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A cached Intl.DateTimeFormat (relativeTime.ts shares it). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, formatter);
  }
  return formatter;
}

/** The locales whose medium date and short time CLDR writes as 'Nov 21, 2026, 3:04 PM'. */
export const PLAIN_ENGLISH: ReadonlySet<string> = new Set([DEFAULT_LOCALE, 'en', 'en-US']);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface DateFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const utcFields = (date: Date): DateFields => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth(),
  day: date.getUTCDate(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
});

/** The date's fields when Intl is not needed to write it (see the top of this file). */
export function plainFields(date: Date, locale: string, timeZone: string | undefined) {
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
  else if (timeZone === 'UTC') fields = utcFields(date);
  else if (timeZone === SITE_TIME_ZONE && date.getTime() >= MANILA_FIXED_SINCE)
    fields = utcFields(new Date(date.getTime() + MANILA_OFFSET_MS));
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
