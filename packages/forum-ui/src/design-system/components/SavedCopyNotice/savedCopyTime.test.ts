import { describe, expect, it } from 'vitest';
import { savedCopyTime } from './savedCopyTime.ts';

const SAVED = Date.UTC(2026, 10, 28, 2, 42); // 10:42 in Manila

describe('savedCopyTime', () => {
  it('is the time alone on the day it was saved, in the given zone and locale', () => {
    const later = SAVED + 3 * 60 * 60 * 1000;
    expect(savedCopyTime(SAVED, later, { locale: 'en-GB', timeZone: 'Asia/Manila' })).toBe('10:42');
    expect(savedCopyTime(SAVED, later, { locale: 'en-US', timeZone: 'Asia/Manila' })).toBe(
      '10:42 AM',
    );
    expect(savedCopyTime(SAVED, later, { locale: 'en-GB', timeZone: 'Europe/London' })).toBe(
      '2:42',
    );
  });

  it('names the day when it was saved on another day (of the reader’s zone)', () => {
    const nextDay = SAVED + 24 * 60 * 60 * 1000;
    expect(savedCopyTime(SAVED, nextDay, { locale: 'en-GB', timeZone: 'Asia/Manila' })).toBe(
      '28 Nov, 10:42',
    );
    // 10:42 in Manila is 21:42 the day before in New York: that day is named there.
    const sameManilaDay = SAVED + 12 * 60 * 60 * 1000;
    expect(
      savedCopyTime(SAVED, sameManilaDay, { locale: 'en-US', timeZone: 'America/New_York' }),
    ).toBe('Nov 27, 9:42 PM');
  });
});
