import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../primitives/Box.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Button } from '../Button/Button.tsx';
import { Tabs, type TabItem } from './Tabs.tsx';

const userTabs: TabItem[] = [
  { id: 'all', label: 'All', count: 12, content: <Text>All 12 users.</Text> },
  { id: 'banned', label: 'Banned', count: 3, content: <Text>3 banned users.</Text> },
  { id: 'moderators', label: 'Moderators', count: 2, content: <Text>2 moderators.</Text> },
  { id: 'admins', label: 'Admins', count: 1, content: <Text>1 admin.</Text> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { tabs: userTabs, 'aria-label': 'User filters', onSelectedIdChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'sub'] },
    tabs: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('tablist', { name: 'User filters' });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs).toHaveLength(4);
    // The count is part of each tab's name.
    const all = canvas.getByRole('tab', { name: 'All 12' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'All 12' })).toHaveTextContent(
      'All 12 users.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Banned 3' }));
    await expect(canvas.getByRole('tab', { name: 'Banned 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(all).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Banned 3' })).toHaveTextContent(
      '3 banned users.',
    );
    // Only the selected panel stays rendered (Ariakit unmounts the hidden one a frame later).
    await waitFor(() => expect(canvas.getAllByRole('tabpanel')).toHaveLength(1));
    await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith('banned');
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <Stack space="medium">
      <Button variant="secondary">Before</Button>
      <Tabs {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
    // Tab enters the list on the selected tab.
    await userEvent.tab();
    await expect(tab('All 12')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Banned 3')).toHaveFocus();
    await expect(tab('Banned 3')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Banned 3' })).toBeVisible();

    await userEvent.keyboard('{End}');
    await expect(tab('Admins 1')).toHaveFocus();
    await expect(tab('Admins 1')).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Moderators 2')).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Home}');
    await expect(tab('All 12')).toHaveFocus();
    await expect(tab('All 12')).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the list for the panel (it has nothing focusable, so the panel itself).
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'All 12' })).toHaveFocus();
    // Shift+Tab comes back to the selected tab, not the first one visited.
    await userEvent.tab({ shift: true });
    await expect(tab('All 12')).toHaveFocus();
  },
};

export const PanelWithControls: Story = {
  args: {
    tabs: [
      {
        id: 'pending',
        label: 'Thread Approvals',
        count: 2,
        content: (
          <Stack space="small">
            <Text>Thread “Best budget GPU in 2025?” is waiting.</Text>
            <Button variant="success">Approve</Button>
          </Stack>
        ),
      },
      {
        id: 'users',
        label: 'User Registrations',
        count: 0,
        content: <Text>No pending registrations.</Text>,
      },
    ],
    'aria-label': 'Approvals',
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Thread Approvals 2' })).toHaveFocus();
    // Tab moves into the panel, to its first control.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toHaveFocus();
  },
};

