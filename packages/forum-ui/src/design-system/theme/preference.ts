import type { ThemePreference } from './ThemeProvider.tsx';

/**
 * The theme preference a member saved (GET /user/preferences `theme`), or null when the value is
 * not one the site knows: then the site keeps the theme it shows.
 */
export function toThemePreference(saved: unknown): ThemePreference | null {
  return saved === 'system' || saved === 'light' || saved === 'dark' ? saved : null;
}
