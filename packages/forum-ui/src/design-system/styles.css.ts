/**
 * The design system's entry for stylesheets (`@forum/forum-ui/design-system/styles.css`): what a
 * feature's or the app's `.css.ts` file may build on. vanilla-extract evaluates stylesheets at
 * build time, so they never import the components' entry (index.ts), whose React modules would
 * be evaluated with them; this entry names only tokens, the theme's variables and the layout
 * classes that stylesheets compose.
 */
export { vars } from './theme/theme.css.ts';
export { breakpoints } from './theme/tokens.ts';
export { stackedList, spreadRow, wrapRow } from './primitives/primitives.css.ts';
export { newCountLook } from './css/newCount.ts';
