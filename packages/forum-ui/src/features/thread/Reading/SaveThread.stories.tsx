import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { saveRefusalText, savingText as t } from '../../../connected/saving.ts';
import { SaveThreadView } from './SaveThread.tsx';

const meta = {
  title: 'Screens/Thread/Parts/Save for offline',
  component: SaveThreadView,
  args: { onSave: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SaveThreadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved yet. */
export const NotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** Saving: the button is busy and says so. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t.saving })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Saved: when and how much, and the button refreshes it. */
export const Saved: Story = {
  args: { saved: { savedAt: Date.parse('2026-11-30T13:04:00Z'), bytes: 182_400 }, done: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.update })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Saved .*· 182\.4 kB/);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.savedDone);
  },
};

/** The device refused the space: said next to the button, and tied to it. */
export const StorageRefused: Story = {
  args: { refusal: saveRefusalText.quota },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t.save });
    await expect(button).toHaveAccessibleDescription(saveRefusalText.quota);
  },
};

/** Offline: saving needs the network. */
export const Offline: Story = {
  args: { refusal: saveRefusalText.offline },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(saveRefusalText.offline)).toBeVisible();
  },
};

/** At phone width, the reason wraps under the button. */
export const Phone: Story = {
  args: { refusal: saveRefusalText.full },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const reason = within(canvasElement).getByText(saveRefusalText.full);
    await expect(reason.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
