import { useLocation } from 'react-router-dom';
import { useMetaTags } from '@forum/api';
import { pageKeyFor } from './pageKey.ts';
import { resolveMeta } from './resolveMeta.ts';

/**
 * The head tags of the current route from GET /meta-tags/{page}, rendered with React 19's
 * own <title>/<meta>/<link> hoisting. While loading or on failure, the defaults apply.
 * A page that sets its own <title> later in the tree (a thread's title) wins, being rendered last.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  const { data } = useMetaTags(pageKeyFor(pathname));
  const tags = resolveMeta(data?.data);
  return (
    <>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      <meta name="keywords" content={tags.keywords} />
      <meta property="og:title" content={tags.ogTitle} />
      <meta property="og:description" content={tags.ogDescription} />
      <meta property="og:type" content="website" />
      {tags.ogImage && <meta property="og:image" content={tags.ogImage} />}
      <meta name="twitter:card" content={tags.twitterImage ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={tags.twitterTitle} />
      <meta name="twitter:description" content={tags.twitterDescription} />
      {tags.twitterImage && <meta name="twitter:image" content={tags.twitterImage} />}
      {tags.canonicalUrl && <link rel="canonical" href={tags.canonicalUrl} />}
    </>
  );
}
