import { matchPath, useLocation } from 'react-router-dom';
import { useMetaTags } from '@forum/api';
import { HeadTags } from './HeadTags.tsx';
import { pageKeyFor } from './pageKey.ts';
import { resolveMeta } from './resolveMeta.ts';

/** Whether a path is a thread page (/threads/{id or slug}, /thread/{slug}). */
export function isThreadPage(pathname: string): boolean {
  const match = matchPath('/threads/:thread', pathname) ?? matchPath('/thread/:thread', pathname);
  return match !== null && match.params.thread !== 'create';
}

/**
 * The head tags of the current route from GET /meta-tags/{page} (while loading or on failure,
 * the defaults apply). A thread page renders its own (ThreadMeta.tsx, in the thread page's
 * chunk): its title, first post and author.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  const thread = isThreadPage(pathname);
  const { data } = useMetaTags(pageKeyFor(pathname), { enabled: !thread });
  if (thread) return null;
  return <HeadTags tags={resolveMeta(data?.data)} />;
}
