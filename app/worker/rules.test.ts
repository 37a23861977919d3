import { describe, expect, it } from 'vitest';
import {
  SAVED_AT_ATTRIBUTE,
  SAVED_CACHE_PREFIX,
  apiPrefix,
  isBuiltAsset,
  isImage,
  isPage,
  isPublicApiRead,
  isSavedCache,
  isSignedInApiRead,
  isSkipWaiting,
  markSavedCopy,
  mayKeep,
  savedAtOf,
} from './rules.ts';

const ORIGIN = 'https://forum.example';
const API = apiPrefix('https://api.example/api/v1', ORIGIN);
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  url,
  method,
  headers: new Headers(headers),
});
const response = (status: number, cacheControl?: string) => ({
  status,
  headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}),
});

describe('the service worker rules', () => {
  it('reads the caches the page saves threads in (saved.test.ts keeps the name equal)', () => {
    expect(SAVED_CACHE_PREFIX).toBe('forum-saved:');
    expect(isSavedCache('forum-saved:guest')).toBe(true);
    expect(isSavedCache('forum-saved:member:7')).toBe(true);
    expect(isSavedCache('forum-pages')).toBe(false);
    expect(isSavedCache('forum-api')).toBe(false);
  });

  it("a member's API read is a GET with Authorization; a picture is an image GET", () => {
    const signedIn = request(`${API}threads/id/1`, { Authorization: 'Bearer t' });
    expect(isSignedInApiRead(signedIn, API)).toBe(true);
    expect(isSignedInApiRead(request(`${API}threads/id/1`), API)).toBe(false);
    expect(
      isSignedInApiRead(request(`${API}threads`, { Authorization: 'Bearer t' }, 'POST'), API),
    ).toBe(false);
    expect(isSignedInApiRead(request('https://other.example/x', { Authorization: 'B' }), API)).toBe(
      false,
    );
    expect(isImage({ method: 'GET', destination: 'image' })).toBe(true);
    expect(isImage({ method: 'GET', destination: 'script' })).toBe(false);
  });

  it('a page is a GET navigation, not a script, a fetch or a form post', () => {
    expect(isPage({ mode: 'navigate', method: 'GET' })).toBe(true);
    expect(isPage({ mode: 'navigate', method: 'POST' })).toBe(false);
    expect(isPage({ mode: 'cors', method: 'GET' })).toBe(false);
    expect(isPage({ mode: 'no-cors', method: 'GET' })).toBe(false);
  });

  it("the build's files are this site's /assets/, not another site's nor a page", () => {
    expect(isBuiltAsset(new URL(`${ORIGIN}/assets/thread-abc.js`), ORIGIN)).toBe(true);
    expect(isBuiltAsset(new URL('https://cdn.example/assets/thread-abc.js'), ORIGIN)).toBe(false);
    expect(isBuiltAsset(new URL(`${ORIGIN}/threads/assets`), ORIGIN)).toBe(false);
  });

  it("the API's address is a prefix ending in a slash, a relative one on this site", () => {
    expect(API).toBe('https://api.example/api/v1/');
    expect(apiPrefix('https://api.example/api/v1/', ORIGIN)).toBe(API);
    expect(apiPrefix('/api/v1', ORIGIN)).toBe(`${ORIGIN}/api/v1/`);
  });

  it("a public read is a GET on the API without Authorization: a member's never is", () => {
    expect(isPublicApiRead(request(`${API}threads/2`), API)).toBe(true);
    expect(
      isPublicApiRead(request(`${API}threads/2`, { Authorization: 'Bearer t0ken' }), API),
    ).toBe(false);
    expect(isPublicApiRead(request(`${API}threads/2/posts`, {}, 'POST'), API)).toBe(false);
    // Another path that starts with the same letters is not the API.
    expect(isPublicApiRead(request('https://api.example/api/v10/threads'), API)).toBe(false);
    expect(isPublicApiRead(request(`${ORIGIN}/threads/2`), API)).toBe(false);
  });

  it('keeps whole 200 answers only, never one its server marks no-store', () => {
    expect(mayKeep(response(200))).toBe(true);
    expect(mayKeep(response(200, 'public, max-age=0, s-maxage=60'))).toBe(true);
    expect(mayKeep(response(200, 'no-store'))).toBe(false);
    expect(mayKeep(response(200, 'private, No-Store'))).toBe(false);
    for (const status of [0, 206, 304, 404, 500]) expect(mayKeep(response(status))).toBe(false);
  });

  it('a saved copy is marked on its html element with the time it was sent', () => {
    // The mark @forum/api's SAVED_COPY_ATTRIBUTE reads (connection.test.ts checks its side).
    expect(SAVED_AT_ATTRIBUTE).toBe('data-saved-at');
    const page =
      '<!doctype html><html lang="en"><body><p>&lt;html&gt;</p><p><html></p></body></html>';
    expect(markSavedCopy(page, 1_764_326_520_000)).toBe(
      '<!doctype html><html data-saved-at="1764326520000" lang="en"><body><p>&lt;html&gt;</p><p><html></p></body></html>',
    );
    // The shell of a members' page is marked too: the network did not send it either.
    expect(markSavedCopy('<!DOCTYPE html>\n<HTML>\n<div id="root"></div>', 1)).toBe(
      '<!DOCTYPE html>\n<HTML data-saved-at="1">\n<div id="root"></div>',
    );
    // Not a document (an <html-like> tag is no <html>), or no time: nothing to mark.
    expect(markSavedCopy('<html-card></html-card>', 1)).toBe('<html-card></html-card>');
    expect(markSavedCopy(page, Number.NaN)).toBe(page);
  });

  it("a saved answer's time is its Date header", () => {
    const sent = new Headers({ Date: 'Sat, 28 Nov 2026 02:42:00 GMT' });
    expect(savedAtOf({ headers: sent })).toBe(Date.UTC(2026, 10, 28, 2, 42));
    expect(savedAtOf({ headers: new Headers() })).toBeUndefined();
    expect(savedAtOf({ headers: new Headers({ Date: 'yesterday' }) })).toBeUndefined();
  });

  it('a waiting worker takes over only when a page asks it with SKIP_WAITING', () => {
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaiting({ type: 'forum-outbox:flush' })).toBe(false);
    expect(isSkipWaiting('SKIP_WAITING')).toBe(false);
    expect(isSkipWaiting(null)).toBe(false);
    expect(isSkipWaiting(undefined)).toBe(false);
  });
});
