import { useLocation } from 'react-router-dom';
import { useMetaTags } from '@forum/api';
import { matchRoute, pageFor, pageKeyOf } from '../pages.ts';
import { HeadTags } from './HeadTags.tsx';
import { resolveMeta } from './resolveMeta.ts';

/** Whether a path is a thread page (/threads/{id or slug}, /thread/{slug}). */
export function isThreadPage(pathname: string): boolean {
  return pageFor(pathname).page?.module === 'thread';
}

/**
 * The head tags of the current route from GET /meta-tags/{page} (while loading or on failure,
 * the defaults apply). A thread page renders its own (ThreadMeta.tsx, in the thread page's
 * chunk): its title, first post and author.
 */
export function PageMeta() {
  const { pathname, search } = useLocation();
  const match = matchRoute(pathname);
  const thread = match.page?.module === 'thread';
  const { data } = useMetaTags(pageKeyOf(match), { enabled: !thread });
  if (thread) return null;
  return <HeadTags tags={resolveMeta(data?.data)} address={pathname + search} />;
}
