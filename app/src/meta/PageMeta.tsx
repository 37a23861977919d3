import { matchPath, useLocation } from 'react-router-dom';
import { useMetaTags, useThread } from '@forum/api';
import { pageKeyFor } from './pageKey.ts';
import { resolveMeta, type HeadTags } from './resolveMeta.ts';
import { threadHeadTags } from './threadMeta.ts';

/** The thread a path shows (/threads/{id or slug}, /thread/{slug}), if it is a thread page. */
function threadOf(pathname: string): string | undefined {
  const match =
    matchPath('/threads/:thread', pathname) ?? matchPath('/thread/:thread', pathname) ?? null;
  const thread = match?.params.thread;
  return thread && thread !== 'create' ? thread : undefined;
}

/**
 * The head tags of the current route from GET /meta-tags/{page}, rendered with React 19's
 * own <title>/<meta>/<link> hoisting (on the server they go into the first response's head).
 * While loading or on failure, the defaults apply. A thread page uses its own title, first post
 * and author (threadMeta.ts), from the same query as the page, so it adds no request.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  const { data } = useMetaTags(pageKeyFor(pathname));
  const thread = threadOf(pathname);
  const { data: threadData } = useThread(thread);
  const base = resolveMeta(data?.data);
  const tags: HeadTags = threadData?.data ? threadHeadTags(base, threadData.data) : base;
  return (
    <>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      <meta name="keywords" content={tags.keywords} />
      <meta property="og:title" content={tags.ogTitle} />
      <meta property="og:description" content={tags.ogDescription} />
      <meta property="og:type" content={tags.ogType ?? 'website'} />
      {tags.article && (
        <meta property="article:published_time" content={tags.article.publishedTime} />
      )}
      {tags.article?.author && <meta property="article:author" content={tags.article.author} />}
      {tags.article?.section && <meta property="article:section" content={tags.article.section} />}
      {tags.ogImage && <meta property="og:image" content={tags.ogImage} />}
      <meta name="twitter:card" content={tags.twitterImage ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={tags.twitterTitle} />
      <meta name="twitter:description" content={tags.twitterDescription} />
      {tags.twitterImage && <meta name="twitter:image" content={tags.twitterImage} />}
      {tags.canonicalUrl && <link rel="canonical" href={tags.canonicalUrl} />}
    </>
  );
}
