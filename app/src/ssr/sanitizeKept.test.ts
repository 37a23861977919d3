// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

/** The rel of a link to another site (sanitize.ts). */
const EXTERNAL = 'rel="nofollow ugc"';
import { sanitizeUserHtml } from '@forum/forum-ui/design-system';
import { setUserHtmlWindow } from '@forum/forum-ui/design-system/server';

const hostAt = (url: string) =>
  new JSDOM('', { url }).window as unknown as Window & typeof globalThis;

describe('the server sanitiser keeps its answers', () => {
  it('gives the same answer for the same HTML, and forgets them with a new window', () => {
    setUserHtmlWindow(hostAt('https://other.example/'));
    const html =
      '<p><a href="https://forum.example/threads/2">a thread</a><img src="x" onerror="alert(1)"></p>';
    const first = sanitizeUserHtml(html);
    expect(first).toContain(EXTERNAL);
    expect(first).not.toContain('onerror');
    expect(sanitizeUserHtml(html)).toBe(first);
    // On the forum's own address the same link is internal: nothing kept from the other window.
    setUserHtmlWindow(hostAt('https://forum.example/'));
    expect(sanitizeUserHtml(html)).not.toContain('rel=');
  });
});
