import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatUptime,
  healthChecks,
  healthLabel,
  healthTone,
  sectionState,
  staleAfter,
  SYSTEM_REFRESH_MS,
  SYSTEM_STALE_MS,
} from './system.ts';

const serverError = { message: 'Server Error', status: 500, data: { message: 'Server Error' } };
const forbidden = {
  message: 'This action is unauthorized.',
  status: 403,
  data: { message: 'This action is unauthorized.' },
};

describe('sectionState', () => {
  const fresh = { value: { n: 1 }, readAt: 1000, failure: null, isStale: false };

  it('is loading until the first answer, and failed when the first call failed', () => {
    expect(
      sectionState({ value: undefined, readAt: undefined, failure: null, isStale: false }, 'X'),
    ).toEqual({ kind: 'loading' });
    expect(
      sectionState(
        { value: undefined, readAt: undefined, failure: serverError, isStale: true },
        'X',
      ),
    ).toEqual({ kind: 'error', message: 'X' });
    expect(
      sectionState({ value: undefined, readAt: undefined, failure: forbidden, isStale: true }, 'X'),
    ).toEqual({ kind: 'error', message: 'Error: This action is unauthorized.' });
  });

  it('shows a fresh answer with the time it was read', () => {
    expect(sectionState(fresh, 'X')).toEqual({ kind: 'ready', value: { n: 1 }, readAt: 1000 });
  });

  it('keeps an answer when a later call failed, marked stale with the reason', () => {
    expect(sectionState({ ...fresh, failure: serverError }, 'X')).toEqual({
      kind: 'ready',
      value: { n: 1 },
      readAt: 1000,
      stale: {
        reason: 'failed',
        message: 'The latest refresh failed (no answer from the server).',
      },
    });
    expect(sectionState({ ...fresh, failure: forbidden }, 'X')).toMatchObject({
      stale: {
        reason: 'failed',
        message: 'The latest refresh failed (Error: This action is unauthorized.).',
      },
    });
  });

  it('marks an answer older than the stale limit as stale', () => {
    expect(sectionState({ ...fresh, isStale: true }, 'X')).toMatchObject({
      kind: 'ready',
      stale: { reason: 'old', message: 'These have not been refreshed recently.' },
    });
  });

  it('counts as stale after two refresh intervals (one refresh missed)', () => {
    expect(SYSTEM_REFRESH_MS).toBe(60_000);
    expect(SYSTEM_STALE_MS).toBe(120_000);
    expect(staleAfter(1000)).toBe(2000);
  });
});

describe('health', () => {
  it('names and colours the overall status', () => {
    expect([healthLabel('ok'), healthTone('ok')]).toEqual(['Operational', 'success']);
    expect([healthLabel('degraded'), healthTone('degraded')]).toEqual(['Degraded', 'warning']);
    expect([healthLabel('down'), healthTone('down')]).toEqual(['Down', 'critical']);
    expect([healthLabel('maintenance'), healthTone('maintenance')]).toEqual([
      'Unknown (maintenance)',
      'neutral',
    ]);
  });

  it('lists the checks in a fixed order, extra ones last, missing ones left out', () => {
    const checks = { storage: 'ok', search: 'fail', cache: 'fail', database: 'ok' } as never;
    expect(healthChecks(checks)).toEqual([
      { id: 'database', name: 'Database', ok: true, status: 'OK' },
      { id: 'cache', name: 'Cache', ok: false, status: 'Failing' },
      { id: 'storage', name: 'Storage', ok: true, status: 'OK' },
      { id: 'search', name: 'search', ok: false, status: 'Failing' },
    ]);
  });
});

describe('formatBytes', () => {
  it('writes sizes in decimal units with one decimal at most', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(1536)).toBe('1.5 kB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
    expect(formatBytes(999_999)).toBe('1 MB');
    expect(formatBytes(5_000_000_000_000)).toBe('5 TB');
  });
  it("shows '-' for a missing or impossible size", () => {
    expect(formatBytes(null)).toBe('-');
    expect(formatBytes(undefined)).toBe('-');
    expect(formatBytes(-1)).toBe('-');
    expect(formatBytes(Number.NaN)).toBe('-');
  });
});

describe('formatUptime', () => {
  it('gives the two largest units, cut down', () => {
    expect(formatUptime(59)).toBe('less than a minute');
    expect(formatUptime(60)).toBe('1 minute');
    expect(formatUptime(3_660)).toBe('1 hour, 1 minute');
    expect(formatUptime(3_600)).toBe('1 hour');
    expect(formatUptime(90_061)).toBe('1 day, 1 hour');
    expect(formatUptime(86_400 + 59 * 60)).toBe('1 day');
    expect(formatUptime(2_000_000)).toBe('23 days, 3 hours');
  });
  it("shows '-' when missing", () => {
    expect(formatUptime(null)).toBe('-');
  });
});
