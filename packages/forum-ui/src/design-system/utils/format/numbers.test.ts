import { describe, expect, it } from 'vitest';
import { MISSING_COUNT, formatCompactCount, formatCount, formatCountOrDash } from './numbers.ts';

describe('formatCompactCount', () => {
  it('shows counts up to 1000 whole and ungrouped', () => {
    expect(formatCompactCount(0)).toBe('0');
    expect(formatCompactCount(7)).toBe('7');
    expect(formatCompactCount(999)).toBe('999');
  });
  it('shows exactly 1000 in full, since only counts over 1000 get a K', () => {
    expect(formatCompactCount(1000)).toBe('1000');
  });
  it('shows counts over 1000 in thousands with one decimal', () => {
    expect(formatCompactCount(1001)).toBe('1.0K');
    expect(formatCompactCount(1500)).toBe('1.5K');
    expect(formatCompactCount(12_345)).toBe('12.3K');
    expect(formatCompactCount(250_000)).toBe('250.0K');
  });
  it('cuts the decimal rather than rounding it up', () => {
    expect(formatCompactCount(1999)).toBe('1.9K');
    expect(formatCompactCount(999_999)).toBe('999.9K');
    expect(formatCompactCount(1_999_999)).toBe('1.9M');
  });
  it('shows exactly 1,000,000 in thousands, since only counts over 1,000,000 get an M', () => {
    expect(formatCompactCount(1_000_000)).toBe('1000.0K');
  });
  it('shows counts over 1,000,000 in millions with one decimal', () => {
    expect(formatCompactCount(1_000_001)).toBe('1.0M');
    expect(formatCompactCount(2_345_678)).toBe('2.3M');
    expect(formatCompactCount(1_100_000)).toBe('1.1M');
    expect(formatCompactCount(987_654_321)).toBe('987.6M');
  });
  it('never groups digits, even for very large counts', () => {
    expect(formatCompactCount(12_345_678_901)).toBe('12345.6M');
  });
  it('drops the fraction of a small count', () => {
    expect(formatCompactCount(12.9)).toBe('12');
  });
  it('keeps the sign of a negative count', () => {
    expect(formatCompactCount(-42)).toBe('-42');
    expect(formatCompactCount(-1500)).toBe('-1.5K');
  });
  it("shows '-' for a missing count", () => {
    expect(formatCompactCount(null)).toBe(MISSING_COUNT);
    expect(formatCompactCount(undefined)).toBe('-');
    expect(formatCompactCount(Number.NaN)).toBe('-');
    expect(formatCompactCount(Infinity)).toBe('-');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });
  it('rounds a fraction to a whole count', () => {
    expect(formatCount(1234.6)).toBe('1,235');
  });
  it('follows the locale it is given', () => {
    expect(formatCount(1_234_567, 'de-DE')).toBe('1.234.567');
    expect(formatCount(1_234_567, 'en-PH')).toBe('1,234,567');
  });
  it("shows '-' for NaN and Infinity", () => {
    expect(formatCount(Number.NaN)).toBe('-');
    expect(formatCount(-Infinity)).toBe('-');
  });
});

describe('formatCountOrDash', () => {
  it('groups a count that is there, zero included', () => {
    expect(formatCountOrDash(4321)).toBe('4,321');
    expect(formatCountOrDash(0)).toBe('0');
  });
  it("shows '-' for a missing counter", () => {
    expect(formatCountOrDash(null)).toBe('-');
    expect(formatCountOrDash(undefined)).toBe('-');
    expect(formatCountOrDash(Number.NaN)).toBe('-');
  });
});

describe('counts written without Intl (en, en-PH, en-US)', () => {
  const samples = [
    0,
    1,
    7,
    42,
    999,
    1000,
    1001,
    1499,
    1500,
    9999,
    10_000,
    99_999,
    123_456,
    999_999,
    1_000_000,
    1_000_001,
    12_345_678,
    987_654_321,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
  ].flatMap((n) => [n, -n]);

  it('group whole counts as Intl does, and leave fractions and -0 to it', () => {
    for (const locale of ['en', 'en-PH', 'en-US']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const n of [...samples, 2.5, -2.5, 1234.5, -0, 1e21])
        expect(formatCount(n, locale), `${locale} ${n}`).toBe(intl.format(n));
    }
  });

  it('write the short form’s decimal as Intl does', () => {
    const decimal = new Intl.NumberFormat('en', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    });
    const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0, useGrouping: false });
    for (const n of [...samples, 1e17, 1e24]) {
      const size = Math.abs(n);
      const sign = n < 0 ? '-' : '';
      const unit = size > 1_000_000 ? 1_000_000 : 1000;
      const expected =
        size <= 1000
          ? sign + whole.format(size)
          : `${sign}${decimal.format(Math.floor(size / (unit / 10)) / 10)}${size > 1_000_000 ? 'M' : 'K'}`;
      expect(formatCompactCount(n), String(n)).toBe(expected);
    }
  });
});
