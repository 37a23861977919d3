import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import './global.css.ts';

export type ThemeName = 'light' | 'dark';
export type ThemePreference = ThemeName | 'system';

const STORAGE_KEY = 'forum.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ThemeContextValue {
  /** What the person chose ('system' follows the operating system). */
  preference: ThemePreference;
  /** The theme in force. */
  theme: ThemeName;
  setPreference: (preference: ThemePreference) => void;
  /** Switches to the other theme, as an explicit choice. */
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function systemTheme(): ThemeName {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

/** Follows the operating system's light or dark setting while the page is open. */
function subscribeSystem(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function storedPreference(): ThemePreference {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

const noSubscription = () => () => {};
const notStored = (): ThemePreference => 'system';
const serverTheme = (): ThemeName => 'light';

export interface ThemeProviderProps {
  children: ReactNode;
  /** Forces a preference (Storybook's theme toolbar); otherwise the stored one is used. */
  preference?: ThemePreference;
  /** Remember the choice in localStorage (the app does; stories do not). */
  persist?: boolean;
}

/**
 * Puts `data-theme` on <html> so that portals (dialogs, menus, toasts) share the theme.
 */
export function ThemeProvider({
  children,
  preference: forced,
  persist = false,
}: ThemeProviderProps) {
  // The browser's stored choice and system theme are read through useSyncExternalStore: a page
  // rendered on the server (no storage, no media queries) shows the light 'system' theme, and
  // so does its hydration; the stored choice takes over right after.
  const stored = useSyncExternalStore(
    noSubscription,
    persist ? storedPreference : notStored,
    notStored,
  );
  /** The choice made during this visit (undefined until one is made). */
  const [chosen, setPreferenceState] = useState<ThemePreference>();
  // A forced preference (Storybook's toolbar) wins over the stored choice.
  const preference = forced ?? chosen ?? stored;
  const system = useSyncExternalStore(subscribeSystem, systemTheme, serverTheme);

  const theme = preference === 'system' ? system : preference;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setPreference = useCallback(
    (next: ThemePreference) => {
      setPreferenceState(next);
      if (!persist) return;
      try {
        if (next === 'system') window.localStorage.removeItem(STORAGE_KEY);
        else window.localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Storage may be unavailable (private mode); the choice still applies for this visit.
      }
    },
    [persist],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({
      preference,
      theme,
      setPreference,
      toggle: () => setPreference(theme === 'dark' ? 'light' : 'dark'),
    }),
    [preference, theme, setPreference],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
