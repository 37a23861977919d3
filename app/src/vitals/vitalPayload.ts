/**
 * What a real visit reports of each of its vitals (docs/performance.md, "Real visits"): the page's
 * pattern in the route table, the metric, its value rounded, web-vitals' rating, and the
 * connection's effective type. Nothing else: no address, no id, no member, no time.
 */
import { pageFor } from '../pages.ts';

/** The metrics reported: the Core Web Vitals. */
export type VitalName = 'INP' | 'LCP' | 'CLS';
/** web-vitals' rating against web.dev's thresholds. */
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface VitalPayload {
  /** The route table's pattern of the page the visit began on (`/threads/:idOrSlug`). */
  route: string;
  metric: VitalName;
  /** INP and LCP in whole milliseconds; CLS to three decimals. */
  value: number;
  rating: VitalRating;
  /** `navigator.connection.effectiveType` ('4g', '3g', ...), where the browser says. */
  connection?: string;
}

/**
 * The route table's pattern of an address's page: its params stay names, never values. A page
 * with several addresses is reported by its first (`/thread/7` as `/threads/:idOrSlug`), so
 * each page is one row of the report.
 */
export const routePatternOf = (pathname: string): string =>
  `/${pageFor(pathname).page?.paths[0] ?? '*'}`;

/** One metric's report. */
export function vitalPayload(
  metric: { name: VitalName; value: number; rating: VitalRating },
  route: string,
  connection?: string,
): VitalPayload {
  const value =
    metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  return {
    route,
    metric: metric.name,
    value,
    rating: metric.rating,
    ...(connection ? { connection } : {}),
  };
}
