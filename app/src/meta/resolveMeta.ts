import type { components } from '@forum/api';
import { SITE_NAME } from '../config.ts';

type MetaTag = components['schemas']['MetaTag'];

export interface HeadTags {
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage?: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage?: string;
  canonicalUrl?: string;
  /** 'website' unless the page is one piece of writing ('article': a thread). */
  ogType?: 'website' | 'article';
  /** An article's Open Graph details. */
  article?: { publishedTime: string; author?: string | undefined; section?: string | undefined };
}

/** Used when the page has no record, the record is inactive, or the call fails (spec). */
export const DEFAULT_META = {
  title: `${SITE_NAME} | Technology news and discussion`,
  description:
    'A community for technology news and discussion: tech news, product launches, events, hardware, software, gaming and tech support.',
  keywords: 'technology, tech news, forum, gaming, hardware, software, tech support, Philippines',
} as const;

const text = (value: string | null | undefined) =>
  value && value.trim() ? value.trim() : undefined;

/** The head tags of a page from its record (or the defaults), each field falling back sensibly. */
export function resolveMeta(record: MetaTag | null | undefined): HeadTags {
  const active = record && record.is_active !== false ? record : undefined;
  const title = text(active?.title) ?? DEFAULT_META.title;
  const description = text(active?.description) ?? DEFAULT_META.description;
  return {
    title,
    description,
    keywords: text(active?.keywords) ?? DEFAULT_META.keywords,
    ogTitle: text(active?.og_title) ?? title,
    ogDescription: text(active?.og_description) ?? description,
    ogImage: text(active?.og_image),
    twitterTitle: text(active?.twitter_title) ?? text(active?.og_title) ?? title,
    twitterDescription:
      text(active?.twitter_description) ?? text(active?.og_description) ?? description,
    twitterImage: text(active?.twitter_image) ?? text(active?.og_image),
    canonicalUrl: text(active?.canonical_url),
  };
}
