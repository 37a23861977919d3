import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { vars } from '../theme.css.ts';
import { darkTokens, lightTokens, zIndex } from '../tokens.ts';
import * as styles from './foundations.css.ts';
import { TokenTable } from './TokenTable.tsx';
import { themeModes } from '../../../test/chromaticModes.ts';

const shadows = Object.keys(lightTokens.shadow) as (keyof typeof lightTokens.shadow)[];

/** The shadows (in the theme shown) and the stacking layers, read from the tokens. */
function Elevation() {
  return (
    <Stack space="xlarge">
      <Heading level={1}>Elevation</Heading>
      <Stack space="small" as="section" aria-label="Shadows">
        <Heading level={2} size={3}>
          Shadows
        </Heading>
        <ul className={styles.grid}>
          {shadows.map((name) => (
            <li key={name} className={styles.shadowBox} style={{ boxShadow: vars.shadow[name] }}>
              <Text size="small" weight="medium">
                {name}
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
      <TokenTable
        caption="Shadow values"
        headers={['Shadow', 'Light', 'Dark']}
        rows={shadows.map((name) => [
          name,
          <code key="light">{lightTokens.shadow[name]}</code>,
          <code key="dark">{darkTokens.shadow[name]}</code>,
        ])}
      />
      <TokenTable
        caption="Layers (z-index), bottom to top"
        headers={['Layer', 'z-index']}
        rows={Object.entries(zIndex)}
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
    const shadowList = within(canvas.getByRole('region', { name: 'Shadows' }));
    await expect(shadowList.getAllByRole('listitem')).toHaveLength(shadows.length);
    const layers = within(canvas.getByRole('table', { name: /^Layers/ }));
    await expect(layers.getByRole('row', { name: 'tooltip 600' })).toBeVisible();
    await expect(layers.getAllByRole('row')).toHaveLength(Object.keys(zIndex).length + 1);
  },
};
