import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { NavigationPrefetch } from './navigation/NavigationPrefetch.tsx';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';
import { AppRoutes, elementRoutes, preloadPages } from './routing.tsx';
import { afterPaint } from './ssr/afterPaint.ts';
import { readEmbeddedState, STATE_ELEMENT_ID } from './ssr/embedState.ts';

async function boot() {
  // Demo mode: start the mock backend before the first call. Statically false in a
  // real-backend build, so the import (and all mock code) is dropped from that bundle.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startDemo } = await import('./demo/startDemo.ts');
    await startDemo();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A page the server rendered (npm run serve) comes with its data: the browser hydrates from
  // it without asking again, once the page is painted. The shell (and the demo) has none, and
  // renders from scratch.
  const stateElement = document.getElementById(STATE_ELEMENT_ID);
  const rendered = stateElement !== null;
  // The site's address the server wrote its head tags with (SITE_URL), else this page's own.
  const siteUrl = stateElement?.dataset.siteUrl ?? `${window.location.origin}/`;
  // The page was rendered for a request that said `Save-Data: on` (the data saver).
  const saveData = stateElement?.dataset.saveData === 'on';
  if (rendered) await afterPaint();
  const state = rendered ? readEmbeddedState(document) : undefined;
  const fillCache = state ? (await import('./ssr/hydrateState.ts')).hydrateState(state) : undefined;
  const table = elementRoutes(routes);
  // Hydrate with the page's module at hand, so the server's HTML is kept, not rendered again.
  if (state) await preloadPages(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders fillCache={fillCache} siteUrl={siteUrl} saveData={saveData}>
        <NavigationPrefetch routes={routes} />
        {/* Navigations render in a transition (React Router's default): a tap's frame paints at
            once, the next page renders without holding the main thread, and the page the link
            left stays on screen meanwhile, marked busy with a bar across the top after a moment
            (navigation/linkIntent.ts markNavigating, AppShell), instead of a blank frame while
            the next page's module loads. */}
        <BrowserRouter>
          <AppRoutes routes={table} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // Hydration in a transition is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page (a phone's total blocking
  // time), and an input arriving meanwhile is handled first; the page is already on screen, its
  // text fields read-only until hydrated. The shell's first render is not: in a transition, the
  // search page's field was on screen (and typed into) for longer before it was replaced, and
  // what was typed in between was lost (npm run test:hostile, search: 1 failure -> 6).
  if (state && root.firstChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void boot();