function ControlledTabs(props: { onSelectedIdChange: (id: string) => void }) {
  const [selected, setSelected] = useState('moderators');
  return (
    <Stack space="small">
      <Tabs
        tabs={userTabs}
        aria-label="User filters"
        selectedId={selected}
        onSelectedIdChange={(id) => {
          props.onSelectedIdChange(id);
          setSelected(id);
        }}
      />
      <Button variant="secondary" onClick={() => setSelected('all')}>
        Show everyone
      </Button>
    </Stack>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs onSelectedIdChange={args.onSelectedIdChange ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Moderators 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Admins 1' }));
    await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith('admins');
    await expect(canvas.getByRole('tab', { name: 'Admins 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The parent can change the selection.
    await userEvent.click(canvas.getByRole('button', { name: 'Show everyone' }));
    await expect(canvas.getByRole('tab', { name: 'All 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The panel that was shown unmounts after the selection settles.
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('All 12 users.'));
  },
};

export const CountsZeroAndMissing: Story = {
  args: {
    'aria-label': 'Category filters',
    defaultSelectedId: 'sub',
    tabs: [
      { id: 'all', label: 'All', count: 8, content: <Text>All categories.</Text> },
      { id: 'main', label: 'Main', content: <Text>Main categories.</Text> },
      { id: 'sub', label: 'Sub', count: 0, content: <Text>No subcategories yet.</Text> },
      { id: 'big', label: 'Threads', count: '1.2K', content: <Text>Threads.</Text> },
    ],
  },
  play: async ({ canvas }) => {
    // A missing count shows no pill; 0 shows '0'.
    const main = canvas.getByRole('tab', { name: 'Main' });
    await expect(main.querySelector('span')).toBeNull();
    const sub = canvas.getByRole('tab', { name: 'Sub 0' });
    await expect(sub).toHaveAttribute('aria-selected', 'true');
    await expect(within(sub).getByText('0')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Threads 1.2K' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Sub 0' })).toHaveTextContent(
      'No subcategories yet.',
    );
  },
};

export const SubTabs: Story = {
  args: {
    variant: 'sub',
    'aria-label': 'Activity',
    tabs: [
      { id: 'threads', label: 'My Threads', count: 4, content: <Text>4 threads.</Text> },
      { id: 'posts', label: 'My Posts', count: 12, content: <Text>12 posts.</Text> },
      { id: 'recent', label: 'Recent Activity', count: 7, content: <Text>7 recent events.</Text> },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'My Threads 4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My Posts 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'My Posts 12' })).toHaveTextContent(
      '12 posts.',
    );
    const box = canvas.getByRole('tab', { name: 'My Posts 12' }).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

const profileTabs: TabItem[] = [
  'Dashboard',
  'Settings',
  'Activity',
  'Moderation',
  'Approvals',
  'Contact Forms',
  'Meta Tags',
  'Users',
  'Categories',
].map((label, index) => ({
  id: label.toLowerCase().replace(' ', '_'),
  label,
  count: index % 3 === 0 ? index * 3 : undefined,
  content: <Text>{label} content</Text>,
}));

export const ManyTabsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { tabs: profileTabs, 'aria-label': 'Profile sections' },
  render: (args) => (
    <Box maxWidth="small">
      <Tabs {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Profile sections' });
    // Too many to fit: the list scrolls sideways instead of wrapping or overflowing the page.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Categories' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const listBox = list.getBoundingClientRect();
    const lastBox = last.getBoundingClientRect();
    await expect(lastBox.right).toBeLessThanOrEqual(listBox.right + 1);
    // A tab in the middle of the strip is brought to the middle of the list, wherever the strip was.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const middle = canvas.getByRole('tab', { name: 'Contact Forms' });
    await expect(middle).toHaveAttribute('aria-selected', 'true');
    const middleBox = middle.getBoundingClientRect();
    const centre = (box: DOMRect) => box.left + box.width / 2;
    await expect(Math.abs(centre(middleBox) - centre(list.getBoundingClientRect()))).toBeLessThan(
      2,
    );
  },
};

export const UnicodeLabels: Story = {
  args: {
    'aria-label': 'Mga seksyon',
    tabs: [
      { id: 'lahat', label: 'Lahat', count: 12, content: <Text>Lahat ng user.</Text> },
      {
        id: 'banned',
        label: '禁止されたユーザー',
        count: 3,
        content: <Text>禁止されたユーザーの一覧。</Text>,
      },
      { id: 'emoji', label: '🛡️ Moderators', count: 2, content: <Text>Mga moderator 🛡️</Text> },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '禁止されたユーザー 3' }));
    await expect(canvas.getByRole('tabpanel', { name: '禁止されたユーザー 3' })).toHaveTextContent(
      '禁止されたユーザーの一覧。',
    );
    await expect(canvas.getByRole('tab', { name: '🛡️ Moderators 2' })).toBeVisible();
  },
};
