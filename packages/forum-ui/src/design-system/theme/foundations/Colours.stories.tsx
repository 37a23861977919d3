import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Inline } from '../../primitives/Inline.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { vars } from '../theme.css.ts';
import { AA_TEXT, contrastRatio } from '../contrast.ts';
import { contrastPairs, type ContrastPair } from '../contrastPairs.ts';
import { darkTokens, lightTokens, type ThemeTokens } from '../tokens.ts';
import * as styles from './foundations.css.ts';
import { TokenTable } from './TokenTable.tsx';
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

const themes = [
  ['Light', lightTokens],
  ['Dark', darkTokens],
] as const;

/** A colour as a chip with its value. */
function Value({ value }: { value: string }) {
  return (
    <Inline space="xsmall" alignY="center">
      <span
        className={styles.sample}
        style={{ background: value, border: `1px solid ${vars.color.borderStrong}` }}
        aria-hidden="true"
      />
      <span className={styles.code}>{value}</span>
    </Inline>
  );
}

/** Every colour role with its value in each theme, read from the tokens. */
function RolesInBothThemes() {
  const palettes = (['letterBadge', 'avatar'] as const).flatMap((palette) => [
    ...lightTokens[palette].colors.map(
      (light, i) => [`${palette} ${i + 1}`, light, darkTokens[palette].colors[i]!] as const,
    ),
    [`${palette} text`, lightTokens[palette].text, darkTokens[palette].text] as const,
  ]);
  const values = [
    ...colorNames.map((name) => [name, lightTokens.color[name], darkTokens.color[name]] as const),
    ...palettes,
  ];
  return (
    <TokenTable
      caption="Colour roles in both themes"
      headers={['Role', ...themes.map(([theme]) => theme)]}
      rows={values.map(([name, light, dark]) => [
        name,
        <Value key="light" value={light} />,
        <Value key="dark" value={dark} />,
      ])}
    />
  );
}

/** A pair as it is used: text pairs as text; borders, rings and edges (3:1) as a line. */
function PairSample({ foreground, background, minimum }: ContrastPair) {
  const text = minimum >= AA_TEXT;
  return (
    <span
      className={styles.sample}
      style={
        text
          ? { color: foreground, background }
          : { background, boxShadow: `inset 0 0 0 3px ${foreground}` }
      }
      aria-hidden="true"
    >
      {text ? 'Aa' : ''}
    </span>
  );
}

/** One theme's contrast pairs (the list the unit test checks), each shown and measured. */
function PairsTable({ theme, tokens }: { theme: string; tokens: ThemeTokens }) {
  return (
    <TokenTable
      caption={`${theme} theme contrast pairs`}
      headers={['Pair', 'Sample', 'Ratio', 'AA minimum']}
      rows={contrastPairs(tokens).map((pair) => [
        pair.what,
        <PairSample key="sample" {...pair} />,
        `${contrastRatio(pair.foreground, pair.background).toFixed(2)}:1`,
        `${pair.minimum}:1 (${pair.minimum >= AA_TEXT ? 'text' : 'non-text'})`,
      ])}
    />
  );
}

function ContrastTables() {
  return (
    <Stack space="xlarge">
      {themes.map(([theme, tokens]) => (
        <PairsTable key={theme} theme={theme} tokens={tokens} />
      ))}
    </Stack>
  );
}

/** Every role's value in the light and the dark theme, whatever the toolbar's theme. */
export const BothThemes: StoryObj<typeof meta> = {
  render: () => <RolesInBothThemes />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Colour roles in both themes' });
    await expect(table).toBeVisible();
    const surface = canvas.getByRole('row', { name: /^surface #f6f7f9 #0f172a$/ });
    await expect(surface).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'avatar 6' })).toBeVisible();
  },
};

/** The contrast pairs of both themes, with their measured ratios and AA minimums. */
export const ContrastPairs: StoryObj<typeof meta> = {
  render: () => <ContrastTables />,
  play: async ({ canvas }) => {
    for (const [theme, tokens] of themes) {
      const table = canvas.getByRole('table', { name: `${theme} theme contrast pairs` });
      await expect(table).toBeVisible();
      // One row a pair, after the header row.
      await expect(within(table).getAllByRole('row')).toHaveLength(
        contrastPairs(tokens).length + 1,
      );
    }
    const light = within(canvas.getByRole('table', { name: 'Light theme contrast pairs' }));
    await expect(
      light.getByRole('row', { name: /^onPrimary on primary .*:1 4\.5:1 \(text\)$/ }),
    ).toBeVisible();
  },
};
