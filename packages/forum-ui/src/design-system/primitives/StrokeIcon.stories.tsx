import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StrokeIcon } from './StrokeIcon.tsx';
import { oneMode } from '../../test/chromaticModes.ts';

const meta = {
  title: 'Primitives/StrokeIcon',
  parameters: { chromatic: { modes: oneMode } },
  component: StrokeIcon,
  args: {
    size: 24,
    children: (
      <>
        <path d="M12 3 2 21h20L12 3z" />
        <path d="M12 10v5" />
        <path d="M12 18h.01" />
      </>
    ),
  },
  render: (args) => (
    <button type="button" aria-label="Warning" style={{ color: 'crimson' }}>
      <StrokeIcon {...args} />
    </button>
  ),
} satisfies Meta<typeof StrokeIcon>;

export default meta;

/** Drawn in its button's colour, hidden from assistive technology: the button is named. */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Warning' })).toBeVisible();
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon.getAttribute('stroke')).toBe('currentColor');
    await expect(getComputedStyle(icon).color).toBe('rgb(220, 20, 60)');
  },
};

/** On a smaller grid with a thinner line, as the password field's eye. */
export const SmallGrid: StoryObj<typeof meta> = {
  args: {
    grid: 20,
    strokeWidth: 1.6,
    size: 20,
    children: <circle cx="10" cy="10" r="2.6" />,
  },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon).toHaveAttribute('viewBox', '0 0 20 20');
    await expect(icon).toHaveAttribute('stroke-width', '1.6');
  },
};
