import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { threadText as t } from '../messages.ts';
import { ComposerUnavailable } from './ThreadScreen.tsx';
import { PartBoundary } from './PartBoundary.tsx';

/** A part of the page whose code could not be loaded (what Vite's preload helper throws offline). */
function Unloadable(): never {
  throw new Error('Unable to preload CSS for /assets/appForm.css');
}

const meta = {
  title: 'Screens/Thread/Parts/Part boundary',
  component: PartBoundary,
  args: { fallback: <ComposerUnavailable />, children: <Unloadable /> },
  render: (args) => (
    <main>
      <h1>React 19 server components review after one month</h1>
      <p>The thread and its replies, read from the saved copy.</p>
      <PartBoundary {...args} />
    </main>
  ),
} satisfies Meta<typeof PartBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline, on a thread saved before its composer was fetched: the thread stays, and says why. */
export const ComposerNotOnThisDevice: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: /React 19 server components/ }),
    ).toBeVisible();
    await expect(canvas.getByText(t.composerUnavailable)).toBeVisible();
    await expect(canvas.getByText(t.composerUnavailableHint)).toBeVisible();
  },
};

/** The same on a phone. */
export const ComposerNotOnThisDevicePhone: Story = {
  ...ComposerNotOnThisDevice,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
