import type { HeadTags as Tags } from './resolveMeta.ts';
import { absoluteUrl, useSiteUrl } from './siteUrl.tsx';

/**
 * A page's head tags, rendered with React 19's own <title>/<meta>/<link> hoisting (on the server
 * they go into the first response's <head>). `address` is the page's own (path and search); the
 * canonical link and og:url are absolute, on the site's address (siteUrl.tsx).
 */
export function HeadTags({ tags, address }: { tags: Tags; address: string }) {
  const siteUrl = useSiteUrl();
  const canonical = absoluteUrl(tags.canonicalUrl, siteUrl);
  const url = canonical ?? absoluteUrl(address, siteUrl);
  return (
    <>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      <meta name="keywords" content={tags.keywords} />
      <meta property="og:title" content={tags.ogTitle} />
      <meta property="og:description" content={tags.ogDescription} />
      <meta property="og:type" content={tags.ogType ?? 'website'} />
      {url && <meta property="og:url" content={url} />}
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
      {canonical && <link rel="canonical" href={canonical} />}
    </>
  );
}
