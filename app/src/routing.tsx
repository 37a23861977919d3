import {
  Component as ReactComponent,
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorState } from '@forum/forum-ui/design-system';

/*
 * The route table (routes.tsx) keeps the data-router shape: each page is a lazy module that
 * exports `Component`, and a route may carry a `handle`. The app renders it with the
 * declarative router (<BrowserRouter> + useRoutes), lighter on every first visit than
 * createBrowserRouter (docs/performance.md), whose loaders, actions and fetchers the app does not
 * use. This file turns the table into elements: `lazy` becomes React.lazy (the page loads
 * inside the frame, whose <Suspense> shows nothing meanwhile), and `handle` is read with
 * useRouteHandle() (useMatches needs a data router).
 */

const HandleContext = createContext<unknown>(undefined);

/** The `handle` of the nearest route that has one, around the calling page. */
export function useRouteHandle<T>(): T | undefined {
  return useContext(HandleContext) as T | undefined;
}

interface RouteModule {
  Component?: ComponentType | null;
}

/** The message shown when a page's module could not be loaded (offline, a new deployment). */
export const PAGE_LOAD_FAILED = 'This page could not be loaded. Check your connection and retry.';

/** The message shown when a page threw while rendering: a bug, which a retry would not mend. */
export const PAGE_RENDER_FAILED =
  'Sorry, this page could not be shown because of an error on our side.';

/** A page's module that could not be loaded, or that exports no Component. */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

/**
 * Whether an error is a module that failed to load (rather than a bug while rendering): a page's
 * own module (PageLoadError), or a chunk a page loads by itself (React.lazy inside the page), as
 * Chromium, Firefox and Safari word a failed dynamic import, and Vite's preload helper a
 * stylesheet it could not load.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof PageLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  // Chromium and Firefox ('… dynamically imported module'), Safari, Vite's preload helper.
  return /dynamically imported module|Importing a module script|Unable to preload CSS/i.test(
    message,
  );
}

interface PageBoundaryProps {
  /** The boundary clears its error when this changes: a failed page does not stay for the next. */
  pathname: string;
  children: ReactNode;
}

/**
 * Catches a page that failed to load or to render, instead of losing the whole site. A failed
 * load says "Check your connection" with Retry; a render error is a plain apology (and goes to
 * console.error). Leaving for another address shows that page again.
 */
class PageBoundary extends ReactComponent<PageBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to load or render:', error, info.componentStack);
  }

  override componentDidUpdate(previous: PageBoundaryProps) {
    // The reset of react-error-boundary's resetKeys: only when the address changed after a failure.
    if (this.state.failed && previous.pathname !== this.props.pathname)
      this.setState({ error: undefined, failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!isChunkLoadError(this.state.error)) return <ErrorState message={PAGE_RENDER_FAILED} />;
    // React.lazy keeps a failed import, so retrying means loading the page again.
    return <ErrorState message={PAGE_LOAD_FAILED} onRetry={() => window.location.reload()} />;
  }
}

/** The boundary around one route's page, reset when the address changes. */
function RouteBoundary({ children }: { children: ReactNode }) {
  return <PageBoundary pathname={useLocation().pathname}>{children}</PageBoundary>;
}

/** A page module's one load (shared by every route that shows it) and its Component once loaded. */
interface PageModuleState {
  loadOnce: () => Promise<{ default: ComponentType }>;
  loaded: ComponentType | undefined;
}

/**
 * Each `lazy` function of the table, with its module's state (see preloadPages): one state per
 * module for all the routes that show it, made afresh by each elementRoutes call (the app makes
 * its table once; a test makes one per render, as a fresh page load would).
 */
let pageModules = new Map<unknown, PageModuleState>();

function moduleState(load: () => Promise<unknown>, path: string): PageModuleState {
  let state = pageModules.get(load);
  if (state) return state;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const made: PageModuleState = {
    loaded: undefined,
    loadOnce: () =>
      (loading ??= (async () => {
        let module: RouteModule;
        try {
          module = (await load()) as RouteModule;
        } catch (cause) {
          throw new PageLoadError(`Route ${path}: its module could not be loaded`, { cause });
        }
        // No module, no error: a chunk gone after a deploy, and the page is reloading into the
        // new version (app/worker/register.js). It stays as it is until then.
        if (!module) return new Promise<never>(() => {});
        if (!module.Component)
          throw new PageLoadError(`Route ${path}: its module exports no Component`);
        made.loaded = module.Component;
        return { default: module.Component };
      })()),
  };
  state = made;
  pageModules.set(load, state);
  return state;
}

/**
 * A route's page from its lazy module, loaded the first time the route renders (or earlier, by
 * preloadPages or a click: preloadPage). Once loaded, the page renders its Component directly,
 * without suspending: a server-rendered page hydrates in one pass instead of waiting for
 * React.lazy, and a waiting boundary that received an update (the session restored, the theme)
 * would be client-rendered again, its HTML removed and put back — a layout shift of the whole
 * page.
 */
function lazyPage(load: NonNullable<RouteObject['lazy']>, path: string): ComponentType {
  if (typeof load !== 'function')
    throw new Error(`Route ${path}: write \`lazy\` as a function returning import(...)`);
  const state = moduleState(load, path);
  // React.lazy keeps a failed import, so retrying means loading the page again (PageBoundary).
  const Lazy = lazy(state.loadOnce);
  return function Page() {
    const Loaded = state.loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/** Starts loading the module of a route's page (a click or an intent to follow a link). */
export function preloadPage(load: RouteObject['lazy']): Promise<unknown> {
  return (
    pageModules
      .get(load)
      ?.loadOnce()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/**
 * Loads the pages the route table matches for `pathname` (before hydrating a page the server
 * rendered). A page that fails to load is left to its boundary, which says so when it renders.
 */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => preloadPage(route.lazy)));
}

/**
 * The table with every `lazy` replaced by an element that loads the module's Component, and
 * every `handle` provided to the elements below it. Done once, at start-up, so each route keeps
 * one lazy component across renders.
 */
export function elementRoutes(routes: readonly RouteObject[]): RouteObject[] {
  pageModules = new Map();
  return convertRoutes(routes);
}

function convertRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map(({ lazy: load, handle, children, element, ...route }) => {
    let content: ReactNode = element;
    if (load) {
      const Page = lazyPage(load, route.path ?? (route.index ? '(index)' : '(layout)'));
      content = (
        <RouteBoundary>
          <Page />
        </RouteBoundary>
      );
    }
    if (handle !== undefined)
      content = <HandleContext.Provider value={handle}>{content}</HandleContext.Provider>;
    const converted = { ...route, element: content } as RouteObject;
    if (children) converted.children = convertRoutes(children);
    return converted;
  });
}

/**
 * The table rendered for the current location. A layout that renders an <Outlet /> should put
 * it in a <Suspense> of its own so that it shows while the page loads; this one is the last
 * resort.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
