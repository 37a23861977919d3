import { describe, expect, it } from 'vitest';
import { newThreadLink } from '@forum/forum-ui/design-system';
import { returnPathFrom } from './returnPath.ts';

const site = 'https://forum.example';
const back = (from: unknown) => returnPathFrom({ from }, site);

describe('returnPathFrom', () => {
  it('returns to a remembered path or location object, with its search and hash', () => {
    expect(back('/ThreadForm')).toBe('/ThreadForm');
    expect(back('/threads/42?page=2#post-7')).toBe('/threads/42?page=2#post-7');
    expect(back({ pathname: '/threads/42', search: '?page=2', hash: '#post-7' })).toBe(
      '/threads/42?page=2#post-7',
    );
    expect(back({ pathname: '/search', search: '?q=ryzen%20cpu' })).toBe('/search?q=ryzen%20cpu');
    expect(back('/loginsomething')).toBe('/loginsomething');
    expect(back('/Forum/device-hardware')).toBe('/Forum/device-hardware');
  });

  it('accepts a full URL of this site and gives its path', () => {
    expect(back(`${site}/threads/7?page=3`)).toBe('/threads/7?page=3');
  });

  it('goes home without a remembered origin', () => {
    expect(returnPathFrom(undefined, site)).toBe('/');
    expect(returnPathFrom(null, site)).toBe('/');
    expect(returnPathFrom('/threads', site)).toBe('/');
    expect(returnPathFrom({}, site)).toBe('/');
    expect(back('')).toBe('/');
    expect(back(42)).toBe('/');
    expect(back({ pathname: 7 })).toBe('/');
  });

  it('goes home for anything that leaves the site', () => {
    for (const from of [
      'https://evil.example',
      'http://forum.example/threads', // another origin: the scheme differs
      'https://forum.example:8443/threads',
      '//evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\\t/evil.example',
      '  //evil.example',
      '/..//evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      { pathname: '//evil.example' },
      { pathname: '/\\evil.example', search: '?a=1' },
    ])
      expect(back(from), JSON.stringify(from)).toBe('/');
  });

  it('goes home instead of returning to an account page', () => {
    for (const from of [
      '/login',
      '/LOGIN',
      '/login?next=/x',
      '/./login',
      '/signup',
      { pathname: '/signup' },
      '/ForgetPassword',
      '/resend-verification',
      '/verify-email?id=1&hash=abc',
    ])
      expect(back(from), JSON.stringify(from)).toBe('/');
  });

  it("returns a guest to the thread form from a New Thread link (the same `from` as the protected route's)", () => {
    const link = newThreadLink({ signedIn: false, returnTo: '/Forum/gaming-support?page=2' });
    expect(returnPathFrom(link.state, site)).toBe('/ThreadForm');
  });

  it('compares against the page origin by default', () => {
    expect(returnPathFrom({ from: '/threads/1' })).toBe('/threads/1');
    expect(returnPathFrom({ from: `${location.origin}/threads/1` })).toBe('/threads/1');
    expect(returnPathFrom({ from: '//evil.example' })).toBe('/');
  });
});
