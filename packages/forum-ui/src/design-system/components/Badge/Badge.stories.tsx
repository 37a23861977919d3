import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Badge } from './Badge.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/Badge',
  parameters: { chromatic: { modes: oneMode } },
  component: Badge,
  args: { children: 'Pending' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'success', 'warning', 'critical'],
    },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (el: Element) => getComputedStyle(el).backgroundColor;
const isPainted = (el: Element) =>
  background(el) !== 'rgba(0, 0, 0, 0)' && background(el) !== 'transparent';

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Pending').parentElement as HTMLElement;
    await expect(badge).toBeVisible();
    await expect(isPainted(badge)).toBe(true);
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline space="small">
      <Badge {...args} tone="neutral">
        Sticky
      </Badge>
      <Badge {...args} tone="primary">
        Featured
      </Badge>
      <Badge {...args} tone="success">
        Approved
      </Badge>
      <Badge {...args} tone="warning">
        Pending
      </Badge>
      <Badge {...args} tone="critical">
        Banned
      </Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const names = ['Sticky', 'Featured', 'Approved', 'Pending', 'Banned'];
    const backgrounds = names.map((name) =>
      background(canvas.getByText(name).parentElement as HTMLElement),
    );
    // Every tone has its own colour pair.
    await expect(new Set(backgrounds).size).toBe(names.length);
  },
};

export const Pending: Story = {
  args: { tone: 'warning', children: 'Pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
  },
};

export const Approved: Story = {
  args: { tone: 'success', children: 'Approved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved')).toBeVisible();
  },
};

export const Featured: Story = {
  args: { tone: 'primary', children: 'Featured' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Featured')).toBeVisible();
  },
};

export const Sticky: Story = {
  args: { tone: 'neutral', children: 'Sticky', icon: '📌' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Sticky').parentElement as HTMLElement;
    await expect(badge).toBeVisible();
    // The icon is decorative: hidden from assistive technology.
    await expect(canvas.getByText('📌')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ActiveAndInactive: Story = {
  render: (args) => (
    <Inline space="small">
      <Badge {...args} tone="success">
        Active
      </Badge>
      <Badge {...args} tone="neutral">
        Inactive
      </Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const active = canvas.getByText('Active').parentElement as HTMLElement;
    const inactive = canvas.getByText('Inactive').parentElement as HTMLElement;
    await expect(background(active)).not.toBe(background(inactive));
  },
};

export const PendingApproval: Story = {
  args: { tone: 'warning', children: 'Pending Approval' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending Approval')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      <Badge {...args} size="small">
        Small
      </Badge>
      <Badge {...args} size="medium">
        Medium
      </Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const small = (canvas.getByText('Small').parentElement as HTMLElement).getBoundingClientRect()
      .height;
    const medium = (canvas.getByText('Medium').parentElement as HTMLElement).getBoundingClientRect()
      .height;
    await expect(medium).toBeGreaterThan(small);
  },
};

export const LongUnicodeLabel: Story = {
  args: { tone: 'primary', children: 'Naghihintay ng pag-apruba — 承認待ち — 🚀 Itinatampok' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/承認待ち/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 200 }}>
      <Badge {...args} tone="warning">
        Pending Approval — waiting for an administrator to review this thread
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText(/Pending Approval/);
    const badge = label.parentElement as HTMLElement;
    // A label too long for its container is cut, never overflowing it.
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  },
};
