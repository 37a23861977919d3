import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('formatBytes', () => {
  it('says kB under a megabyte, MB and GB above, with one decimal at most', () => {
    expect(formatBytes(0)).toBe('0 kB');
    expect(formatBytes(40)).toBe('0.1 kB');
    expect(formatBytes(820_400)).toBe('820.4 kB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB');
  });
  it('never shows a negative size', () => {
    expect(formatBytes(-5)).toBe('0 kB');
  });
});
