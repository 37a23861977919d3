/**
 * Chromatic modes: the globals each snapshot is taken with. Storybook's preview gives every
 * story `allModes`; a stories file whose stories look the same in some of them narrows that in
 * its meta (`parameters: { chromatic: { modes: oneMode } }`). Parameters merge, so a narrower
 * set switches the four off with `disable: true` rather than leaving them out.
 */

/** Light and dark at mobile and desktop width: screens, the site layout, and components whose
 * CSS changes with the width (media queries, responsive props). */
export const allModes = {
  'light desktop': { theme: 'light', viewport: 'desktop' },
  'dark desktop': { theme: 'dark', viewport: 'desktop' },
  'light mobile': { theme: 'light', viewport: 'mobile' },
  'dark mobile': { theme: 'dark', viewport: 'mobile' },
} as const;

// Chromatic snapshot modes only, not accessibility: `{ disable: true }` is Chromatic's way to
// leave a mode out. axe still runs on every story, in light and dark (.storybook/a11y.ts).
const noneOfAll = Object.fromEntries(
  Object.keys(allModes).map((name) => [name, { disable: true }]),
) as Record<keyof typeof allModes, { disable: true }>;

/**
 * One snapshot, light, at the story's own width: for components whose CSS does not change
 * with the width (a `Mobile` story, with its `globals.viewport`, still shows the narrow width).
 * Their dark look follows from the light one: components read only theme `vars`, the
 * foundation stories are snapshotted in both themes, and axe checks every story's contrast in
 * both themes.
 */
export const oneMode = { ...noneOfAll, light: { theme: 'light' } } as const;

/** Light and dark at the story's own width: the foundations (token tables). */
export const themeModes = {
  ...noneOfAll,
  light: { theme: 'light' },
  dark: { theme: 'dark' },
} as const;
