import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SessionEndedNotice } from './SessionEndedNotice.tsx';
import { sessionMessages as m, sessionText as t } from '../../messages/session.ts';
import { allModes } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/SessionEndedNotice',
  // It wraps at a narrow width: both widths are snapshotted.
  parameters: { chromatic: { modes: allModes } },
  component: SessionEndedNotice,
  args: { waiting: 1, onLogin: fn(), onDismiss: fn() },
} satisfies Meta<typeof SessionEndedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A like met a 401: one action waits for the login. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(m.sessionEnded(1));
    await userEvent.click(canvas.getByRole('button', { name: t.sessionEndedLogin }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Several actions met the 401 (a like and a follow): still one question. */
export const Several: Story = {
  args: { waiting: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Log in again and the 3 things you just did will be sent.',
    );
  },
};

/** With the keyboard alone: Tab to Log in, Tab to Not now, Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.sessionEndedLogin })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.sessionEndedDismiss })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** Nothing waits: nothing shows. */
export const NothingWaiting: Story = {
  args: { waiting: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.sessionEnded(1));
    await expect(canvas.getByRole('button', { name: t.sessionEndedDismiss })).toBeVisible();
  },
};
