/**
 * The System panel's rules, with no React: how often its figures refresh, when they count as
 * stale, what each section shows (loading, failure, figures), and the formats of sizes and
 * durations (Intl). Unit tested in system.test.ts.
 */
import type { ApiError, SystemHealth } from '@forum/api';
import { loadFailure, MISSING_COUNT, type BadgeTone } from '@forum/forum-ui/design-system';
import { systemMessages as m, systemText as t } from './messages.ts';

/** Health and figures are asked for again every minute while the page is visible. */
export const SYSTEM_REFRESH_MS = 60_000;

/**
 * Figures older than two refresh intervals are stale: at least one refresh was missed (the page
 * was in the background, where nothing refreshes, or the server stopped answering). Used as the
 * queries' `staleTime`, so the query itself says when its answer has become stale.
 */
export const SYSTEM_STALE_MS = staleAfter(SYSTEM_REFRESH_MS);

/** The stale limit for a refresh interval: two intervals. */
export function staleAfter(refreshMs: number): number {
  return 2 * refreshMs;
}

/** Why figures on screen are not the current ones. */
export type Staleness =
  /** The latest call failed; the figures are those of the last answer. */
  | { reason: 'failed'; message: string }
  /** No answer for longer than SYSTEM_STALE_MS. */
  | { reason: 'old'; message: string };

/** What one section of the panel (health, figures) shows. */
export type SectionState<T> =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; value: T; readAt: number; stale?: Staleness };

export interface SectionInput<T> {
  /** The answer on screen, if any. */
  value: T | undefined;
  /** When that answer arrived (ms since 1970). */
  readAt: number | undefined;
  /** The latest call's failure, when it brought no answer. */
  failure: Pick<ApiError, 'message' | 'status' | 'data'> | null;
  /** The answer is older than SYSTEM_STALE_MS (the query's `isStale`). */
  isStale: boolean;
}

/**
 * The rule for one section: no answer yet is loading, or failed (with the page's message and
 * Retry); an answer is shown, and marked stale when the latest call failed or it is older
 * than SYSTEM_STALE_MS. An answer is never hidden because a later call failed.
 */
export function sectionState<T>(input: SectionInput<T>, failedText: string): SectionState<T> {
  const { value, readAt, failure, isStale } = input;
  if (value === undefined || readAt === undefined)
    return failure
      ? { kind: 'error', message: loadFailure(failure, failedText) }
      : { kind: 'loading' };
  if (failure)
    return {
      kind: 'ready',
      value,
      readAt,
      stale: { reason: 'failed', message: m.refreshFailed(loadFailure(failure, m.noAnswer)) },
    };
  if (isStale)
    return { kind: 'ready', value, readAt, stale: { reason: 'old', message: m.notRefreshed } };
  return { kind: 'ready', value, readAt };
}

/** The overall status's badge colour (its word says the same). */
export function healthTone(status: string): BadgeTone {
  if (status === 'ok') return 'success';
  if (status === 'degraded') return 'warning';
  if (status === 'down') return 'critical';
  return 'neutral';
}

/** The overall status in words; a status the contract does not know is shown as it came. */
export function healthLabel(status: string): string {
  return Object.hasOwn(t.overallStatus, status)
    ? t.overallStatus[status as keyof typeof t.overallStatus]
    : t.unknownStatus(status);
}

const CHECK_ORDER = ['database', 'cache', 'storage', 'queue'];

/**
 * The checks of a report in a fixed order (the contract's four first, then any other the server
 * adds), each with its name in words and whether it passed.
 */
export function healthChecks(
  checks: SystemHealth['checks'],
): { id: string; name: string; ok: boolean; status: string }[] {
  const entries = Object.entries(checks as Record<string, string | undefined>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const rank = (id: string) => {
    const index = CHECK_ORDER.indexOf(id);
    return index === -1 ? CHECK_ORDER.length : index;
  };
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([id, status]) => ({
      id,
      name: Object.hasOwn(t.checkNames, id) ? t.checkNames[id as keyof typeof t.checkNames] : id,
      ok: status === 'ok',
      status: Object.hasOwn(t.checkStatus, status)
        ? t.checkStatus[status as keyof typeof t.checkStatus]
        : status,
    }));
}

const formats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: string, unit: string, display: 'long' | 'short'): Intl.NumberFormat {
  const key = `${locale}|${unit}|${display}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: display,
      maximumFractionDigits: 1,
    });
    formats.set(key, format);
  }
  return format;
}

const isSize = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const BYTE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'];

/**
 * A size in decimal (SI) units, as the units' names say: 512 → '512 bytes', 12,345,678 →
 * '12.3 MB'. One decimal at most; missing or negative shows '-'.
 */
export function formatBytes(bytes: number | null | undefined, locale = 'en'): string {
  if (!isSize(bytes)) return MISSING_COUNT;
  if (bytes < 1000) return unitFormat(locale, 'byte', 'long').format(bytes);
  let value = bytes / 1000;
  let unit = 0;
  // Step up while the next unit would still show at least 1 (999.96 kB rounds to '1,000 kB').
  while (value >= 999.95 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unitFormat(locale, BYTE_UNITS[unit]!, 'short').format(value);
}

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

const lists = new Map<string, Intl.ListFormat>();
function listFormat(locale: string): Intl.ListFormat {
  let format = lists.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'unit' });
    lists.set(locale, format);
  }
  return format;
}

/**
 * An uptime in its two largest units, cut down (never more than it is): 90,061 s → '1 day,
 * 1 hour', 3,660 s → '1 hour, 1 minute', under a minute 'less than a minute'. Missing shows '-'.
 */
export function formatUptime(seconds: number | null | undefined, locale = 'en'): string {
  if (!isSize(seconds)) return MISSING_COUNT;
  if (seconds < 60) return t.lessThanAMinute;
  let rest = Math.floor(seconds);
  const parts: string[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || parts.length > 0) parts.push(unitFormat(locale, unit, 'long').format(count));
    if (parts.length === 2) break;
  }
  // '1 day, 0 hours' says no more than '1 day'.
  return listFormat(locale).format(parts.filter((part) => !/^0\D/.test(part)));
}
