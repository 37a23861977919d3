import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LikeButton, type LikeButtonProps } from './LikeButton.tsx';

const toggle = fn().mockName('onToggle');
const refused = fn().mockName('onRefused');

const meta = {
  title: 'Components/LikeButton',
  component: LikeButton,
  args: {
    count: 12,
    liked: false,
    label: 'Like this thread',
    countLabel: '12 likes',
    onToggle: toggle,
    onRefused: refused,
  },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toggle holding its own state, as a page would through its data. */
function Toggling(props: LikeButtonProps) {
  const [liked, setLiked] = useState(props.liked);
  const count = props.count + (liked === props.liked ? 0 : liked ? 1 : -1);
  return (
    <LikeButton
      {...props}
      liked={liked}
      count={count}
      countLabel={`${count} likes`}
      onToggle={() => {
        props.onToggle();
        setLiked(!liked);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Toggling {...args} />,
  play: async ({ canvas }) => {
    toggle.mockClear();
    const button = canvas.getByRole('button', { name: 'Like this thread (12 likes)' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Like this thread (13 likes)');
    // And back, from the keyboard.
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveBeenCalledTimes(2);
  },
};

export const Liked: Story = {
  args: { liked: true, count: 1, countLabel: '1 like', label: 'Unlike the reply by Ana' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Unlike the reply by Ana (1 like)' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const GuestDisabled: Story = {
  args: { disabled: true, reason: 'Please login to like threads' },
  play: async ({ canvas }) => {
    toggle.mockClear();
    refused.mockClear();
    const button = canvas.getByRole('button', { name: /Like this thread/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Please login to like threads');
    await userEvent.click(button);
    await expect(toggle).not.toHaveBeenCalled();
    await expect(refused).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    toggle.mockClear();
    const button = canvas.getByRole('button', { name: /Like this thread/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(toggle).not.toHaveBeenCalled();
  },
};

/** Liked without a network: the like is kept on the device and shown as waiting to send. */
export const WaitingToSend: Story = {
  args: { liked: true, count: 13, countLabel: '13 likes', waitingLabel: 'Waiting to send' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Like this thread (13 likes)' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting to send');
  },
};

export const LargeCount: Story = {
  args: { count: 1234567, countLabel: '1,234,567 likes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
