import { describe, expect, it } from 'vitest';
import { DEFAULT_META, resolveMeta } from './resolveMeta.ts';

const record = {
  id: 1,
  page: 'forum',
  title: 'Forums | TechForum',
  description: 'Discuss hardware, software and games.',
  keywords: 'forum, tech',
  og_title: 'The TechForum forums',
  og_description: null,
  og_image: 'https://cdn.example.com/og.png',
  twitter_title: null,
  twitter_description: null,
  twitter_image: null,
  canonical_url: 'https://techforum.example.com/Forums',
  is_active: true,
  updated_at: '2026-11-01T00:00:00Z',
} as const;

describe('resolveMeta', () => {
  it('uses the defaults when there is no record (loading, 404 or failure)', () => {
    const tags = resolveMeta(undefined);
    expect(tags.title).toBe(DEFAULT_META.title);
    expect(tags.description).toBe(DEFAULT_META.description);
    expect(tags.keywords).toBe(DEFAULT_META.keywords);
    expect(tags.canonicalUrl).toBeUndefined();
  });

  it('uses the defaults for an inactive record', () => {
    expect(resolveMeta({ ...record, is_active: false } as never).title).toBe(DEFAULT_META.title);
  });

  it('fills Open Graph and Twitter tags from the nearest field given', () => {
    const tags = resolveMeta(record as never);
    expect(tags).toMatchObject({
      title: 'Forums | TechForum',
      ogTitle: 'The TechForum forums',
      ogDescription: 'Discuss hardware, software and games.',
      twitterTitle: 'The TechForum forums',
      twitterImage: 'https://cdn.example.com/og.png',
      canonicalUrl: 'https://techforum.example.com/Forums',
    });
  });

  it('treats blank strings as missing', () => {
    expect(resolveMeta({ ...record, title: '   ', keywords: '' } as never)).toMatchObject({
      title: DEFAULT_META.title,
      keywords: DEFAULT_META.keywords,
    });
  });
});
