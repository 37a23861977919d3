import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Box } from '../../primitives/Box.tsx';
import { StatCard } from './StatCard.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/StatCard',
  parameters: { chromatic: { modes: oneMode } },
  component: StatCard,
  args: { label: 'Threads', value: 1234, locale: 'en-US' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 1, tablet: 2, desktop: 4 }}>
      {children}
    </Box>
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Threads' });
    await expect(within(card).getByText('1,234')).toBeVisible();
  },
};

export const MissingCount: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Threads' });
    // The spec's '-' on screen; screen readers hear 'Not available' instead of 'dash'.
    await expect(within(card).getByText('-')).toBeVisible();
    await expect(within(card).getByText('-')).toHaveAttribute('aria-hidden', 'true');
    await expect(card).toHaveTextContent('Not available');
  },
};

export const MissingCountsOfEveryKind: Story = {
  render: (args) => (
    <Grid>
      <StatCard {...args} label="Posts" value={undefined} />
      <StatCard {...args} label="Likes" value={Number.NaN} />
      <StatCard {...args} label="Pending Reviews" value="" />
      <StatCard {...args} label="Moderated Today" value={null} />
    </Grid>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Posts', 'Likes', 'Pending Reviews', 'Moderated Today']) {
      const card = canvas.getByRole('group', { name });
      await expect(within(card).getByText('-')).toBeVisible();
    }
  },
};

export const Zero: Story = {
  args: { label: 'Pending Approvals', value: 0 },
  play: async ({ canvas }) => {
    // Zero is a real count, not a missing one.
    const card = canvas.getByRole('group', { name: 'Pending Approvals' });
    await expect(within(card).getByText('0')).toBeVisible();
    await expect(within(card).queryByText('-')).toBeNull();
  },
};

export const LargeNumber: Story = {
  args: { label: 'Total Posts', value: 1234567 },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('group', { name: 'Total Posts' })).getByText('1,234,567'),
    ).toBeVisible();
  },
};

export const NumericStringFromServer: Story = {
  args: { label: 'Total Users', value: '48210' },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('group', { name: 'Total Users' })).getByText('48,210'),
    ).toBeVisible();
  },
};

export const OtherLocale: Story = {
  args: { label: 'Total Threads', value: 1234567, locale: 'de-DE' },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('group', { name: 'Total Threads' })).getByText('1.234.567'),
    ).toBeVisible();
  },
};

export const JoinedDate: Story = {
  args: { label: 'Joined', value: 'Mar 2024', icon: '📅' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Joined' });
    await expect(within(card).getByText('Mar 2024')).toBeVisible();
    await expect(within(card).getByText('📅')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithIconAndTrend: Story = {
  args: {
    label: 'Total Users',
    value: 5321,
    icon: '👥',
    trend: { direction: 'up', label: '+48 this week' },
    description: 'Since launch',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Total Users' });
    await expect(within(card).getByText('5,321')).toBeVisible();
    await expect(within(card).getByText('+48 this week')).toBeVisible();
    await expect(within(card).getByText('Since launch')).toBeVisible();
  },
};

export const TrendDirections: Story = {
  render: (args) => (
    <Grid>
      <StatCard
        {...args}
        label="Total Threads"
        value={812}
        trend={{ direction: 'up', label: '+12%' }}
      />
      <StatCard
        {...args}
        label="Total Posts"
        value={9120}
        trend={{ direction: 'down', label: '-3%' }}
      />
      <StatCard
        {...args}
        label="Moderated Today"
        value={7}
        trend={{ direction: 'flat', label: 'No change' }}
      />
      <StatCard
        {...args}
        label="Reported Content"
        value={15}
        trend={{ direction: 'up', label: '+5', tone: 'critical' }}
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const badge = (name: string, text: string) =>
      within(canvas.getByRole('group', { name })).getByText(text).parentElement as HTMLElement;
    const up = getComputedStyle(badge('Total Threads', '+12%')).backgroundColor;
    const down = getComputedStyle(badge('Total Posts', '-3%')).backgroundColor;
    const badNews = getComputedStyle(badge('Reported Content', '+5')).backgroundColor;
    await expect(up).not.toBe(down);
    // More reports is bad news: shown in the critical tone although it goes up.
    await expect(badNews).toBe(down);
  },
};

export const Loading: Story = {
  args: { label: 'Pending Approvals', value: undefined, loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Pending Approvals' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Loading...');
    // Still loading is not the same as missing.
    await expect(within(card).queryByText('-')).toBeNull();
  },
};

export const ProfileStats: Story = {
  render: (args) => (
    <Grid>
      <StatCard {...args} label="Threads" value={24} />
      <StatCard {...args} label="Posts" value={1380} />
      <StatCard {...args} label="Likes" value={null} />
      <StatCard {...args} label="Joined" value="Jan 15, 2024" />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('group', { name: 'Posts' })).getByText('1,380'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Likes' })).getByText('-')).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Joined' })).getByText('Jan 15, 2024'),
    ).toBeVisible();
  },
};

export const AdminStats: Story = {
  render: (args) => (
    <Grid>
      <StatCard {...args} label="Total Users" value={5321} icon="👥" />
      <StatCard {...args} label="Total Threads" value={12840} icon="🧵" />
      <StatCard {...args} label="Total Posts" value={98213} icon="💬" />
      <StatCard {...args} label="Pending Approvals" value={undefined} icon="⏳" />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expect(
      within(canvas.getByRole('group', { name: 'Total Posts' })).getByText('98,213'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Pending Approvals' })).getByText('-'),
    ).toBeVisible();
  },
};

export const ModeratorStats: Story = {
  render: (args) => (
    <Grid>
      <StatCard {...args} label="Reported Content" value={15} />
      <StatCard {...args} label="Pending Reviews" value={4} />
      <StatCard {...args} label="Moderated Today" value={Number.NaN} />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('group', { name: 'Reported Content' })).getByText('15'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Moderated Today' })).getByText('-'),
    ).toBeVisible();
  },
};

export const LongUnicodeLabel: Story = {
  args: {
    label: 'Kabuuang bilang ng mga miyembro ng komunidad — コミュニティメンバーの総数 👥',
    value: 987654321,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: /コミュニティメンバーの総数/ });
    await expect(within(card).getByText('987,654,321')).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Mobile: Story = {
  ...AdminStats,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('group');
    // One column on a phone: cards stack.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
    await expect(first!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
