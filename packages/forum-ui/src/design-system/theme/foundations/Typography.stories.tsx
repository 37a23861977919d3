import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { vars } from '../theme.css.ts';
import { font, fontSize, fontWeight, lineHeight } from '../tokens.ts';
import { formatLength, formatNumber, lengthOf } from './format.ts';
import * as styles from './foundations.css.ts';
import { TokenTable } from './TokenTable.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const sample = 'Paano mag-overclock ng GPU nang ligtas? 安全に — 🚀';

function Typography() {
  return (
    <Stack space="xlarge">
      <Heading level={1}>Typography</Heading>
      <Stack space="medium" as="section" aria-label="Headings">
        <Heading level={2}>Heading level 2 ({formatLength(fontSize.h2)})</Heading>
        <Heading level={3}>Heading level 3 ({formatLength(fontSize.h3)})</Heading>
        <Heading level={4}>Heading level 4 ({formatLength(fontSize.h4)})</Heading>
      </Stack>
      <Stack space="small" as="section" aria-label="Body text sizes">
        {(['large', 'standard', 'small', 'xsmall'] as const).map((size) => (
          <Text key={size} size={size}>
            {size} ({formatLength(fontSize[size])}): {sample}
          </Text>
        ))}
      </Stack>
      <Stack space="small" as="section" aria-label="Tones and weights">
        {(['neutral', 'muted', 'primary', 'success', 'warning', 'critical'] as const).map(
          (tone) => (
            <Text key={tone} tone={tone}>
              Tone {tone}
            </Text>
          ),
        )}
        <Text weight="medium">Weight medium</Text>
        <Text weight="strong">Weight strong</Text>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: Typography,
  parameters: { chromatic: { modes: oneMode } },
} satisfies Meta<typeof Typography>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /Heading level 2/ })).toBeVisible();
    await expect(canvas.getByText('Tone critical')).toBeVisible();
    const large = canvas.getByText(/^large/);
    const small = canvas.getByText(/^small/);
    await expect(parseFloat(getComputedStyle(large).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(small).fontSize),
    );
  },
};

type Size = keyof typeof fontSize;
type LineHeight = keyof typeof lineHeight;

/** Where each size is used. */
const sizeUses: Record<Size, string> = {
  xsmall: 'Badges and counters.',
  small: 'Meta lines, hints, table cells.',
  standard: 'Reading: body text, fields, buttons.',
  large: 'Intros, large buttons, stat figures.',
  xlarge: 'Dialog titles, the site name, large icon buttons.',
  h4: 'Heading size 4: small headings, a card’s title.',
  h3: 'Heading size 3: card and panel titles.',
  h2: 'Heading size 2: a page’s sections.',
  h1: 'Heading size 1: the page’s title (one a page).',
};
/** The Text primitive's sizes, which set `standard`; headings and xlarge titles set `tight`. */
const textSizes: readonly Size[] = ['xsmall', 'small', 'standard', 'large'];
const sizeLineHeight = (size: Size): LineHeight =>
  textSizes.includes(size) ? 'standard' : 'tight';

const lineHeightUses: Record<LineHeight, string> = {
  tight: 'Headings, buttons, tabs, menus, titles.',
  standard: 'Body text: the page’s default.',
  relaxed: 'Members’ posts, for long reading.',
};

const weightUses: Record<keyof typeof fontWeight, string> = {
  regular: 'Running text.',
  medium: 'Labels, buttons, tabs, navigation.',
  strong: 'Headings and emphasis.',
};

const familyUses: Record<keyof typeof font, string> = {
  body: 'All text: the reader’s system font, nothing to download.',
  mono: 'Code, and values on these pages.',
};

/** A line height as a multiplier and in px at a size: '1.5 (24 px at 16 px)'. */
function lineHeightAt(name: LineHeight, size: string): string {
  const { px } = lengthOf(size);
  return `${lineHeight[name]} (${formatNumber(Number(lineHeight[name]) * px)} px at ${formatNumber(px)} px)`;
}

const value = (text: string) => <span className={styles.value}>{text}</span>;

/** The type scale in px and rem, line heights, weights and families, read from the tokens. */
function TypeScale() {
  const sizes = Object.keys(fontSize) as Size[];
  return (
    <Stack space="xlarge">
      <TokenTable
        caption="Font sizes"
        headers={['Size', 'Value', 'Line height', 'Used for', 'Sample']}
        rows={sizes.map((size) => [
          size,
          value(formatLength(fontSize[size])),
          value(`${sizeLineHeight(size)} ${lineHeightAt(sizeLineHeight(size), fontSize[size])}`),
          sizeUses[size],
          <span
            key="sample"
            className={styles.typeSample}
            style={{
              fontSize: vars.fontSize[size],
              lineHeight: vars.lineHeight[sizeLineHeight(size)],
            }}
          >
            Aa Gg
          </span>,
        ])}
      />
      <TokenTable
        caption="Line heights"
        headers={['Line height', 'Value', 'Used for']}
        rows={(Object.keys(lineHeight) as LineHeight[]).map((name) => [
          name,
          value(lineHeightAt(name, fontSize.standard)),
          lineHeightUses[name],
        ])}
      />
      <TokenTable
        caption="Font weights"
        headers={['Weight', 'Value', 'Used for', 'Sample']}
        rows={(Object.keys(fontWeight) as (keyof typeof fontWeight)[]).map((name) => [
          name,
          value(fontWeight[name]),
          weightUses[name],
          <span key="sample" className={styles.typeSample} style={{ fontWeight: fontWeight[name] }}>
            Weight {name}
          </span>,
        ])}
      />
      <TokenTable
        caption="Font families"
        headers={['Family', 'Value', 'Used for']}
        rows={(Object.keys(font) as (keyof typeof font)[]).map((name) => [
          name,
          <code key="value">{font[name]}</code>,
          familyUses[name],
        ])}
      />
    </Stack>
  );
}

/** Sizes, line heights, weights and families with their values in px and rem. */
export const Scale: StoryObj<typeof meta> = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    const sizes = within(canvas.getByRole('table', { name: 'Font sizes' }));
    await expect(sizes.getAllByRole('rowheader')).toHaveLength(Object.keys(fontSize).length);
    // A size reads in px and rem with its line height, and its sample is set at both.
    const small = sizes.getByRole('rowheader', { name: 'small' }).closest('tr')!;
    await expect(small).toHaveTextContent('14 px / 0.875 rem');
    await expect(small).toHaveTextContent('standard 1.5 (21 px at 14 px)');
    const smallSample = within(small).getByText('Aa Gg');
    await expect(getComputedStyle(smallSample).fontSize).toBe('14px');
    await expect(getComputedStyle(smallSample).lineHeight).toBe('21px');
    const h1 = sizes.getByRole('rowheader', { name: 'h1' }).closest('tr')!;
    await expect(h1).toHaveTextContent('32 px / 2 rem');
    await expect(h1).toHaveTextContent('tight 1.25 (40 px at 32 px)');

    const lines = within(canvas.getByRole('table', { name: 'Line heights' }));
    await expect(
      lines.getByRole('row', { name: /^relaxed 1\.7 \(27\.2 px at 16 px\)/ }),
    ).toBeVisible();
    const weights = within(canvas.getByRole('table', { name: 'Font weights' }));
    const strong = weights.getByText('Weight strong');
    await expect(getComputedStyle(strong).fontWeight).toBe(fontWeight.strong);
    await expect(canvas.getByRole('table', { name: 'Font families' })).toHaveTextContent(
      'system-ui',
    );
  },
};
