/**
 * Demo mode: the mock backend runs in a service worker in this tab, its data kept in
 * localStorage across reloads. Loaded lazily, and only when no API base URL was set at build
 * time, so a real-backend build carries none of this code.
 */
export async function startDemo(): Promise<void> {
  const { worker } = await import('@forum/mocks/browser');
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    // MSW's worker behind a filter that shows it only the API, and keeps it registered when
    // the last page goes (see the file).
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.api.js` },
  });
}

/** Back to the freshly seeded data, then a clean reload (the session is dropped too). */
export async function resetDemo(): Promise<void> {
  const { reset } = await import('@forum/mocks/browser');
  reset();
  window.localStorage.removeItem('token');
  window.localStorage.removeItem('user');
  window.location.assign('/');
}
