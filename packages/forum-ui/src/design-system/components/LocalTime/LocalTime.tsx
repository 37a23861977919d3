import { useHydrated } from '../../hooks/useHydrated.ts';
import {
  SITE_TIME_ZONE,
  formatDate,
  formatDateTime,
  toDateTimeAttribute,
  type DateInput,
} from '../../utils/format/dates.ts';

/**
 * The time zone to show dates in: the site's (SITE_TIME_ZONE, Manila) while the page is rendered
 * on the server and hydrated, the reader's own (undefined) from then on, and from the first
 * render of a page rendered only in the browser. The server cannot know the reader's zone, and
 * a date written in two zones would not match when the page hydrates.
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : SITE_TIME_ZONE;
}

export interface LocalTimeProps {
  /** The instant (or a date-only day) to show. */
  value: DateInput;
  /** Show the time of day too: 'Nov 21, 2026, 3:04 PM' (default: the day, 'Nov 21, 2026'). */
  withTime?: boolean;
  /** Words around the date: `(date) => \`Joined ${date}\``. */
  children?: (date: string) => string;
  /** Extra class for the time element. */
  className?: string;
}

/**
 * A date in a `<time>` element, in the reader's own time zone. A page rendered on the server
 * shows it in the site's zone (Manila) until hydrated, then in the reader's: only this element
 * renders again, not the row or card around it. Nothing (null) for a missing or unreadable date.
 */
export function LocalTime({ value, withTime = false, children, className }: LocalTimeProps) {
  const timeZone = useDisplayTimeZone();
  const text = withTime ? formatDateTime(value, { timeZone }) : formatDate(value, { timeZone });
  if (!text) return null;
  return (
    <time className={className} dateTime={toDateTimeAttribute(value)}>
      {children ? children(text) : text}
    </time>
  );
}
