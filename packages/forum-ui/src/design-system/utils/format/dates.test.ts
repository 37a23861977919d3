import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  SITE_TIME_ZONE,
  formatDate,
  formatDateTime,
  parseDate,
  toDateTimeAttribute,
} from './dates.ts';
import { formatRelative } from './relativeTime.ts';

// Every assertion names its time zone, so the results do not depend on the machine's.
const UTC = { timeZone: 'UTC' } as const;
const NOW = '2026-11-21T15:04:00Z';

describe('parseDate', () => {
  it('reads ISO strings, timestamps and Dates', () => {
    expect(parseDate('2026-11-21T15:04:00Z')?.toISOString()).toBe('2026-11-21T15:04:00.000Z');
    expect(parseDate(Date.UTC(2026, 10, 21))?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseDate(new Date(NOW))?.toISOString()).toBe('2026-11-21T15:04:00.000Z');
  });
  it('reads the server’s microsecond timestamps', () => {
    expect(parseDate('2026-11-21T15:04:05.123456Z')?.toISOString()).toBe(
      '2026-11-21T15:04:05.123Z',
    );
  });
  it('reads SQL-style date times with a space', () => {
    expect(parseDate('2026-11-21 15:04:00')).not.toBeNull();
    expect(parseDate('2026-11-21 15:04:00+00:00')?.toISOString()).toBe('2026-11-21T15:04:00.000Z');
  });
  it('returns a copy of a Date, not the Date itself', () => {
    const date = new Date(NOW);
    expect(parseDate(date)).not.toBe(date);
  });
  it('returns null for missing or unreadable input', () => {
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate('not a date')).toBeNull();
    expect(parseDate(Number.NaN)).toBeNull();
    expect(parseDate(new Date('nope'))).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows the short month, day and year', () => {
    expect(formatDate(NOW, UTC)).toBe('Nov 21, 2026');
  });
  it('uses en-PH by default, written like en', () => {
    expect(DEFAULT_LOCALE).toBe('en-PH');
    expect(formatDate(NOW, UTC)).toBe(formatDate(NOW, { ...UTC, locale: 'en' }));
  });
  it('follows the locale it is given', () => {
    expect(formatDate(NOW, { ...UTC, locale: 'en-GB' })).toBe('21 Nov 2026');
  });
  it('shows the day in the time zone it is given', () => {
    expect(formatDate('2026-11-21T20:00:00Z', { timeZone: 'Asia/Manila' })).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-21T20:00:00Z', UTC)).toBe('Nov 21, 2026');
  });
  it('shows a date-only value as that day in any time zone', () => {
    expect(formatDate('2026-11-21', { timeZone: 'America/Los_Angeles' })).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21', { timeZone: 'Pacific/Kiritimati' })).toBe('Nov 21, 2026');
  });
  it('gives an empty string or the fallback for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined, UTC)).toBe('');
    expect(formatDate('garbage', UTC)).toBe('');
    expect(formatDate('garbage', { ...UTC, fallback: 'Unknown date' })).toBe('Unknown date');
  });
});

describe('formatDateTime', () => {
  it('shows the date and the time of day', () => {
    // Newer ICU puts a narrow no-break space before PM: \s matches either.
    expect(formatDateTime(NOW, UTC)).toMatch(/^Nov 21, 2026, 3:04\sPM$/);
  });
  it('shows the time in the time zone it is given', () => {
    expect(formatDateTime(NOW, { timeZone: 'Asia/Manila' })).toMatch(/^Nov 21, 2026, 11:04\sPM$/);
  });
  it('shows a date-only value without a time', () => {
    expect(formatDateTime('2026-11-21', UTC)).toBe('Nov 21, 2026');
  });
  it('gives the fallback for missing or invalid input', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('31/31/2026', { fallback: '-' })).toBe('-');
  });
});

describe('toDateTimeAttribute', () => {
  it('gives an ISO string for an instant and the day for a date-only value', () => {
    expect(toDateTimeAttribute('2026-11-21 15:04:00+08:00')).toBe('2026-11-21T07:04:00.000Z');
    expect(toDateTimeAttribute('2026-11-21')).toBe('2026-11-21');
  });
  it('gives undefined for missing input', () => {
    expect(toDateTimeAttribute(null)).toBeUndefined();
    expect(toDateTimeAttribute('nope')).toBeUndefined();
  });
});

