/**
 * What knows the app's router or API but no feature, between the design system (props only)
 * and the features: the router's link for the design system's LinkProvider, and the hooks that
 * read or write the address.
 */
export { RouterLink } from './routerLink.tsx';
export { usePageParam, type PageChangeOptions } from './usePageParam.ts';
export { usePageHref } from './usePageHref.ts';
export { useClampedPage } from './useClampedPage.ts';
export { useQueryFailureToasts } from './useQueryFailureToasts.ts';
export {
  shownSuggestions,
  suggestionLabel,
  suggestionQuery,
  toSuggestionOptions,
} from './suggestions.ts';
