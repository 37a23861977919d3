import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { threadToolText as t } from './messages.ts';
import { StaffBar } from './StaffBar.tsx';

/**
 * The thread's moderation bar on its own (the thread page's staff stories show it with its calls:
 * Screens/Thread/Thread, PendingStaff, ModeratorLocks, AdminMoves). Who sees which buttons is the
 * screen's rule: Approve and Reject only for an administrator on a pending thread.
 */
const meta = {
  title: 'Screens/Thread/Staff tools',
  component: StaffBar,
  args: { pending: false, locked: false, pinned: false, onAction: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StaffBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approved, open thread: Lock, Pin and Move, in the labelled group. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual([t.lock, t.pin, t.move]);
    await expect(canvas.getByRole('group', { name: t.staffActions })).toBeVisible();
  },
};

/** A pending thread, as an administrator sees it: Approve and Reject first. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: t.approve })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.reject })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.approve }));
    await expect(args.onAction).toHaveBeenCalledWith('approve');
  },
};

/** A locked, pinned thread: the toggles offer the way back. */
export const LockedAndPinned: Story = {
  args: { locked: true, pinned: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t.unlock })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.unpin })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.lock })).toBeNull();
  },
};

/** A call in flight: its button says what it is doing, the others wait and send nothing. */
export const Busy: Story = {
  args: { busy: 'lock' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: t.locking })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: t.move }));
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Every action with the keyboard alone: Tab to a button, Enter or Space to use it. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.lock })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('lock');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenLastCalledWith('pin');
  },
};
