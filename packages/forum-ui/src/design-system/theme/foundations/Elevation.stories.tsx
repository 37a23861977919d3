import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { vars } from '../theme.css.ts';
import { darkTokens, lightTokens, zIndex } from '../tokens.ts';
import * as styles from './foundations.css.ts';
import { TokenTable } from './TokenTable.tsx';
import { themeModes } from '../../../test/chromaticModes.ts';

type Shadow = keyof typeof lightTokens.shadow;
const shadows = Object.keys(lightTokens.shadow) as Shadow[];
const themes = [
  ['light', lightTokens],
  ['dark', darkTokens],
] as const;

const shadowUses: Record<Shadow, string> = {
  small: 'Raised content, with a border: cards, stat cards.',
  medium: 'Floating over content: menus, popovers, tooltips, a card on hover.',
  large: 'Over the page: dialogs, toasts, the small-screen menu panel.',
};

const layerUses: Record<keyof typeof zIndex, string> = {
  base: 'The page.',
  raised: 'A card’s stretched link.',
  dropdown: 'Menus and navigation lists.',
  sticky: 'The site header.',
  overlay: 'The loading overlay.',
  modal: 'Dialogs, and popovers opened from them.',
  toast: 'Toasts, above dialogs, so a failure is seen.',
  tooltip: 'Tooltips, always on top.',
};

/** A shadow as one theme draws it, on that theme's page, with its CSS value. */
function ThemedShadow({ name, theme }: { name: Shadow; theme: (typeof themes)[number] }) {
  const [mode, tokens] = theme;
  return (
    <div data-theme={mode} className={styles.themePanel}>
      <div className={styles.shadowBox} style={{ boxShadow: vars.shadow[name] }} />
      <code className={styles.value}>{tokens.shadow[name]}</code>
    </div>
  );
}

/** The shadows in each theme and the stacking layers, read from the tokens. */
function Elevation() {
  return (
    <Stack space="xlarge">
      <Heading level={1}>Elevation</Heading>
      <TokenTable
        caption="Shadows in each theme"
        headers={['Shadow', 'Used for', 'Light', 'Dark']}
        rows={shadows.map((name) => [
          name,
          shadowUses[name],
          ...themes.map((theme) => <ThemedShadow key={theme[0]} name={name} theme={theme} />),
        ])}
      />
      <TokenTable
        caption="Layers (z-index), bottom to top"
        headers={['Layer', 'z-index', 'Used for']}
        rows={(Object.keys(zIndex) as (keyof typeof zIndex)[]).map((name) => [
          name,
          zIndex[name],
          layerUses[name],
        ])}
      />
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Elevation',
  component: Elevation,
  parameters: { chromatic: { modes: themeModes }, layout: 'padded' },
} satisfies Meta<typeof Elevation>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Shadows in each theme' }));
    await expect(table.getAllByRole('rowheader')).toHaveLength(shadows.length);
    // Each theme's cell gives the CSS value, and draws it as that theme does.
    const medium = table.getByRole('rowheader', { name: 'medium' }).closest('tr')!;
    const cells = within(medium).getAllByRole('cell').slice(1);
    for (const [index, [, tokens]] of themes.entries()) {
      const cell = cells[index]!;
      await expect(cell).toHaveTextContent(tokens.shadow.medium);
      const colour = /rgba\([^)]*\)/.exec(tokens.shadow.medium)![0];
      const box = cell.querySelector(`.${styles.shadowBox}`)!;
      await expect(getComputedStyle(box).boxShadow).toContain(colour);
    }
    const layers = within(canvas.getByRole('table', { name: /^Layers/ }));
    await expect(layers.getByRole('row', { name: /^tooltip 600 / })).toBeVisible();
    await expect(layers.getAllByRole('row')).toHaveLength(Object.keys(zIndex).length + 1);
  },
};
