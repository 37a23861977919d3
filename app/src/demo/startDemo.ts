/**
 * Demo mode: the mock backend runs in a service worker in this tab, its data kept in
 * localStorage across reloads. Loaded lazily, and only when no API base URL was set at build
 * time, so a real-backend build carries none of this code.
 */
export async function startDemo(): Promise<void> {
  window.addEventListener('unhandledrejection', ignoreGoneWorkerUpdate);
  const { worker } = await import('@forum/mocks/browser');
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    // MSW's worker behind a filter that shows it only the API (see the file).
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.api.js` },
  });
}

/**
 * Whether a rejection is MSW's update of a worker registration that is already gone. MSW's
 * worker unregisters itself when its last page closes, so on a reload the new page can still
 * find that registration on its way out; MSW asks it to update without waiting for the answer
 * (its getWorkerInstance), then sees the page has no worker and reloads it, which registers a
 * fresh one. Only the update's rejection is left, with nobody to catch it: an error in the
 * console for nothing (npm run test:hostile met it once in ~130 reloads).
 */
export function isGoneWorkerUpdate(reason: unknown): boolean {
  return (
    reason instanceof Error &&
    /^Failed to update a ServiceWorker for scope \(.*\) with script \(.*\/mockServiceWorker\.api\.js'?\): Not found/.test(
      reason.message,
    )
  );
}

function ignoreGoneWorkerUpdate(event: PromiseRejectionEvent) {
  if (isGoneWorkerUpdate(event.reason)) event.preventDefault();
}

/** Back to the freshly seeded data, then a clean reload (the session is dropped too). */
export async function resetDemo(): Promise<void> {
  const { reset } = await import('@forum/mocks/browser');
  reset();
  window.localStorage.removeItem('token');
  window.localStorage.removeItem('user');
  window.location.assign('/');
}
