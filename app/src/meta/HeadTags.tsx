import type { HeadTags as Tags } from './resolveMeta.ts';

/**
 * A page's head tags, rendered with React 19's own <title>/<meta>/<link> hoisting (on the server
 * they go into the first response's <head>).
 */
export function HeadTags({ tags }: { tags: Tags }) {
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
