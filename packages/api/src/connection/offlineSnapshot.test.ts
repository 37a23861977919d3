import { afterEach, describe, expect, it } from 'vitest';
import { offlineNow, offlineSnapshot, SAVED_COPY_ATTRIBUTE } from './offlineSnapshot.ts';

describe('offlineNow', () => {
  it('the browser saying it has no network is offline', () => {
    expect(offlineNow(false, false, false)).toBe(true);
    expect(offlineNow(false, true, true)).toBe(true);
  });

  it('a page opened from the saved copy is offline, though the browser says online', () => {
    expect(offlineNow(true, true, false)).toBe(true);
  });

  it('is online once the network came back, or when the page came from the network', () => {
    expect(offlineNow(true, true, true)).toBe(false);
    expect(offlineNow(true, false, false)).toBe(false);
  });
});

describe('SAVED_COPY_ATTRIBUTE', () => {
  it('is the mark the service worker writes (app/worker/rules.test.ts checks its side)', () => {
    expect(SAVED_COPY_ATTRIBUTE).toBe('data-saved-at');
  });
});

describe('offlineSnapshot', () => {
  const root = document.documentElement;
  afterEach(() => root.removeAttribute(SAVED_COPY_ATTRIBUTE));

  it("counts an 'online' event for the copy the page showed then, not for a later one", () => {
    expect(navigator.onLine).toBe(true);
    expect(offlineSnapshot()).toBe(false);
    // An event before any mark (another screen of the app, earlier) does not count for a copy.
    window.dispatchEvent(new Event('online'));
    root.setAttribute(SAVED_COPY_ATTRIBUTE, '1764326520000');
    expect(offlineSnapshot()).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(offlineSnapshot()).toBe(false);
    root.setAttribute(SAVED_COPY_ATTRIBUTE, '1764412920000');
    expect(offlineSnapshot()).toBe(true);
  });
});
