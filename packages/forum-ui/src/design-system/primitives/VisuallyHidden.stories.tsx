import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { oneMode } from '../../test/chromaticModes.ts';

const meta = {
  title: 'Primitives/VisuallyHidden',
  parameters: { chromatic: { modes: oneMode } },
  component: VisuallyHidden,
  render: () => (
    <button type="button">
      <span aria-hidden="true">♥ 12</span>
      <VisuallyHidden>Like this thread (12 likes)</VisuallyHidden>
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Like this thread (12 likes)' });
    await expect(button).toBeVisible();
    const hidden = canvas.getByText('Like this thread (12 likes)');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
