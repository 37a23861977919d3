import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios, seedState } from '@forum/mocks';
import { writingMessages as m, writingText as t } from '../messages.ts';
import { LocationStateProbe, arrivedAt, arrivedState } from '../../../test/locationState.tsx';
import { PendingApprovalScreen } from './PendingApprovalScreen.tsx';

const meta = {
  title: 'Screens/Writing/Pending approval',
  component: PendingApprovalScreen,
  parameters: {
    layout: 'fullscreen',
    session: 'user',
    router: { route: '/pending-approval', path: '/pending-approval' },
  },
} satisfies Meta<typeof PendingApprovalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the mock answers the demo member (user@example.com): their pending threads, newest first. */
const seeded = seedState();
const member = seeded.users.find((u) => u.email === 'user@example.com')!;
const memberPending = seeded.threads
  .filter((thread) => thread.author_id === member.id && thread.status === 'pending')
  .sort((a, b) => b.created_at.localeCompare(a.created_at));

const list = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: t.pendingList });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.pendingTitle })).toBeVisible();
    // Who approves: an administrator, as the form and the thread page say (issue 18.3).
    await expect(canvas.getByText(t.pendingIntro)).toHaveTextContent(/an administrator/);
    const items = within(await list(canvas)).getAllByRole('listitem');
    await expect(memberPending.length).toBeGreaterThan(1);
    await expect(items).toHaveLength(memberPending.length);
    for (const [index, item] of items.entries()) {
      await expect(within(item).getByRole('heading', { level: 2 })).toHaveTextContent(
        memberPending[index]!.title,
      );
      await expect(item).toHaveTextContent(t.pendingStatus);
      await expect(item).toHaveTextContent(/^.*in .+·Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      await expect(within(item).getByRole('link')).toHaveAttribute(
        'href',
        `/threads/${memberPending[index]!.slug}`,
      );
    }
    await expect(canvas.getByRole('link', { name: t.goToForum })).toHaveAttribute('href', '/Forum');
    await expect(canvas.getByRole('link', { name: t.createAnother })).toHaveAttribute(
      'href',
      '/ThreadForm',
    );
  },
};

export const CreateAnotherThread: Story = {
  render: () => (
    <Routes>
      <Route path="/pending-approval" element={<PendingApprovalScreen />} />
      <Route path="*" element={<LocationStateProbe />} />
    </Routes>
  ),
  // Its own routes: the page, and a catch-all showing where a link led with its state.
  parameters: { router: { route: '/pending-approval', path: '*' } },
  play: async ({ canvas }) => {
    await list(canvas);
    await userEvent.click(canvas.getByRole('link', { name: t.createAnother }));
    await expect(await arrivedAt(canvas)).toBe('/ThreadForm');
    // Cancel on the form comes back here.
    await expect(await arrivedState(canvas)).toEqual({ returnTo: '/pending-approval' });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/threads/my-pending', 'infinite')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(t.loadingPending);
    await expect(canvas.getByRole('link', { name: t.goToForum })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/threads/my-pending')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.pendingFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.createAnother })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.empty('get', '/threads/my-pending')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t.noPending })).toBeVisible();
    await expect(canvas.getByText(t.noPendingHint)).toHaveTextContent(/an administrator/);
    await expect(canvas.queryByRole('list', { name: t.pendingList })).toBeNull();
  },
};

export const LongAndUnicode: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/threads/my-pending', () =>
          HttpResponse.json({
            data: [
              {
                id: 901,
                slug: 'mabilis-ba-901',
                title:
                  'Mabilis ba ang fibre ninyo ngayong tag-ulan? Mga karanasan sa PLDT, Globe at Converge — 你好 🎮 '.repeat(
                    2,
                  ),
                created_at: '2026-10-30T08:15:00Z',
                category: { id: 3, slug: 'internet-isp', title: 'Internet & ISP' },
                status: 'pending',
              },
              {
                id: 902,
                slug: 'no-category-902',
                title: 'A thread whose category was removed',
                created_at: '2026-10-29T08:15:00Z',
                category: null,
                status: 'pending',
              },
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const items = within(await list(canvas)).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('in Internet & ISP');
    await expect(items[0]).toHaveTextContent('Created Oct 30, 2026');
    await expect(items[1]).toHaveTextContent(`in ${t.noCategory}`);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth + 1,
    );
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await list(canvas);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.goToForum })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.createAnother })).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement?.closest('li')).not.toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await list(canvas);
    await expect(canvas.getByRole('link', { name: t.createAnother })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth + 1,
    );
  },
};
