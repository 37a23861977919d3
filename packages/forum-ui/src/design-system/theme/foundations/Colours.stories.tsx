import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { vars } from '../theme.css.ts';
import { lightTokens } from '../tokens.ts';
import * as styles from './foundations.css.ts';
import { themeModes } from '../../../test/chromaticModes.ts';

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <li className={styles.swatch}>
      <span className={styles.chip} style={{ background: value }} aria-hidden="true" />
      <span>
        <Text size="small" weight="medium" as="span">
          {name}
        </Text>
        <br />
        <span className={styles.code}>{value.replace(/^var\((--[^,)]+).*$/, '$1')}</span>
      </span>
    </li>
  );
}

function Palette({ title, entries }: { title: string; entries: [string, string][] }) {
  return (
    <Stack space="small" as="section" aria-label={title}>
      <Heading level={2} size={3}>
        {title}
      </Heading>
      <ul className={styles.grid}>
        {entries.map(([name, value]) => (
          <Swatch key={name} name={name} value={value} />
        ))}
      </ul>
    </Stack>
  );
}

const colorNames = Object.keys(lightTokens.color) as (keyof typeof vars.color)[];
const group = (test: (name: string) => boolean): [string, string][] =>
  colorNames.filter(test).map((name) => [name, vars.color[name]]);

function Colours() {
  const paletteEntries = (p: typeof vars.letterBadge, label: string): [string, string][] =>
    (['c0', 'c1', 'c2', 'c3', 'c4', 'c5'] as const).map((k, i) => [`${label} ${i + 1}`, p[k]]);
  return (
    <Stack space="xlarge">
      <Heading level={1}>Colours</Heading>
      <Text tone="muted">
        Named by meaning, one contract for both themes. Switch the theme in the toolbar: the names
        stay, the values change. Every text/background pair here is checked for WCAG 2.2 AA by a
        unit test.
      </Text>
      <Palette
        title="Surfaces"
        entries={group((n) => n.startsWith('surface') || n === 'overlay')}
      />
      <Palette title="Text and lines" entries={group((n) => /^(text|border|focus|link)/.test(n))} />
      <Palette
        title="Intents"
        entries={group((n) =>
          /^(primary|success|warning|critical|on(Primary|Success|Warning|Critical))/.test(n),
        )}
      />
      <Palette title="Roles" entries={group((n) => /^(role|onRole)/.test(n))} />
      <Palette title="Letter badges" entries={paletteEntries(vars.letterBadge, 'Letter')} />
      <Palette title="Avatars" entries={paletteEntries(vars.avatar, 'Avatar')} />
      <Palette title="Data" entries={[['categoryDefault (#3b82f6)', vars.color.categoryDefault]]} />
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: Colours,
  parameters: { chromatic: { modes: themeModes }, layout: 'padded' },
} satisfies Meta<typeof Colours>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    for (const name of [
      'Surfaces',
      'Text and lines',
      'Intents',
      'Roles',
      'Letter badges',
      'Avatars',
    ]) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    await expect(canvas.getByText('roleAdmin')).toBeVisible();
    await expect(canvas.getAllByText(/^Letter \d$/)).toHaveLength(6);
    await expect(canvas.getAllByText(/^Avatar \d$/)).toHaveLength(6);
  },
};
