import { describe, expect, it } from 'vitest';
import { toThemePreference } from './preference.ts';

describe('toThemePreference', () => {
  it('takes the three saved themes as they are', () => {
    expect(toThemePreference('system')).toBe('system');
    expect(toThemePreference('light')).toBe('light');
    expect(toThemePreference('dark')).toBe('dark');
  });

  it('ignores anything else, so the site keeps its theme', () => {
    for (const value of [undefined, null, '', 'Dark', 'blue', 1, {}])
      expect(toThemePreference(value)).toBeNull();
  });
});
