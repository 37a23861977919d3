import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { profileMessages as m, profileText as t } from '../messages.ts';
import type { Canvas } from '../../../test/queries.ts';
import { DashboardScreen } from './DashboardScreen.tsx';

const meta = {
  title: 'Screens/Profile/Dashboard',
  component: DashboardScreen,
  parameters: { router: { route: '/UserProfile', path: '/UserProfile' }, session: 'user' },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card named `label` in a region: its value text. */
async function card(canvas: Canvas, region: string, label: string) {
  const group = await canvas.findByRole('region', { name: region });
  const term = within(group).getByText(label);
  return term.closest('li') as HTMLElement;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Juan dela Cruz' })).toBeVisible();
    await expect(canvas.getByText('User', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('user@example.com')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Juan dela Cruz' })).toBeVisible();
    const region = await canvas.findByRole('region', { name: t.yourActivity });
    for (const label of ['Threads', 'Posts', 'Likes', 'Joined'])
      await expect(within(region).getByText(label)).toBeVisible();
    const joined = await card(canvas, t.yourActivity, 'Joined');
    await expect(await within(joined).findByText(/\d{4}/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t.siteOverview })).toBeNull();
    await expect(canvas.queryByRole('region', { name: t.moderationOverview })).toBeNull();
  },
};

/** Moderators: their own cards and Reported Content, Pending Reviews and Moderated Today. */
export const Moderator: Story = {
  parameters: { session: 'moderator' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: t.yourActivity })).toBeVisible();
    const region = await canvas.findByRole('region', { name: t.moderationOverview });
    for (const label of ['Reported Content', 'Pending Reviews', 'Moderated Today'])
      await expect(within(region).getByText(label)).toBeVisible();
    await expect(canvas.getByText('Moderator', { selector: 'span' })).toBeVisible();
  },
};

/** Admins: the site's numbers and no personal cards. */
export const Admin: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: t.siteOverview });
    for (const label of ['Total Users', 'Total Threads', 'Total Posts', 'Pending Approvals'])
      await expect(within(region).getByText(label)).toBeVisible();
    const users = await card(canvas, t.siteOverview, 'Total Users');
    await expect(await within(users).findByText(/^\d[\d,]*$/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t.yourActivity })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/users/{id}/stats', 'infinite')] } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: t.yourActivity });
    await expect(within(region).getAllByText('Loading...')).toHaveLength(4);
  },
};

/** A failed call: every count shows '-', and the page says why. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/users/{id}/stats')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.statsFailed)).toBeVisible();
    const threads = await card(canvas, t.yourActivity, 'Threads');
    await expect(within(threads).getByText('-')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** A failed call, then Retry: the numbers load (the server answers the second time). */
export const ErrorThenRetry: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('get', '/users/{id}/stats', { once: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.statsFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(canvas.queryByText(m.statsFailed)).toBeNull());
    const threads = await card(canvas, t.yourActivity, 'Threads');
    await expect(await within(threads).findByText(/^\d[\d,]*$/)).toBeVisible();
  },
};

/** Counts the server leaves out show '-'. */
export const MissingCounts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/users/:id/stats', () =>
          HttpResponse.json({
            data: { threads_count: 12 },
            user: {
              id: 3,
              name: 'Juan dela Cruz',
              role: 'user',
              created_at: '2025-01-01T00:00:00Z',
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const threads = await card(canvas, t.yourActivity, 'Threads');
    await expect(await within(threads).findByText('12')).toBeVisible();
    for (const label of ['Posts', 'Likes', 'Joined']) {
      const item = await card(canvas, t.yourActivity, label);
      await expect(within(item).getByText('-')).toBeVisible();
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: t.yourActivity })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
