/**
 * When a saved copy was saved, as the reader reads times (their locale and time zone, unless
 * given): the time alone on the same day ('10:42 AM'), with the day before that
 * ('Nov 27, 10:42 AM'). A plain function: SavedCopyNotice shows it, tests read it.
 */
export function savedCopyTime(
  savedAt: number,
  now: number,
  { locale, timeZone }: { locale?: string | undefined; timeZone?: string | undefined } = {},
): string {
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const sameDay = day.format(savedAt) === day.format(now);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(savedAt);
}
