/**
 * Real visits' vitals, loaded only when the server names a report address (startVitals.ts):
 * web-vitals measures INP, LCP and CLS; each is kept once final (LCP at the first input, INP and
 * CLS when the page is hidden), and what is kept goes in one beacon (navigator.sendBeacon, which
 * outlives the page) each time the page is hidden. One request, not three: less for a prepaid
 * reader to pay, and Chromium was seen dropping the second of a leaving page's beacons.
 */
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import { routePatternOf, vitalPayload, type VitalPayload } from './vitalPayload.ts';

type Connection = { connection?: { effectiveType?: string } };

export function reportVitals(url: string): void {
  // The page the visit began on, matched once: later metrics of the visit (INP and CLS go on
  // through in-app navigations) count towards it, as the field data of a page load does.
  const route = routePatternOf(window.location.pathname);
  let kept: VitalPayload[] = [];
  const keep = (metric: CLSMetric | INPMetric | LCPMetric) => {
    const connection = (navigator as Navigator & Connection).connection?.effectiveType;
    kept.push(vitalPayload(metric, route, connection));
  };
  onINP(keep);
  onLCP(keep);
  onCLS(keep);
  // Registered after web-vitals' own listener, so INP and CLS are kept by the time this runs.
  addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState !== 'hidden' || kept.length === 0) return;
      // A string is sent as text/plain: a beacon to another origin with no preflight.
      navigator.sendBeacon(url, JSON.stringify(kept));
      kept = [];
    },
    true,
  );
}
