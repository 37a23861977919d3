import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { Inline } from './Inline.tsx';
import { oneMode } from '../../test/chromaticModes.ts';

const labels = [
  'Approve',
  'Request Changes',
  'Reject',
  'Warn User',
  'Delete Content',
  'Dismiss Report',
];

const meta = {
  title: 'Primitives/Inline',
  parameters: { chromatic: { modes: oneMode } },
  component: Inline,
  args: { space: 'small' },
  render: (args) => (
    <Inline {...args} data-testid="inline">
      {labels.map((label) => (
        <Button key={label} variant="secondary" size="small">
          {label}
        </Button>
      ))}
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const approve = canvas.getByRole('button', { name: 'Approve' }).getBoundingClientRect();
    const reject = canvas.getByRole('button', { name: 'Reject' }).getBoundingClientRect();
    await expect(Math.abs(approve.top - reject.top)).toBeLessThan(2);
  },
};

export const SpaceBetween: Story = {
  args: { align: 'spaceBetween' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('inline')).justifyContent).toBe(
      'space-between',
    );
  },
};

export const WrapsOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'Approve' }).getBoundingClientRect();
    const last = canvas.getByRole('button', { name: 'Dismiss Report' }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};
