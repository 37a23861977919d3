import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { breakpoints, radius, space } from '../tokens.ts';
import { formatLength } from './format.ts';
import * as styles from './foundations.css.ts';
import { TokenTable } from './TokenTable.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const radiusUses: Record<keyof typeof radius, string> = {
  none: 'Square corners. No component uses it yet.',
  small: 'Small parts: menu items, highlights, focus outlines of links.',
  medium: 'Buttons, fields and popovers.',
  large: 'Cards, tables and dialogs.',
  full: 'Pills and avatars.',
};

/** The scales in px and rem, read from the tokens, each with a sample drawn at its size. */
function Spacing() {
  return (
    <Stack space="xlarge">
      <Heading level={1}>Spacing, radii and breakpoints</Heading>
      <TokenTable
        caption="Spacing scale"
        headers={['Space', 'Value', 'Sample']}
        rows={Object.entries(space).map(([name, value]) => [
          name,
          <span key="value" className={styles.value}>
            {formatLength(value)}
          </span>,
          <div key="sample" className={styles.spaceBar} style={{ width: value }} />,
        ])}
      />
      <TokenTable
        caption="Radii"
        headers={['Radius', 'Value', 'Used for', 'Sample']}
        rows={(Object.keys(radius) as (keyof typeof radius)[]).map((name) => [
          name,
          <span key="value" className={styles.value}>
            {formatLength(radius[name])}
          </span>,
          radiusUses[name],
          <div
            key="sample"
            className={styles.radiusSample}
            style={{ borderRadius: radius[name] }}
          />,
        ])}
      />
      <TokenTable
        caption="Breakpoints (minimum widths)"
        headers={['Breakpoint', 'From']}
        rows={Object.entries(breakpoints).map(([name, value]) => [
          name,
          <span key="value" className={styles.value}>
            {formatLength(`${value}px`)}
          </span>,
        ])}
      />
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  component: Spacing,
  parameters: { chromatic: { modes: oneMode } },
} satisfies Meta<typeof Spacing>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const scale = within(canvas.getByRole('table', { name: 'Spacing scale' }));
    await expect(scale.getAllByRole('rowheader')).toHaveLength(Object.keys(space).length);
    // A step reads in px and rem, and its sample is drawn at that width.
    const medium = scale.getByRole('row', { name: `medium ${formatLength(space.medium)}` });
    await expect(medium).toHaveTextContent('12 px / 0.75 rem');
    const bar = medium.querySelector(`.${styles.spaceBar}`)!;
    await expect(getComputedStyle(bar).width).toBe(space.medium);

    const radii = within(canvas.getByRole('table', { name: 'Radii' }));
    await expect(
      radii.getByRole('row', { name: `large ${formatLength(radius.large)} ${radiusUses.large}` }),
    ).toBeVisible();
    const widths = within(canvas.getByRole('table', { name: /^Breakpoints/ }));
    await expect(widths.getByRole('row', { name: 'tablet 768 px / 48 rem' })).toBeVisible();
  },
};
