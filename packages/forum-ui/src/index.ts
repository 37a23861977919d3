export { vars } from './theme/theme.css.ts';
export * from './theme/tokens.ts';
export { ThemeProvider, useTheme, type ThemeName, type ThemePreference } from './theme/ThemeProvider.tsx';
export { sprinkles, type Sprinkles } from './css/sprinkles.css.ts';
export { Box, type BoxProps } from './primitives/Box.tsx';
export { Stack, type StackProps } from './primitives/Stack.tsx';
export { Inline, type InlineProps } from './primitives/Inline.tsx';
export { Text, type TextProps } from './primitives/Text.tsx';
export { Heading, type HeadingProps } from './primitives/Heading.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden.tsx';
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './components/Button/Button.tsx';
export { NotFoundView, type NotFoundViewProps } from './screens/NotFound/NotFoundView.tsx';
export { Pager, type PagerProps, type PagerVariant, type PagerCount } from './components/Pager/Pager.tsx';
export {
  ELLIPSIS,
  clampPage,
  normaliseLastPage,
  pageWindow,
  pageWindowWithEdges,
  slicePage,
  totalPages,
  type PageListItem,
} from './utils/pagination.ts';
export { MISSING_COUNT, formatCompactCount, formatCount, formatCountOrDash } from './utils/numbers.ts';
export {
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  formatRelative,
  parseDate,
  toDateTimeAttribute,
  type DateInput,
  type DateFormatOptions,
  type RelativeFormatOptions,
} from './utils/dates.ts';
