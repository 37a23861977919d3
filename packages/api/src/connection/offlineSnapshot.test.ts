import { describe, expect, it } from 'vitest';
import { offlineNow, SAVED_COPY_ATTRIBUTE } from './offlineSnapshot.ts';

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
