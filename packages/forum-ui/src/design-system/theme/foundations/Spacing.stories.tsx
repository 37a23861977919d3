import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { breakpoints, radius, space } from '../tokens.ts';
import * as styles from './foundations.css.ts';
import { oneMode } from '../../../test/chromaticModes.ts';

function Spacing() {
  return (
    <Stack space="xlarge">
      <Heading level={1}>Spacing, radii and breakpoints</Heading>
      <Stack space="small" as="section" aria-label="Spacing scale">
        {Object.entries(space).map(([name, value]) => (
          <div key={name}>
            <Text size="small">
              {name} <span className={styles.code}>{value}</span>
            </Text>
            <div className={styles.spaceBar} style={{ width: value }} />
          </div>
        ))}
      </Stack>
      <Stack space="small" as="section" aria-label="Radii">
        {Object.entries(radius).map(([name, value]) => (
          <Text key={name} size="small">
            {name} <span className={styles.code}>{value}</span>
          </Text>
        ))}
      </Stack>
      <Stack space="small" as="section" aria-label="Breakpoints">
        {Object.entries(breakpoints).map(([name, value]) => (
          <Text key={name} size="small">
            {name}: from {value}px
          </Text>
        ))}
      </Stack>
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
    await expect(canvas.getByRole('region', { name: 'Spacing scale' })).toBeVisible();
    await expect(canvas.getByText('tablet: from 768px')).toBeVisible();
    await expect(canvas.getByText('xxxlarge')).toBeVisible();
  },
};
