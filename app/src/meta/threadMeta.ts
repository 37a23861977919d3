import type { components } from '@forum/api';
import { previewText, threadPath } from '@forum/forum-ui/design-system';
import { SITE_NAME } from '../config.ts';
import type { HeadTags } from './resolveMeta.ts';

type Thread = components['schemas']['Thread'];

/** How long a thread's description is, in user-perceived characters (search engines show ~160). */
export const THREAD_DESCRIPTION_LENGTH = 160;

/**
 * A thread page's head tags: its title, its first post's text as the description (plain text,
 * at most 160 characters, never cut inside a character), an article with its published time and
 * author, and its own address as canonical. The page's record (GET /meta-tags/discussions)
 * still gives the keywords and a shared image.
 */
export function threadHeadTags(base: HeadTags, thread: Thread): HeadTags {
  const description =
    previewText(thread.first_post?.content ?? thread.content, THREAD_DESCRIPTION_LENGTH) ||
    base.description;
  return {
    ...base,
    title: `${thread.title} | ${SITE_NAME}`,
    description,
    ogTitle: thread.title,
    ogDescription: description,
    ogType: 'article',
    twitterTitle: thread.title,
    twitterDescription: description,
    canonicalUrl: threadPath(thread),
    article: {
      publishedTime: thread.created_at,
      author: thread.author?.name,
      section: thread.category?.title ?? undefined,
    },
  };
}
