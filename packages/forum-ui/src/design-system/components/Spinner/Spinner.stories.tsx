import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Spinner } from './Spinner.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/Spinner',
  parameters: { chromatic: { modes: oneMode } },
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    tone: { control: 'inline-radio', options: ['primary', 'inherit'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    // The label is for screen readers only: the visible part is just the ring.
    await expect(canvas.getByText('Loading...').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading threads...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading threads...');
  },
};

export const VisibleLabel: Story = {
  args: { label: 'Checking your session...', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking your session...')).toBeVisible();
    await expect(
      canvas.getByText('Checking your session...').getBoundingClientRect().width,
    ).toBeGreaterThan(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large" alignY="center">
      <Spinner {...args} size="small" label="Small" />
      <Spinner {...args} size="medium" label="Medium" />
      <Spinner {...args} size="large" label="Large" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = canvas
      .getAllByRole('status')
      .map((s) => s.getBoundingClientRect().height);
    await expect(small).toBeLessThan(medium!);
    await expect(medium).toBeLessThan(large!);
  },
};

export const Spins: Story = {
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('status').firstElementChild as HTMLElement;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Spinning normally; a slow pulse when the person asked for less motion.
    await expect(getComputedStyle(ring).animationName).not.toBe('none');
    await expect(getComputedStyle(ring).animationIterationCount).toBe('infinite');
    await expect(Number.parseFloat(getComputedStyle(ring).animationDuration)).toBe(
      reduced ? 2 : 0.8,
    );
  },
};

export const InheritsColour: Story = {
  args: { tone: 'inherit', label: 'Sending...', showLabel: true },
  render: (args) => (
    <Text tone="primary">
      <Spinner {...args} size="small" />
    </Text>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    const ring = status.firstElementChild as HTMLElement;
    await expect(getComputedStyle(ring).borderTopColor).toBe(getComputedStyle(status).color);
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const LongUnicodeLabel: Story = {
  args: { label: 'Naglo-load ang mga talakayan… 読み込み中… ⏳', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { size: 'large', label: 'Loading...', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};
