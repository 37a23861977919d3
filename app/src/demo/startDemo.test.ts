import { describe, expect, it } from 'vitest';
import { isGoneWorkerUpdate } from './startDemo.ts';

describe('isGoneWorkerUpdate', () => {
  it("is MSW's update of a registration its worker already removed (Chromium's message)", () => {
    const error = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4177/') with script ('http://127.0.0.1:4177/mockServiceWorker.api.js'): Not found",
    );
    expect(isGoneWorkerUpdate(error)).toBe(true);
  });

  it('is nothing else: another failure of the update, another worker, or not an error', () => {
    const badResponse = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://x/') with script ('http://x/mockServiceWorker.api.js'): A bad HTTP response code (404) was received when fetching the script.",
    );
    const otherWorker = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://x/') with script ('http://x/sw.js'): Not found",
    );
    expect(isGoneWorkerUpdate(badResponse)).toBe(false);
    expect(isGoneWorkerUpdate(otherWorker)).toBe(false);
    expect(isGoneWorkerUpdate(new Error('Not found'))).toBe(false);
    expect(isGoneWorkerUpdate('Failed to update a ServiceWorker: Not found')).toBe(false);
  });
});
