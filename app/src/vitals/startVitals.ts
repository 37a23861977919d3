/**
 * Starts real visits' vitals when the server asks for them: its page names a report address in
 * a meta tag when VITAL_REPORT_URL is set (app/server/server.mjs). Runs in the chunk that loads
 * after the page is on screen (navigation/prefetchOnIntent.ts); without the tag, nothing more
 * loads, and web-vitals (reportVitals.ts) is in a chunk of its own.
 */
export const VITAL_REPORT_META = 'vital-report-url';

type Reporter = { reportVitals: (url: string) => void };

/** Loads the reporter (web-vitals with it) only when the page names an address to report to. */
export function startVitals(
  doc: Document = document,
  load: () => Promise<Reporter> = () => import('./reportVitals.ts'),
): void {
  const url = doc.querySelector<HTMLMetaElement>(`meta[name="${VITAL_REPORT_META}"]`)?.content;
  if (!url || typeof navigator.sendBeacon !== 'function') return;
  // Measuring is never worth an error: a chunk gone after a deploy leaves this visit unmeasured.
  load().then(
    ({ reportVitals }) => reportVitals(url),
    () => undefined,
  );
}
