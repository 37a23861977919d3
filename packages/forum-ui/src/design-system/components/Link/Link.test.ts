import { describe, expect, it } from 'vitest';
import { getLinkKind, isExternalUrl } from './linkKind.ts';

describe('getLinkKind', () => {
  it.each([
    '/',
    '/threads/42',
    '/Forum/hardware-discussion?page=2',
    'settings',
    './replies',
    '../up',
    '#replies',
    '?tab=activity',
    '',
  ])('treats the app path %j as internal', (href) => {
    expect(getLinkKind(href)).toBe('internal');
  });

  it.each([
    'https://example.com',
    'http://example.com/path?q=1#x',
    'HTTPS://EXAMPLE.COM',
    '//cdn.example.com/image.png',
    '  https://example.com  ',
  ])('treats the web address %j as external', (href) => {
    expect(getLinkKind(href)).toBe('external');
  });

  it.each(['mailto:admin@example.com', 'tel:+6321234567', 'ftp://files.example.com'])(
    'treats the other scheme %j as other',
    (href) => {
      expect(getLinkKind(href)).toBe('other');
    },
  );

  it('does not mistake a path that mentions a URL for an external link', () => {
    expect(getLinkKind('/search?q=https://example.com')).toBe('internal');
    expect(getLinkKind('/https://example.com')).toBe('internal');
  });
});

describe('isExternalUrl', () => {
  it('is true only for http(s) addresses', () => {
    expect(isExternalUrl('https://github.com')).toBe(true);
    expect(isExternalUrl('/UserProfile')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
  });
});
