import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { fontSize } from '../tokens.ts';
import { oneMode } from '../../../test/chromaticModes.ts';

const sample = 'Paano mag-overclock ng GPU nang ligtas? 安全に — 🚀';

function Typography() {
  return (
    <Stack space="xlarge">
      <Heading level={1}>Typography</Heading>
      <Stack space="medium" as="section" aria-label="Headings">
        <Heading level={2}>Heading level 2 ({fontSize.h2})</Heading>
        <Heading level={3}>Heading level 3 ({fontSize.h3})</Heading>
        <Heading level={4}>Heading level 4 ({fontSize.h4})</Heading>
      </Stack>
      <Stack space="small" as="section" aria-label="Body text sizes">
        {(['large', 'standard', 'small', 'xsmall'] as const).map((size) => (
          <Text key={size} size={size}>
            {size} ({fontSize[size]}): {sample}
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
