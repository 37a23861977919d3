import { describe, expect, it } from 'vitest';
import type { components } from '@forum/api';
import { resolveMeta } from './resolveMeta.ts';
import { THREAD_DESCRIPTION_LENGTH, threadHeadTags } from './threadMeta.ts';

type Thread = components['schemas']['Thread'];

const thread = (over: Partial<Thread> = {}): Thread =>
  ({
    id: 2,
    slug: 'best-budget-gpu-2026',
    title: 'Best budget GPU in 2026?',
    content: '<p>Looking for a <strong>budget</strong> card &amp; a PSU.</p><p>Thanks!</p>',
    created_at: '2026-11-20T08:00:00Z',
    author: { id: 3, name: 'Juan dela Cruz' },
    category: { id: 4, slug: 'pc-building', title: 'PC Building' },
    likes_count: 0,
    views: 0,
    is_featured: false,
    is_sticky: false,
    is_approved: true,
    status: 'approved',
    ...over,
  }) as Thread;

const base = resolveMeta({ keywords: 'gpu, psu' } as never);

describe('threadHeadTags', () => {
  it('uses the title, the first post as plain text, and marks an article by its author', () => {
    const tags = threadHeadTags(base, thread());
    expect(tags.title).toBe('Best budget GPU in 2026? | TechForum');
    expect(tags.ogTitle).toBe('Best budget GPU in 2026?');
    expect(tags.description).toBe('Looking for a budget card & a PSU. Thanks!');
    expect(tags.ogDescription).toBe(tags.description);
    expect(tags.twitterDescription).toBe(tags.description);
    expect(tags.ogType).toBe('article');
    expect(tags.article).toEqual({
      publishedTime: '2026-11-20T08:00:00Z',
      author: 'Juan dela Cruz',
      section: 'PC Building',
    });
    expect(tags.canonicalUrl).toBe('/threads/best-budget-gpu-2026');
    expect(tags.keywords).toBe('gpu, psu');
  });

  it('prefers the first post when the thread names one', () => {
    const tags = threadHeadTags(base, thread({ first_post: { id: 9, content: '<p>First</p>' } }));
    expect(tags.description).toBe('First');
  });

  it('cuts a long first post at 160 characters, never inside an emoji family', () => {
    const family = '👨‍👩‍👧‍👦';
    const tags = threadHeadTags(base, thread({ content: `<p>${family.repeat(300)}</p>` }));
    const graphemes = [
      ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(tags.description),
    ];
    expect(graphemes.length).toBeLessThanOrEqual(THREAD_DESCRIPTION_LENGTH + 1);
    expect(tags.description.endsWith(`${family}…`)).toBe(true);
  });

  it('keeps the site description for a thread with no text, and markup stays text', () => {
    expect(threadHeadTags(base, thread({ content: '<p> </p>' })).description).toBe(
      base.description,
    );
    const hostile = thread({ title: '</script><script>alert(1)</script>\u2028' });
    expect(threadHeadTags(base, hostile).ogTitle).toBe('</script><script>alert(1)</script>\u2028');
  });
});
