import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { IconButton } from './IconButton.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
    >
      <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
    </svg>
  );
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor">
      <path d="M10 17s-6-3.8-6-8.2A3.3 3.3 0 0 1 10 6.6a3.3 3.3 0 0 1 6 2.2C16 13.2 10 17 10 17z" />
    </svg>
  );
}

const meta = {
  title: 'Components/IconButton',
  parameters: { chromatic: { modes: oneMode } },
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'critical', 'success'],
    },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // The icon is decoration: the label is the only name.
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(40);
    await expect(height).toBe(40);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      <IconButton {...args} variant="primary" label="Like" icon={<HeartIcon />} />
      <IconButton {...args} variant="secondary" label="Close dialog" />
      <IconButton {...args} variant="ghost" label="Dismiss" />
      <IconButton {...args} variant="critical" label="Delete post" icon={<TrashIcon />} />
      <IconButton {...args} variant="success" label="Approve" icon={<HeartIcon />} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Like', 'Close dialog', 'Dismiss', 'Delete post', 'Approve']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      <IconButton {...args} size="small" label="Small close" />
      <IconButton {...args} size="medium" label="Medium close" />
      <IconButton {...args} size="large" label="Large close" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const sizes = ['Small close', 'Medium close', 'Large close'].map((name) =>
      canvas.getByRole('button', { name }).getBoundingClientRect(),
    );
    await expect(sizes.map((r) => [r.width, r.height])).toEqual([
      [32, 32],
      [40, 40],
      [48, 48],
    ]);
    for (const rect of sizes) await expect(rect.width).toBeGreaterThanOrEqual(24);
  },
};

export const Busy: Story = {
  args: {
    label: 'Delete post',
    icon: <TrashIcon />,
    variant: 'critical',
    busy: true,
    busyLabel: 'Deleting...',
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Deleting...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still reachable with Tab, so keyboard users can find it.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function LikeToggle() {
  const [liked, setLiked] = useState(false);
  return (
    <IconButton
      label="Like"
      icon={<HeartIcon />}
      aria-pressed={liked}
      onClick={() => setLiked((v) => !v)}
    />
  );
}

export const Toggle: Story = {
  render: () => <LikeToggle />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Like' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const UnicodeLabel: Story = {
  args: { label: 'Isara ang mensahe — 閉じる ✖️' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Isara ang mensahe — 閉じる ✖️' });
    // A long label never widens the square button.
    await expect(button.getBoundingClientRect().width).toBe(40);
  },
};

export const Mobile: Story = {
  args: { label: 'Open menu' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const rect = canvas.getByRole('button', { name: 'Open menu' }).getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(24);
    await expect(rect.width).toBeGreaterThanOrEqual(24);
  },
};
