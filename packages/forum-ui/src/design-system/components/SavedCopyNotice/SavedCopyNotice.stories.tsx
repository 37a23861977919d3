import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SavedCopyNotice } from './SavedCopyNotice.tsx';

/** 10:42 in Manila, the forum's own zone: stories fix the zone and the clock. */
const SAVED = Date.UTC(2026, 10, 28, 2, 42);
const HOUR = 60 * 60 * 1000;

const meta = {
  title: 'Components/SavedCopyNotice',
  component: SavedCopyNotice,
  args: { savedAt: SAVED, now: SAVED + 2 * HOUR, locale: 'en-GB', timeZone: 'Asia/Manila' },
} satisfies Meta<typeof SavedCopyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page read this morning, opened again without a network: its time alone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved copy from 10:42');
  },
};

/** Saved on an earlier day: the day is named. */
export const EarlierDay: Story = {
  args: { now: SAVED + 30 * HOUR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved copy from 28 Nov, 10:42');
  },
};

/** In the reader's own locale (here American English): its clock and its words for the day. */
export const ReaderLocale: Story = {
  args: { locale: 'en-US', now: SAVED + 30 * HOUR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved copy from Nov 28, 10:42 AM');
  },
};

/** Reworded by the caller. */
export const CustomLabel: Story = {
  args: { label: (time) => `Offline: this page as it was at ${time}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Offline: this page as it was at 10:42',
    );
  },
};

/** At phone width it stays one short line. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeVisible();
    await expect(status).toHaveTextContent('Saved copy from 10:42');
  },
};
