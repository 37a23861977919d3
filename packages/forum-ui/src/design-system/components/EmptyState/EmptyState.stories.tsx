import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/EmptyState',
  parameters: { chromatic: { modes: oneMode } },
  component: EmptyState,
  args: {
    title: 'No Threads Yet',
    description: "You haven't started any discussions. Your threads will appear here.",
    icon: '💬',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['compact', 'standard'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Threads Yet', level: 3 })).toBeVisible();
    await expect(canvas.getByText(/Your threads will appear here/)).toBeVisible();
    await expect(canvas.getByText('💬')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoPendingApprovals: Story = {
  args: { title: 'No Pending Approvals', description: 'Everything has been reviewed.', icon: '✅' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Pending Approvals' })).toBeVisible();
  },
};

const startDiscussion = fn().mockName('startDiscussion');

export const WithAction: Story = {
  args: {
    title: 'No Gaming threads yet',
    description: 'Be the first to start a conversation about gaming.',
    icon: '🎮',
    action: <Button onClick={startDiscussion}>Start the discussion</Button>,
  },
  play: async ({ canvas }) => {
    startDiscussion.mockClear();
    await expect(canvas.getByRole('heading', { name: 'No Gaming threads yet' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Start the discussion' });
    await userEvent.click(button);
    // And from the keyboard.
    await userEvent.keyboard('{Enter}');
    await expect(startDiscussion).toHaveBeenCalledTimes(2);
  },
};

export const WithLinkAction: Story = {
  args: {
    title: 'No threads available in this category.',
    description: undefined,
    icon: undefined,
    action: (
      <ButtonLink to="/ThreadForm" variant="secondary">
        New Thread
      </ButtonLink>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'New Thread' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/ThreadForm');
  },
};

export const TitleOnly: Story = {
  args: { title: 'No Recent Activity', description: undefined, icon: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Recent Activity' })).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};

export const Compact: Story = {
  args: { size: 'compact', title: 'No Posts Yet', description: undefined },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'No Posts Yet' });
    await expect(heading).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2, title: 'No results' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No results' })).toBeVisible();
  },
};

export const LongUnicodeContent: Story = {
  args: {
    title:
      'Wala pang mga talakayan sa kategoryang ito — このカテゴリにはまだスレッドがありません 🕹️',
    description:
      'Maging una sa pagsisimula ng usapan tungkol sa mga laro, hardware at software. 最初のスレッドを作成して、コミュニティで議論を始めましょう。',
    action: <Button>Magsimula ng talakayan</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /このカテゴリ/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Magsimula ng talakayan' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...WithAction,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'No Gaming threads yet' });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Start the discussion' })).toBeVisible();
  },
};
