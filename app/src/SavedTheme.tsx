import { useEffect } from 'react';
import { usePreferences, useSession } from '@forum/api';
import { toThemePreference, useTheme } from '@forum/forum-ui/design-system';

/**
 * The site follows a member's saved theme: after login or a restored session it reads
 * GET /user/preferences and applies `theme` (system, light or dark). It applies again when the
 * member changes (another login) or the saved value changes (Settings saves it); in between,
 * the header's switch still changes the theme for the visit.
 */
export function SavedTheme() {
  const { user } = useSession();
  const saved = toThemePreference(usePreferences().data?.data.theme);
  const { setPreference } = useTheme();
  const userId = user?.id;
  useEffect(() => {
    if (saved && userId !== undefined) setPreference(saved);
  }, [userId, saved, setPreference]);
  return null;
}