describe('formatRelative', () => {
  const ago = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;

  it("says 'just now' for under a minute", () => {
    expect(formatRelative(NOW, NOW, UTC)).toBe('just now');
    expect(formatRelative(ago(59_000), NOW, UTC)).toBe('just now');
  });
  it('counts whole minutes under an hour', () => {
    expect(formatRelative(ago(60_000), NOW, UTC)).toBe('1 minute ago');
    expect(formatRelative(ago(5 * MIN + 30_000), NOW, UTC)).toBe('5 minutes ago');
    expect(formatRelative(ago(59 * MIN), NOW, UTC)).toBe('59 minutes ago');
  });
  it('counts whole hours under a day', () => {
    expect(formatRelative(ago(HOUR), NOW, UTC)).toBe('1 hour ago');
    expect(formatRelative(ago(23 * HOUR + 59 * MIN), NOW, UTC)).toBe('23 hours ago');
  });
  it("says 'yesterday' for the previous calendar day", () => {
    expect(formatRelative('2026-11-20T10:00:00Z', NOW, UTC)).toBe('yesterday');
    expect(formatRelative('2026-11-20T00:00:00Z', NOW, UTC)).toBe('yesterday');
  });
  it('counts calendar days, not 24-hour periods', () => {
    // 40 hours before 15:04 on the 21st is 23:04 on the 19th: two calendar days back.
    expect(formatRelative(ago(40 * HOUR), NOW, UTC)).toBe('2 days ago');
    expect(formatRelative('2026-11-18T09:00:00Z', NOW, UTC)).toBe('3 days ago');
    expect(formatRelative('2026-11-15T09:00:00Z', NOW, UTC)).toBe('6 days ago');
  });
  it('counts calendar days in the time zone it is given', () => {
    // 15:04 UTC is 23:04 in Manila; 17:00 UTC the day before is 01:00 on the 21st in Manila.
    expect(formatRelative('2026-11-20T17:00:00Z', NOW, { timeZone: 'Asia/Manila' })).toBe(
      '22 hours ago',
    );
    expect(formatRelative('2026-11-20T15:00:00Z', NOW, { timeZone: 'Asia/Manila' })).toBe(
      'yesterday',
    );
    // 17:00 UTC on the 19th is 01:00 on the 20th in Manila: one day back there, two in UTC.
    expect(formatRelative('2026-11-19T17:00:00Z', NOW, { timeZone: 'Asia/Manila' })).toBe(
      'yesterday',
    );
    expect(formatRelative('2026-11-19T17:00:00Z', NOW, UTC)).toBe('2 days ago');
  });
  it('shows the date from a week back', () => {
    expect(formatRelative('2026-11-14T15:04:00Z', NOW, UTC)).toBe('Nov 14, 2026');
    expect(formatRelative('2025-01-02T08:00:00Z', NOW, UTC)).toBe('Jan 2, 2025');
  });
  it('takes another cut-off', () => {
    expect(formatRelative('2026-11-11T12:00:00Z', NOW, { ...UTC, maxDays: 30 })).toBe(
      '10 days ago',
    );
    expect(formatRelative('2026-11-20T12:00:00Z', NOW, { ...UTC, maxDays: 1 })).toBe(
      'Nov 20, 2026',
    );
  });
  it('reads a time in the future forwards', () => {
    expect(formatRelative('2026-11-21T15:04:30Z', NOW, UTC)).toBe('just now');
    expect(formatRelative('2026-11-21T15:09:00Z', NOW, UTC)).toBe('in 5 minutes');
    expect(formatRelative('2026-11-22T16:00:00Z', NOW, UTC)).toBe('tomorrow');
  });
  it('uses the words it is given', () => {
    expect(formatRelative(NOW, NOW, { ...UTC, justNow: 'ngayon lang' })).toBe('ngayon lang');
    expect(formatRelative(ago(3 * HOUR), NOW, { ...UTC, locale: 'ja' })).toBe('3 時間前');
  });
  it('shows a date-only value as its date', () => {
    expect(formatRelative('2026-11-20', NOW, UTC)).toBe('Nov 20, 2026');
  });
  it('measures from the current time by default', () => {
    expect(formatRelative(new Date(Date.now() - 5 * MIN))).toBe('5 minutes ago');
  });
  it('gives the fallback for missing or invalid input', () => {
    expect(formatRelative(null, NOW)).toBe('');
    expect(formatRelative('nope', NOW, { fallback: 'some time ago' })).toBe('some time ago');
    expect(formatRelative(NOW, 'nope', { fallback: '?' })).toBe('?');
  });
});

