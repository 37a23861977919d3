import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from './Text.tsx';
import { oneMode } from '../../test/chromaticModes.ts';

const meta = {
  title: 'Primitives/Text',
  parameters: { chromatic: { modes: oneMode } },
  component: Text,
  args: { children: 'A community for technology news and discussion.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/technology news/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

export const Muted: Story = {
  args: { tone: 'muted', size: 'small', children: 'Posted by Anonymous' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Posted by Anonymous')).fontSize).toBe('14px');
  },
};

export const Critical: Story = {
  args: { tone: 'critical', children: 'Passwords do not match' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
  },
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children:
      'Paano i-setup ang dual boot ng Windows 11 at Ubuntu 24.04 sa isang laptop na may NVMe SSD at BitLocker? '.repeat(
        3,
      ),
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Paano i-setup/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};

export const LongUnbrokenUnicode: Story = {
  args: { children: '超長い単語'.repeat(20) + '🚀'.repeat(10) + 'a'.repeat(80) },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const text = canvas.getByText(/超長い単語/);
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};
