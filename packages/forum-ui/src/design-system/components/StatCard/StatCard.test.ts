import { describe, expect, it } from 'vitest';
import { formatStat, isMissingStat } from './StatCard.utils.ts';

describe('formatStat', () => {
  it("shows '-' for a missing count", () => {
    for (const value of [
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      '',
      '   ',
    ]) {
      expect(formatStat(value, 'en-US')).toBe('-');
    }
  });

  it('shows zero as a number, not as missing', () => {
    expect(formatStat(0, 'en-US')).toBe('0');
    expect(formatStat('0', 'en-US')).toBe('0');
  });

  it('groups thousands for the locale', () => {
    expect(formatStat(999, 'en-US')).toBe('999');
    expect(formatStat(1234, 'en-US')).toBe('1,234');
    expect(formatStat(1234567, 'en-US')).toBe('1,234,567');
    expect(formatStat(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatStat(-4200, 'en-US')).toBe('-4,200');
  });

  it('shows counts as whole numbers, grouped for the locale', () => {
    expect(formatStat(3.6, 'en-US')).toBe('4');
    expect(formatStat(12345, 'de-DE')).toBe('12.345');
  });

  it('formats numeric strings from the server', () => {
    expect(formatStat('12345', 'en-US')).toBe('12,345');
    expect(formatStat(' 42 ', 'en-US')).toBe('42');
  });

  it('passes other text through unchanged', () => {
    expect(formatStat('Mar 2024', 'en-US')).toBe('Mar 2024');
    expect(formatStat('2024-03-01', 'en-US')).toBe('2024-03-01');
  });
});

describe('isMissingStat', () => {
  it('tells missing values from real ones', () => {
    expect(isMissingStat(null)).toBe(true);
    expect(isMissingStat(Number.NaN)).toBe(true);
    expect(isMissingStat(0)).toBe(false);
    expect(isMissingStat('0')).toBe(false);
    expect(isMissingStat('Mar 2024')).toBe(false);
  });
});
