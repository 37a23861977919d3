import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './siteUrl.tsx';

describe('absoluteUrl', () => {
  it('puts a path on the site, and keeps an absolute address as it is', () => {
    const site = 'https://forum.example/';
    expect(absoluteUrl('/threads/react-19-2', site)).toBe(
      'https://forum.example/threads/react-19-2',
    );
    expect(absoluteUrl('/search?q=a b', site)).toBe('https://forum.example/search?q=a%20b');
    expect(absoluteUrl('https://other.example/x', site)).toBe('https://other.example/x');
    expect(absoluteUrl(undefined, site)).toBeUndefined();
  });

  it('leaves out what cannot be an address', () => {
    expect(absoluteUrl('http://[bad', 'https://forum.example/')).toBeUndefined();
  });
});
