/**
 * Runs around every unit test. The unit project shares one module cache and one jsdom window
 * between the test files of a worker (`isolate: false`, several times faster than a fresh
 * window per file), so each test ends by putting back what tests change: mounted React trees,
 * fake timers, spies and stubs, and storage.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
