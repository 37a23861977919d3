import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Inline } from '../../primitives/Inline.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { colourRoles, type ColourRole } from '../colourRoles.ts';
import { AA_TEXT, contrastRatio } from '../contrast.ts';
import { contrastPairs, type ContrastPair } from '../contrastPairs.ts';
import { darkTokens, lightTokens } from '../tokens.ts';
import { colourGroups, colourUses } from './colourUses.ts';
import {
  contrastLines,
  formatColour,
  formatMinimum,
  formatPair,
  formatRatio,
  formatVerdict,
} from './format.ts';
import * as styles from './foundations.css.ts';
import { TokenTable } from './TokenTable.tsx';
import { themeModes } from '../../../test/chromaticModes.ts';

/** Each theme's colours by role and its contrast pairs, read from the tokens the themes use. */
const themes = (
  [
    ['Light', lightTokens],
    ['Dark', darkTokens],
  ] as const
).map(([name, tokens]) => ({ name, colours: colourRoles(tokens), pairs: contrastPairs(tokens) }));

const roles = Object.keys(themes[0]!.colours) as ColourRole[];

/** A colour as its hex, with a chip beside it: the chip shows it, the text says it. */
function Value({ value }: { value: string }) {
  return (
    <Inline space="xsmall" alignY="center" wrap={false}>
      <span className={styles.chip} style={{ background: value }} aria-hidden="true" />
      <span className={styles.value}>{formatColour(value)}</span>
    </Inline>
  );
}

/** One role in one theme: its value, and the contrast it takes part in. */
function ThemeCell({ role, theme }: { role: ColourRole; theme: (typeof themes)[number] }) {
  const lines = contrastLines(role, theme.pairs);
  return (
    <Stack space="xxsmall">
      <Value value={theme.colours[role]} />
      {lines.length > 0 && (
        <Stack as="ul" space="xxsmall">
          {lines.map((line) => (
            <Text as="li" key={line} size="small" tone="muted">
              {line}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Every colour role, group by group: what it is for, its value and contrast in each theme. */
function Colours() {
  return (
    <Stack space="xlarge">
      <Heading level={1}>Colours</Heading>
      <Text tone="muted">
        Named by meaning, one contract for both themes: the names stay, the values change. Each role
        shows its value in the light and the dark theme, and its contrast there: the pairs it is
        drawn in, and for a background the lowest pair drawn on it. WCAG 2.2 AA asks 4.5:1 for text;
        borders, focus rings and button edges (non-text) need 3:1, and say so.
      </Text>
      {colourGroups.map((group) => (
        <TokenTable
          key={group}
          caption={group}
          headers={['Role', 'Used for', ...themes.map((theme) => theme.name)]}
          rows={roles
            .filter((role) => colourUses[role].group === group)
            .map((role) => [
              role,
              colourUses[role].use,
              ...themes.map((theme) => <ThemeCell key={theme.name} role={role} theme={theme} />),
            ])}
        />
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: Colours,
  parameters: { chromatic: { modes: themeModes }, layout: 'padded' },
} satisfies Meta<typeof Colours>;

export default meta;

const [light, dark] = themes as [(typeof themes)[number], (typeof themes)[number]];
const pairOf = (pairs: readonly ContrastPair[], what: string) =>
  pairs.find((pair) => pair.what === what)!;

/** A role's row in its group's table, and the row's cells (used for, light, dark). */
function roleRow(canvas: ReturnType<typeof within>, group: string, role: string) {
  const table = within(canvas.getByRole('table', { name: group }));
  const row = table.getByRole('rowheader', { name: role }).closest('tr')!;
  const [use, lightCell, darkCell] = within(row).getAllByRole('cell');
  return { use: use!, light: lightCell!, dark: darkCell! };
}

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    // Every role once, in its group's table.
    let rows = 0;
    for (const group of colourGroups) {
      const table = canvas.getByRole('table', { name: group });
      rows += within(table).getAllByRole('rowheader').length;
    }
    await expect(rows).toBe(roles.length);

    // A role reads as its use, its hex in each theme and its contrast there.
    const text = roleRow(canvas, 'Text and lines', 'text');
    await expect(text.use).toHaveTextContent('Body text');
    await expect(text.light).toHaveTextContent(light.colours.text);
    await expect(text.dark).toHaveTextContent(dark.colours.text);
    for (const [cell, theme] of [
      [text.light, light],
      [text.dark, dark],
    ] as const) {
      const figure = formatPair(pairOf(theme.pairs, 'text on surface'));
      await expect(within(cell).getByText(`on surface: ${figure}`)).toBeVisible();
      await expect(figure).toMatch(/^\d+(\.\d)?:1, passes AA$/);
    }

    // A background gives the lowest pair on it; a colour with opacity reads as hex and opacity.
    const surface = roleRow(canvas, 'Surfaces', 'surface');
    await expect(surface.light).toHaveTextContent(/lowest text on it: \w+ [\d.]+:1, passes AA/);
    await expect(surface.dark).toHaveTextContent(
      /lowest non-text on it: \w+ [\d.]+:1, passes AA 3:1/,
    );
    const overlay = roleRow(canvas, 'Surfaces', 'overlay');
    await expect(overlay.light).toHaveTextContent('#0f172a at 55% opacity');

    // Values, not the theme's hashed variable names.
    await expect(canvas.queryAllByText(/var\(|--_/)).toHaveLength(0);
  },
};

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
function PairsTable({ theme }: { theme: (typeof themes)[number] }) {
  return (
    <TokenTable
      caption={`${theme.name} theme contrast pairs`}
      headers={['Pair', 'Sample', 'Colours', 'Ratio', 'AA minimum', 'Result']}
      rows={theme.pairs.map((pair) => {
        const ratio = contrastRatio(pair.foreground, pair.background);
        return [
          pair.what,
          <PairSample key="sample" {...pair} />,
          `${formatColour(pair.foreground)} on ${formatColour(pair.background)}`,
          formatRatio(ratio),
          formatMinimum(pair.minimum),
          formatVerdict(ratio, pair.minimum),
        ];
      })}
    />
  );
}

function ContrastTables() {
  return (
    <Stack space="xlarge">
      {themes.map((theme) => (
        <PairsTable key={theme.name} theme={theme} />
      ))}
    </Stack>
  );
}

/** The contrast pairs of both themes, with their colours, measured ratios and AA verdicts. */
export const ContrastPairs: StoryObj<typeof meta> = {
  render: () => <ContrastTables />,
  play: async ({ canvas }) => {
    for (const theme of themes) {
      const table = within(
        canvas.getByRole('table', { name: `${theme.name} theme contrast pairs` }),
      );
      // One row a pair, after the header row.
      await expect(table.getAllByRole('row')).toHaveLength(theme.pairs.length + 1);
      // A pair reads as its two hex colours, its ratio, its minimum and whether it meets it.
      const { foreground, background } = pairOf(theme.pairs, 'onPrimary on primary');
      const ratio = formatRatio(contrastRatio(foreground, background));
      const colours = `${formatColour(foreground)} on ${formatColour(background)}`;
      await expect(
        table.getByRole('row', {
          name: `onPrimary on primary ${colours} ${ratio} 4.5:1 text passes AA`,
        }),
      ).toBeVisible();
      await expect(
        table.getByRole('row', {
          name: /^focusRing on surface #\w{6} on #\w{6} [\d.]+:1 3:1 non-text passes AA 3:1$/,
        }),
      ).toBeVisible();
      await expect(table.queryAllByText(/fails AA/)).toHaveLength(0);
    }
  },
};
