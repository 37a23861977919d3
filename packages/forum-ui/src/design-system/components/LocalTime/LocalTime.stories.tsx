import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatDate, formatDateTime } from '../../utils/format/dates.ts';
import { oneMode } from '../../../test/chromaticModes.ts';
import { LocalTime } from './LocalTime.tsx';

const AT = '2026-11-24T20:37:00Z';

const meta = {
  title: 'Components/LocalTime',
  component: LocalTime,
  args: { value: AT },
  parameters: { chromatic: { modes: oneMode } },
} satisfies Meta<typeof LocalTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day, in the reader's zone (a page rendered here, not on the server). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent(formatDate(AT));
    await expect(time).toHaveAttribute('datetime', '2026-11-24T20:37:00.000Z');
  },
};

/** The day and the time of day, as replies and threads show them. */
export const WithTime: Story = {
  args: { withTime: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent(formatDateTime(AT));
  },
};

/** Words around the date ('Joined …'), as member pages and search results show it. */
export const InWords: Story = {
  args: { value: '2026-01-05', children: (date: string) => `Joined ${date}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Joined Jan 5, 2026')).toBeVisible();
  },
};

/** A missing or unreadable date shows nothing, not 'Invalid Date'. */
export const Missing: Story = {
  args: { value: 'not a date' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('Invalid');
  },
};
