import { describe, expect, it } from 'vitest';
import { NAVIGATING_ATTRIBUTE } from '@forum/forum-ui/design-system';
import { appLinkOf, markNavigating } from './linkIntent.ts';

const ORIGIN = window.location.origin;

/** An event on an element inside a link made from `html`, with the given mouse details. */
function eventOn(html: string, init: MouseEventInit = {}, type = 'click'): Event {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]') ?? document.body;
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('appLinkOf', () => {
  it('finds the page of this site a plain click on a link (or inside it) leads to', () => {
    const url = appLinkOf(
      eventOn('<a href="/threads/2?page=3"><span data-target>x</span></a>'),
      ORIGIN,
    );
    expect(url?.pathname + (url?.search ?? '')).toBe('/threads/2?page=3');
  });

  it('leaves what the app does not open itself: another site, a new window, a download', () => {
    expect(
      appLinkOf(eventOn('<a data-target href="https://example.com/x">x</a>'), ORIGIN),
    ).toBeUndefined();
    expect(
      appLinkOf(eventOn('<a data-target target="_blank" href="/x">x</a>'), ORIGIN),
    ).toBeUndefined();
    expect(appLinkOf(eventOn('<a data-target download href="/x">x</a>'), ORIGIN)).toBeUndefined();
    expect(appLinkOf(eventOn('<p data-target>not a link</p>'), ORIGIN)).toBeUndefined();
  });

  it('leaves a click with a modifier or another button (a new tab, a menu)', () => {
    const link = '<a data-target href="/Forums">x</a>';
    expect(appLinkOf(eventOn(link, { ctrlKey: true }), ORIGIN)).toBeUndefined();
    expect(appLinkOf(eventOn(link, { metaKey: true }), ORIGIN)).toBeUndefined();
    expect(appLinkOf(eventOn(link, { button: 1 }), ORIGIN)).toBeUndefined();
    // A hover or focus is intent whatever the keys held.
    expect(appLinkOf(eventOn(link, { ctrlKey: true }, 'pointerover'), ORIGIN)?.pathname).toBe(
      '/Forums',
    );
  });
});

describe('markNavigating', () => {
  /** A click on a link to `href`, taken by the router or not, with the address after it. */
  function follow(href: string, { taken, now }: { taken: boolean; now: string }) {
    document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
    window.history.replaceState(null, '', now);
    const event = eventOn(`<a data-target href="${href}">x</a>`);
    if (taken) event.preventDefault();
    markNavigating(event as MouseEvent, ORIGIN);
    return document.documentElement.hasAttribute(NAVIGATING_ATTRIBUTE);
  }

  it('marks the page a link the router followed leaves', () => {
    expect(follow('/Forum/pc-building', { taken: true, now: '/Forum/pc-building' })).toBe(true);
  });

  it('leaves a click the router did not take, or one that went elsewhere', () => {
    // The browser's own navigation (a full load) needs no mark.
    expect(follow('/Forum/pc-building', { taken: false, now: '/Forums' })).toBe(false);
    // Stopped by something else (a skip link, a dialog), the address unchanged.
    expect(follow('#main', { taken: true, now: '/Forums' })).toBe(false);
    expect(follow('https://example.com/x', { taken: true, now: '/Forums' })).toBe(false);
  });
});
