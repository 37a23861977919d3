/**
 * Real visits' vitals, loaded only when the server names a report address (startVitals.ts):
 * web-vitals measures INP, LCP and CLS, and each is sent once final (LCP at the first input,
 * INP and CLS when the page is hidden) with navigator.sendBeacon, which outlives the page.
 */
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import { routePatternOf, vitalPayload } from './vitalPayload.ts';

type Connection = { connection?: { effectiveType?: string } };

export function reportVitals(url: string): void {
  // The page the visit began on, matched once: later metrics of the visit (INP and CLS go on
  // through in-app navigations) count towards it, as the field data of a page load does.
  const route = routePatternOf(window.location.pathname);
  const send = (metric: CLSMetric | INPMetric | LCPMetric) => {
    const connection = (navigator as Navigator & Connection).connection?.effectiveType;
    // A string is sent as text/plain: a beacon to another origin with no preflight.
    navigator.sendBeacon(url, JSON.stringify(vitalPayload(metric, route, connection)));
  };
  onINP(send);
  onLCP(send);
  onCLS(send);
}
