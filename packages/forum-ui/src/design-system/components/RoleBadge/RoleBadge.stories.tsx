import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Text } from '../../primitives/Text.tsx';
import { RoleBadge } from './RoleBadge.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/RoleBadge',
  parameters: { chromatic: { modes: oneMode } },
  component: RoleBadge,
  args: { userRole: 'user' },
  argTypes: {
    userRole: { control: 'inline-radio', options: ['admin', 'moderator', 'user', 'unknown'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (el: Element) => getComputedStyle(el).backgroundColor;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('User')).toBeVisible();
  },
};

export const Admin: Story = {
  args: { userRole: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

export const Moderator: Story = {
  args: { userRole: 'moderator' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Moderator')).toBeVisible();
  },
};

export const AllRoles: Story = {
  render: (args) => (
    <Inline space="small">
      <RoleBadge {...args} userRole="admin" />
      <RoleBadge {...args} userRole="moderator" />
      <RoleBadge {...args} userRole="user" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const colours = ['Admin', 'Moderator', 'User'].map((label) =>
      background(canvas.getByText(label)),
    );
    // Red, amber and blue: three different colours.
    await expect(new Set(colours).size).toBe(3);
  },
};

export const UnknownRoleShowsAsUser: Story = {
  render: (args) => (
    <Inline space="small">
      <RoleBadge {...args} userRole="user" />
      <RoleBadge {...args} userRole="superuser" />
      <RoleBadge {...args} userRole={null} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const badges = canvas.getAllByText('User');
    await expect(badges).toHaveLength(3);
    await expect(new Set(badges.map(background)).size).toBe(1);
  },
};

export const MixedCaseFromServer: Story = {
  args: { userRole: ' ADMIN ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

export const CustomLabels: Story = {
  render: (args) => (
    <Inline space="small">
      <RoleBadge
        {...args}
        userRole="admin"
        labels={{ admin: 'Tagapangasiwa', moderator: 'Moderador', user: 'Miyembro' }}
      />
      <RoleBadge {...args} userRole="moderator" labels={{ moderator: 'モデレーター 🛡️' }} />
      <RoleBadge {...args} userRole="user" labels={{ admin: 'Tagapangasiwa' }} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tagapangasiwa')).toBeVisible();
    await expect(canvas.getByText('モデレーター 🛡️')).toBeVisible();
    // A role without its own word keeps the default.
    await expect(canvas.getByText('User')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      <RoleBadge {...args} userRole="admin" size="small" />
      <RoleBadge {...args} userRole="moderator" size="medium" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByText('Admin').getBoundingClientRect().height;
    const medium = canvas.getByText('Moderator').getBoundingClientRect().height;
    await expect(medium).toBeGreaterThan(small);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Inline space="small" alignY="center">
      <Text weight="medium">Maria Clara dela Cruz-Santos</Text>
      <RoleBadge {...args} userRole="moderator" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Moderator');
    await expect(badge).toBeVisible();
    // The label never wraps inside the badge.
    await expect(badge.getBoundingClientRect().height).toBeLessThan(32);
  },
};
