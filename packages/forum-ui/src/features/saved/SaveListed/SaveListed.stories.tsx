import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { savingText as t } from '../../../connected/saving.ts';
import { SaveListedThreadView } from './SaveListedThread.tsx';

const TITLE = 'The Budget PC Build Megathread 2026';

const meta = {
  title: 'Screens/Saved/Parts/Save a listed thread',
  component: SaveListedThreadView,
  args: { title: TITLE, saved: false, saving: false, onSave: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SaveListedThreadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved yet: the button is named after its thread, and Enter saves it. */
export const NotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: t.saveListed(TITLE) });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Saving: busy, named 'Saving...', and a second press sends nothing. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: t.saving });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saved on this device: the button refreshes the copy, and says so. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: t.updateListed(TITLE) }),
    ).toBeVisible();
  },
};

/** A long unicode title stays in the name whole; the button keeps its 32 px square. */
export const LongAndUnicodeTitle: Story = {
  args: { title: 'Paano mag-overclock ng グラフィックカード nang ligtas? 🔧🔥 (RTX 5090, 2026)' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: t.saveListed(args.title) });
    const { width, height } = button.getBoundingClientRect();
    await expect([width, height]).toEqual([32, 32]);
  },
};
