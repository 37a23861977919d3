/**
 * Raw token values. Plain TypeScript (no vanilla-extract) so unit tests and
 * docs can read them. Colours are named by meaning, never by hue.
 * Components never import this file: they use `vars` from theme.css.ts.
 */

export interface ColorTokens {
  /** Page background. */
  surface: string;
  /** Cards, dialogs, menus, inputs. */
  surfaceRaised: string;
  /** Wells, table headers, code, skeletons. */
  surfaceSunken: string;
  /** Hover background for rows, menu items and ghost buttons. */
  surfaceHover: string;
  /** Dialog backdrop. */
  overlay: string;
  text: string;
  textMuted: string;
  textInverse: string;
  /** Decorative separators (not relied on to identify a control). */
  border: string;
  /** Field and control outlines: at least 3:1 against surfaces. */
  borderStrong: string;
  focusRing: string;
  link: string;
  primary: string;
  primaryHover: string;
  primarySoft: string;
  primaryText: string;
  onPrimary: string;
  success: string;
  successSoft: string;
  successText: string;
  onSuccess: string;
  warning: string;
  warningSoft: string;
  warningText: string;
  onWarning: string;
  critical: string;
  criticalHover: string;
  criticalSoft: string;
  criticalText: string;
  onCritical: string;
  /** Role badges: admin red, moderator amber, user blue. */
  roleAdmin: string;
  roleModerator: string;
  roleUser: string;
  onRole: string;
  /** The category colour used when a category has none. A data value, same in every theme. */
  categoryDefault: string;
}

export interface PaletteTokens {
  /** Six background colours, cycled by index. */
  colors: readonly [string, string, string, string, string, string];
  /** Text drawn on any of them. */
  text: string;
}

/**
 * Code in posts, by what a token is (highlight.js's classes, UserHtml.css.ts): each at least
 * 4.5:1 on surfaceSunken, the code block's background.
 */
export interface SyntaxTokens {
  keyword: string;
  string: string;
  comment: string;
  number: string;
  /** Function and class names. */
  title: string;
  /** Types and built-ins. */
  type: string;
  /** Attributes, properties, variables. */
  attribute: string;
  /** Tags, meta and preprocessor lines, symbols. */
  meta: string;
  /** A diff's added and removed lines. */
  addition: string;
  deletion: string;
}

export interface ThemeTokens {
  color: ColorTokens;
  syntax: SyntaxTokens;
  letterBadge: PaletteTokens;
  avatar: PaletteTokens;
  shadow: { small: string; medium: string; large: string };
}

export const DEFAULT_CATEGORY_COLOR = '#3b82f6';

export const lightTokens: ThemeTokens = {
  color: {
    surface: '#f6f7f9',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef0f3',
    surfaceHover: '#e5e8ed',
    overlay: 'rgba(15, 23, 42, 0.55)',
    text: '#111827',
    textMuted: '#4b5563',
    textInverse: '#ffffff',
    border: '#d9dde3',
    borderStrong: '#6b7280',
    focusRing: '#2563eb',
    link: '#1d4ed8',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primarySoft: '#dbeafe',
    primaryText: '#1d4ed8',
    onPrimary: '#ffffff',
    success: '#15803d',
    successSoft: '#dcfce7',
    successText: '#166534',
    onSuccess: '#ffffff',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    warningText: '#92400e',
    onWarning: '#ffffff',
    critical: '#b91c1c',
    criticalHover: '#991b1b',
    criticalSoft: '#fee2e2',
    criticalText: '#b91c1c',
    onCritical: '#ffffff',
    roleAdmin: '#b91c1c',
    roleModerator: '#b45309',
    roleUser: '#1d4ed8',
    onRole: '#ffffff',
    categoryDefault: DEFAULT_CATEGORY_COLOR,
  },
  syntax: {
    keyword: '#a40e26',
    string: '#0a3069',
    comment: '#57606a',
    number: '#0550ae',
    title: '#6639ba',
    type: '#953800',
    attribute: '#0550ae',
    meta: '#116329',
    addition: '#116329',
    deletion: '#82071e',
  },
  letterBadge: {
    colors: ['#1d4ed8', '#15803d', '#b45309', '#b91c1c', '#7e22ce', '#0f766e'],
    text: '#ffffff',
  },
  avatar: {
    colors: ['#4338ca', '#be185d', '#0e7490', '#6d28d9', '#9a3412', '#047857'],
    text: '#ffffff',
  },
  shadow: {
    small: '0 1px 2px rgba(15, 23, 42, 0.08)',
    medium: '0 4px 12px rgba(15, 23, 42, 0.12)',
    large: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
};

export const darkTokens: ThemeTokens = {
  color: {
    surface: '#0f172a',
    surfaceRaised: '#1e293b',
    surfaceSunken: '#0b1220',
    surfaceHover: '#334155',
    overlay: 'rgba(0, 0, 0, 0.65)',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    textInverse: '#0f172a',
    border: '#334155',
    borderStrong: '#94a3b8',
    focusRing: '#60a5fa',
    link: '#93c5fd',
    primary: '#60a5fa',
    primaryHover: '#93c5fd',
    primarySoft: '#1e3a8a',
    primaryText: '#93c5fd',
    onPrimary: '#0f172a',
    success: '#4ade80',
    successSoft: '#14532d',
    successText: '#86efac',
    onSuccess: '#052e16',
    warning: '#fbbf24',
    warningSoft: '#78350f',
    warningText: '#fcd34d',
    onWarning: '#1c1917',
    critical: '#f87171',
    criticalHover: '#fca5a5',
    criticalSoft: '#7f1d1d',
    criticalText: '#fca5a5',
    onCritical: '#1c0a0a',
    roleAdmin: '#f87171',
    roleModerator: '#fbbf24',
    roleUser: '#60a5fa',
    onRole: '#0f172a',
    categoryDefault: DEFAULT_CATEGORY_COLOR,
  },
  syntax: {
    keyword: '#ff7b72',
    string: '#a5d6ff',
    comment: '#8b949e',
    number: '#79c0ff',
    title: '#d2a8ff',
    type: '#ffa657',
    attribute: '#79c0ff',
    meta: '#7ee787',
    addition: '#7ee787',
    deletion: '#ffa198',
  },
  letterBadge: {
    colors: ['#60a5fa', '#4ade80', '#fbbf24', '#f87171', '#c084fc', '#2dd4bf'],
    text: '#0f172a',
  },
  avatar: {
    colors: ['#818cf8', '#f472b6', '#22d3ee', '#a78bfa', '#fb923c', '#34d399'],
    text: '#0f172a',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
    large: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

/** Theme-independent scales. */
export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;

export const radius = {
  none: '0',
  small: '4px',
  medium: '8px',
  large: '12px',
  full: '9999px',
} as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSize = {
  xsmall: '0.75rem',
  small: '0.875rem',
  standard: '1rem',
  large: '1.125rem',
  xlarge: '1.25rem',
  h4: '1.125rem',
  h3: '1.25rem',
  h2: '1.5rem',
  h1: '2rem',
} as const;

export const lineHeight = {
  tight: '1.25',
  standard: '1.5',
  relaxed: '1.7',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  strong: '700',
} as const;

export const zIndex = {
  base: '0',
  raised: '1',
  dropdown: '100',
  sticky: '200',
  overlay: '300',
  modal: '400',
  toast: '500',
  tooltip: '600',
} as const;

/** Minimum widths, in px. Media queries cannot read CSS variables, so these are constants. */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
  wide: 1440,
} as const;

export type Breakpoint = keyof typeof breakpoints;
