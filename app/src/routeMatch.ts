import { createContext, useContext } from 'react';
import { matchRoute, type RouteMatch } from './pages.ts';

/** The route the server matched for this request (renderPage gives it), for the render to reuse. */
export const RouteMatchContext = createContext<RouteMatch | null>(null);

/**
 * The route table's match of the current address: the server's, when it rendered this address,
 * else matched here (in the browser, once per component that asks).
 */
export function useRouteMatch(pathname: string): RouteMatch {
  const given = useContext(RouteMatchContext);
  return given?.pathname === pathname ? given : matchRoute(pathname);
}
