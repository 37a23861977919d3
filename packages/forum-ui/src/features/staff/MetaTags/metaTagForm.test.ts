import { describe, expect, it } from 'vitest';
import {
  freePages,
  isWebUrl,
  META_TAG_DEFAULTS,
  metaTagInput,
  metaTagValues,
  validateMetaTag,
  type MetaTag,
} from './metaTagForm.ts';

const record: MetaTag = {
  id: 5,
  page: 'about',
  title: 'About | TechForum PH',
  description: 'Who we are.',
  keywords: null,
  og_title: 'About us',
  og_description: null,
  og_image: 'https://forum.example.com/og.png',
  twitter_title: null,
  twitter_description: null,
  twitter_image: null,
  canonical_url: null,
  is_active: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-02-01T00:00:00Z',
};

describe('validateMetaTag', () => {
  it('requires a known page, a title and a description', () => {
    expect(validateMetaTag({ ...META_TAG_DEFAULTS, title: '  ' })).toEqual({
      page: 'Please choose a page',
      title: 'Please enter a title',
      description: 'Please enter a description',
    });
    expect(
      validateMetaTag({ ...META_TAG_DEFAULTS, page: 'nowhere', title: 'T', description: 'D' }),
    ).toEqual({ page: 'Please choose a page' });
  });

  it('takes only full web URLs in the image and canonical fields, or nothing', () => {
    const values = {
      ...metaTagValues(record),
      og_image: 'forum.example.com/og.png',
      twitter_image: 'javascript:alert(1)',
      canonical_url: '',
    };
    const errors = validateMetaTag(values);
    expect(Object.keys(errors)).toEqual(['og_image', 'twitter_image']);
    expect(validateMetaTag(metaTagValues(record))).toEqual({});
  });
});

describe('isWebUrl', () => {
  it('accepts http and https URLs with a host', () => {
    expect(isWebUrl('https://forum.example.com/about')).toBe(true);
    expect(isWebUrl('http://localhost:4173/')).toBe(true);
    expect(isWebUrl('/about')).toBe(false);
    expect(isWebUrl('mailto:a@example.com')).toBe(false);
  });
});

describe('metaTagValues and metaTagInput', () => {
  it('shows null fields as empty text and sends empty ones as null, trimmed, without the page', () => {
    const values = metaTagValues(record);
    expect(values.keywords).toBe('');
    expect(values.is_active).toBe(false);
    const input = metaTagInput({ ...values, title: '  About us  ', keywords: ' tech, ph ' });
    expect(input).toEqual({
      title: 'About us',
      description: 'Who we are.',
      is_active: false,
      keywords: 'tech, ph',
      og_title: 'About us',
      og_description: null,
      og_image: 'https://forum.example.com/og.png',
      twitter_title: null,
      twitter_description: null,
      twitter_image: null,
      canonical_url: null,
    });
    expect(input).not.toHaveProperty('page');
  });
});

describe('freePages', () => {
  it('lists the page keys without a record, in the spec order', () => {
    const free = freePages([{ page: 'home' }, { page: 'about' }]);
    expect(free).not.toContain('home');
    expect(free).not.toContain('about');
    expect(free[0]).toBe('login');
    expect(free).toHaveLength(21);
  });
});
