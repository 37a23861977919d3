import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingCards } from './LoadingCards.tsx';

const meta = {
  title: 'Components/LoadingCards',
  component: LoadingCards,
  args: { label: 'Loading reports...' },
} satisfies Meta<typeof LoadingCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two card placeholders under a status the screen reader says. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading reports...');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  },
};

export const ThreeCards: Story = {
  args: { count: 3, label: 'Loading pending categories...' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading pending categories...');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

/** One-line rows (the notifications list): lower placeholders, closer together. */
export const Rows: Story = {
  args: { label: 'Loading notifications...', height: 56, space: 'small' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notifications...');
    const bones = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    await expect(bones).toHaveLength(2);
    for (const bone of bones) await expect(bone.getBoundingClientRect().height).toBe(56);
  },
};

/** A long unicode status wraps on a phone. */
export const MobileLongUnicode: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: `Naglo-load ng mga ulat… 日本語のレポートを読み込み中 🔄 ${'العربية '.repeat(6)}`,
  },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