describe('the formats written without Intl (en-PH, en, en-US)', () => {
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options);

  const DAY = 86_400_000;

  it('write every day of 2023–2028 as Intl does, in the viewer’s zone, UTC and the site’s', () => {
    const differences: string[] = [];
    const machineZone = process.env.TZ;
    // The viewer's zone is the process's: Manila, New York (daylight saving time) and UTC.
    for (const viewer of ['Asia/Manila', 'America/New_York', 'UTC'])
      for (const locale of ['en-PH', 'en', 'en-US'])
        for (const timeZone of [undefined, 'UTC', SITE_TIME_ZONE]) {
          process.env.TZ = viewer;
          const dateOnly = intl(locale, { dateStyle: 'medium', timeZone });
          const dayAndTime = intl(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
          // 02:37 and 20:37 UTC each day: the day before in New York, the day after in Manila.
          for (
            let midnight = Date.UTC(2023, 0, 1);
            midnight < Date.UTC(2029, 0, 1);
            midnight += DAY
          )
            for (const minutes of [2 * 60 + 37, 20 * 60 + 37]) {
              const time = midnight + minutes * 60_000;
              const date = new Date(time);
              const options = { locale, timeZone };
              if (formatDate(date, options) !== dateOnly.format(date))
                differences.push(`${viewer} ${locale} ${timeZone} ${date.toISOString()} date`);
              if (formatDateTime(date, options) !== dayAndTime.format(date))
                differences.push(
                  `${viewer} ${locale} ${timeZone} ${date.toISOString()} date and time`,
                );
            }
        }
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
    expect(differences).toEqual([]);
  });

  it('write every minute of a day as Intl does (12 AM, 12 PM, single-digit hours)', () => {
    const format = intl('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    const differences: string[] = [];
    for (let minute = 0; minute < 24 * 60; minute++) {
      const date = new Date(Date.UTC(2026, 10, 21) + minute * 60_000);
      if (formatDateTime(date, { timeZone: 'UTC' }) !== format.format(date))
        differences.push(date.toISOString());
    }
    expect(differences).toEqual([]);
  });

  it('write relative times as Intl does, in the viewer’s zone and in UTC', () => {
    const machineZone = process.env.TZ;
    const differences: string[] = [];
    const now = new Date(Date.UTC(2026, 10, 21, 15, 4));
    for (const viewer of ['Asia/Manila', 'America/New_York', 'UTC'])
      for (const locale of ['en-PH', 'en', 'en-US'])
        for (const timeZone of [undefined, 'UTC']) {
          process.env.TZ = viewer;
          // Made after TZ is set, since a format without a zone takes the machine's then.
          const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
          const medium = intl(locale, { dateStyle: 'medium', timeZone });
          const numeric = intl('en-US', {
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            timeZone,
          });
          // The calendar day in the zone, as Intl says it (formatRelative counts calendar days).
          const calendarDay = (date: Date) => {
            const parts = numeric.formatToParts(date);
            const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
            return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY);
          };
          // Every 13 minutes from ten days before to ten days after: minutes, hours, days.
          for (let minutes = -10 * 24 * 60; minutes <= 10 * 24 * 60; minutes += 13) {
            const date = new Date(now.getTime() + minutes * 60_000);
            const size = Math.abs(minutes);
            const direction = minutes <= 0 ? -1 : 1;
            const days = Math.abs(calendarDay(now) - calendarDay(date));
            const expected =
              size < 1
                ? 'just now'
                : size < 60
                  ? rtf.format(direction * size, 'minute')
                  : size < 24 * 60
                    ? rtf.format(direction * Math.floor(size / 60), 'hour')
                    : days < 7
                      ? rtf.format(direction * Math.max(1, days), 'day')
                      : medium.format(date);
            const written = formatRelative(date, now, { locale, timeZone });
            if (written !== expected)
              differences.push(`${viewer} ${locale} ${timeZone} ${minutes}: ${written}`);
          }
        }
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
    expect(differences).toEqual([]);
  });

  it('write the site’s zone (Manila) as Intl does, and leave it to Intl before 1979', () => {
    const format = (date: Date) =>
      intl('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(
        date,
      );
    // 20:37 UTC is the next day in Manila; 1978 had Manila's last daylight saving time.
    for (const iso of ['2026-11-24T20:37:00Z', '1979-01-01T00:00:00Z', '1978-06-01T15:30:00Z']) {
      const date = new Date(iso);
      expect(formatDateTime(date, { timeZone: SITE_TIME_ZONE })).toBe(format(date));
    }
    expect(formatDate('2026-11-24T20:37:00Z', { timeZone: SITE_TIME_ZONE })).toBe('Nov 25, 2026');
  });

  it('leave other locales, zones and years to Intl', () => {
    const date = new Date(Date.UTC(2026, 10, 21, 15, 4));
    expect(formatDate(date, { locale: 'de-DE', timeZone: 'UTC' })).toBe(
      intl('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
    );
    expect(formatDateTime(date, { timeZone: 'Asia/Manila' })).toBe(
      intl('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(
        date,
      ),
    );
    const early = new Date(Date.UTC(999, 0, 5));
    expect(formatDate(early, { timeZone: 'UTC' })).toBe(
      intl('en-PH', { dateStyle: 'medium', timeZone: 'UTC' }).format(early),
    );
  });
});
