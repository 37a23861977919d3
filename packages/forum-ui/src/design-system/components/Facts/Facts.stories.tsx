import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { oneMode } from '../../../test/chromaticModes.ts';
import { Facts } from './Facts.tsx';

const meta = {
  title: 'Components/Facts',
  component: Facts,
  args: { items: ['59 threads', '2.3K posts'] },
  parameters: { chromatic: { modes: oneMode } },
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Facts separated by a dot that screen readers skip. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('p')!;
    await expect(line).toHaveTextContent('59 threads·2.3K posts');
    await expect(line.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  },
};

/** Empty facts are left out, with their dots. */
export const SkipsEmpty: Story = {
  args: { items: ['by Maria', null, '', false, 'Jul 4, 2026'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent('by Maria·Jul 4, 2026');
  },
};

/** Nothing to say renders nothing. */
export const Nothing: Story = {
  args: { items: [null, ''] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

export const ExtraSmall: Story = {
  args: {
    size: 'xsmall',
    items: ['by Maria Clara Santos', 'Jul 4, 2026', '2.0K replies', '48.2K views'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('48.2K views')).toBeVisible();
  },
};

/** In a narrow column the facts wrap whole; nothing overflows. */
export const Narrow: Story = {
  args: {
    items: [
      'by Gabriela Silang-Dimaculangan y Villanueva',
      '新しいグラフィックカード',
      '1.2M threads',
      '98.7M posts',
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 180 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('p')!;
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth + 1);
  },
};
