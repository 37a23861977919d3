import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = { title: 'Probe/Unmocked', render: () => <p>probe</p> } satisfies Meta;
export default meta;

export const Unmocked: StoryObj<typeof meta> = {
  play: async () => {
    await fetch('/api/v1/no-such-endpoint-probe').catch(() => null);
    await expect(true).toBe(true);
  },
};
