import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box.tsx';
import { Text } from './Text.tsx';
import { oneMode } from '../../test/chromaticModes.ts';

const meta = {
  title: 'Primitives/Box',
  parameters: { chromatic: { modes: oneMode } },
  component: Box,
  args: {
    padding: 'large',
    background: 'surfaceRaised',
    borderRadius: 'medium',
    boxShadow: 'small',
  },
  render: (args) => (
    <Box {...args} data-testid="box">
      <Text>A box with padding, a raised surface and a small shadow.</Text>
    </Box>
  ),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('box');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
    await expect(getComputedStyle(box).borderTopLeftRadius).toBe('8px');
  },
};

export const Responsive: Story = {
  args: { padding: { mobile: 'small', desktop: 'xxlarge' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const padding = parseFloat(getComputedStyle(canvas.getByTestId('box')).paddingTop);
    // 8px below the desktop breakpoint, 32px from it: either way one of the two scale steps.
    await expect([8, 32]).toContain(padding);
    await expect(padding).toBe(window.innerWidth >= 1024 ? 32 : 8);
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Announcements' } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Announcements' })).toBeVisible();
  },
};
