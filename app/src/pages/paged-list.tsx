import { PagedListScreen } from '@forum/forum-ui/features/browse';
import type { RouteHandle } from '../routes.tsx';
import { useRouteHandle } from '../routing.tsx';

/** Every paged list page (Featured Articles, the topic pages, trending, new threads, ...). */
export function Component() {
  const list = useRouteHandle<RouteHandle>()?.list;
  // The route table gives every route of this module a list.
  if (!list) throw new Error('A paged-list route needs handle.list');
  return <PagedListScreen key={list} list={list} />;
}
