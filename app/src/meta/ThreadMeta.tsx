import { useLocation } from 'react-router-dom';
import { useMetaTags, useThread } from '@forum/api';
import { HeadTags } from './HeadTags.tsx';
import { matchRoute, pageKeyOf } from '../pages.ts';
import { resolveMeta } from './resolveMeta.ts';
import { threadHeadTags } from './threadMeta.ts';

/**
 * A thread page's head tags: the page's record (GET /meta-tags/discussions) with the thread's
 * own title, first post and author once the thread is known (the same query as the page, so no
 * request of its own).
 */
export function ThreadMeta({ idOrSlug }: { idOrSlug: string }) {
  const { pathname, search } = useLocation();
  const { data } = useMetaTags(pageKeyOf(matchRoute(pathname)));
  const { data: thread } = useThread(idOrSlug);
  const base = resolveMeta(data?.data);
  return (
    <HeadTags
      tags={thread?.data ? threadHeadTags(base, thread.data) : base}
      address={pathname + search}
    />
  );
}
