import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack.tsx';
import { Text } from './Text.tsx';
import { oneMode } from '../../test/chromaticModes.ts';

const meta = {
  title: 'Primitives/Stack',
  parameters: { chromatic: { modes: oneMode } },
  component: Stack,
  args: { space: 'large' },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Text>Featured Articles</Text>
      <Text>Latest News</Text>
      <Text>Popular Discussions</Text>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
    const [a, b] = [canvas.getByText('Featured Articles'), canvas.getByText('Latest News')];
    await expect(b.getBoundingClientRect().top).toBeGreaterThan(a.getBoundingClientRect().bottom);
  },
};

export const Centred: Story = {
  args: { align: 'center', space: 'small' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('stack')).alignItems).toBe('center');
  },
};

export const AsList: Story = {
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Topics">
      <li>Tech Industry News</li>
      <li>Product Launches</li>
      <li>Tech Events</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Topics' });
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
