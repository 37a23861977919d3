import type { StoryContext } from '@storybook/react-vite';

/** The axe rule tags every story is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Under test only violations matter: axe then skips collecting every passing and inapplicable
 * node (the Storybook panel, outside tests, still lists them all): less time per check, and a
 * story report a fraction of the size.
 */
export const axeTestOptions = import.meta.env.VITEST_STORYBOOK
  ? { resultTypes: ['violations'] as ('violations' | 'incomplete' | 'passes' | 'inapplicable')[] }
  : {};

/** What a theme changes: colours. The rules that read them (WCAG 2 AA). */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The a11y addon checks each story in the theme it renders in. Under test, this
 * runs axe's colour rules once more with the other theme applied, so contrast is checked in
 * both (the other rules do not depend on the theme, and ran already).
 */
export async function checkOtherTheme({ parameters, globals }: StoryContext): Promise<void> {
  if (import.meta.env.VITEST_STORYBOOK === undefined) return;
  const a11y = parameters.a11y as
    | { disable?: boolean; test?: string; config?: { rules?: { id: string; enabled: boolean }[] } }
    | undefined;
  if (a11y?.disable || a11y?.test === 'off' || a11y?.test === 'todo') return;

  const html = document.documentElement;
  const current = html.dataset.theme ?? globals.theme ?? 'light';
  const other = current === 'dark' ? 'light' : 'dark';
  const axe = (await import('axe-core')).default;
  html.dataset.theme = other;
  try {
    axe.reset();
    axe.configure({ rules: [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])] });
    const result = await axe.run(
      {
        include: document.body,
        exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
      },
      { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] },
    );
    if (result.violations.length > 0) {
      const lines = result.violations.flatMap((v) => [
        `${v.id} (${v.impact}): ${v.help}`,
        ...v.nodes.slice(0, 5).map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      ]);
      throw new Error(`Accessibility violations in the ${other} theme:\n${lines.join('\n')}`);
    }
  } finally {
    html.dataset.theme = current;
  }
}
