import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { profileMessages as m, profileText as t } from '../messages.ts';
import { toasts } from '../../../test/queries.ts';
import { ActivityScreen } from './ActivityScreen.tsx';

const meta = {
  title: 'Screens/Profile/Activity',
  component: ActivityScreen,
  parameters: {
    router: { route: '/UserProfile?tab=activity', path: '/UserProfile' },
    session: 'user',
  },
} satisfies Meta<typeof ActivityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (day: number) => new Date(Date.UTC(2026, 10, day)).toISOString();
const meta1 = (total: number, lastPage = 1, page = 1) => ({
  current_page: page,
  last_page: lastPage,
  per_page: 10,
  total,
  from: total ? 1 : null,
  to: total ? Math.min(total, 10) : null,
});
const LONG = `<p><strong>Bakit</strong> mabagal ang laptop ko? ${'Napakabagal talaga nito kapag maraming tab. '.repeat(10)}</p><script>alert(1)</script>`;

const activity = (overrides: Record<string, unknown> = {}) =>
  http.get('*/api/v1/users/:id/activity', () =>
    HttpResponse.json({
      threads: {
        data: [
          {
            id: 7,
            slug: 'laptop-bumabagal-7',
            title: 'Laptop bumabagal pagkatapos ng update 💻',
            content: LONG,
            created_at: at(3),
            is_featured: true,
            is_sticky: false,
            is_approved: true,
            category: null,
            replies_count: 1,
            likes_count: 12,
            author: { id: 3, name: 'Juan dela Cruz' },
          },
        ],
        meta: meta1(1),
      },
      posts: {
        data: [
          {
            id: 42,
            content: `<p>${'Subukan mong i-disable ang startup apps. '.repeat(10)}</p>`,
            parent_id: null,
            thread_id: 9,
            created_at: at(4),
            likes_count: 2,
            author: { id: 3, name: 'Juan dela Cruz' },
            thread: { id: 9, slug: 'best-ssd-9', title: 'Best SSD under ₱5,000?' },
          },
        ],
        meta: meta1(1),
      },
      recent_activity: {
        data: [
          {
            id: 'post-42',
            type: 'post_liked',
            thread: { id: 9, slug: 'best-ssd-9', title: 'Best SSD under ₱5,000?' },
            description: null,
            created_at: at(5),
          },
        ],
        meta: meta1(1),
      },
      ...overrides,
    }),
  );

/** My Threads, with the three counts; cards cut the text (never the markup) at 150 characters. */
export const Default: Story = {
  parameters: { msw: { handlers: [activity()] } },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Activity' });
    await expect(
      await within(tabs).findByRole('tab', { name: `${t.myThreads} 1` }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(within(tabs).getByRole('tab', { name: `${t.myPosts} 1` })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: `${t.recentActivity} 1` })).toBeVisible();
    const card = canvas.getByRole('article');
    await expect(
      within(card).getByRole('link', { name: 'Laptop bumabagal pagkatapos ng update 💻' }),
    ).toHaveAttribute('href', '/threads/laptop-bumabagal-7');
    await expect(within(card).getByText(t.general)).toBeVisible();
    await expect(within(card).getByText(t.featured)).toBeVisible();
    await expect(within(card).getByText('1 reply')).toBeVisible();
    await expect(within(card).getByText('12 likes')).toBeVisible();
    const preview = within(card).getByText(/^Bakit mabagal/);
    await expect(preview.textContent!.length).toBeLessThanOrEqual(151);
    await expect(preview.textContent).toMatch(/…$/);
    await expect(card.querySelector('strong, script')).toBeNull();
  },
};

/** The seeded member's real activity, through the stateful mock. */
export const SeededMember: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Activity' });
    await expect(await within(tabs).findByRole('tab', { name: /^My Threads \d+$/ })).toBeVisible();
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

export const Posts: Story = {
  parameters: {
    msw: { handlers: [activity()] },
    router: { route: '/UserProfile?tab=activity&view=posts', path: '/UserProfile' },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article');
    await expect(within(card).getByText(/^Replied to/)).toBeVisible();
    await expect(
      within(card).getByRole('link', { name: 'Best SSD under ₱5,000?' }),
    ).toHaveAttribute('href', '/threads/best-ssd-9#post-42');
    const preview = within(card).getByText(/^Subukan/);
    await expect(preview.textContent!.length).toBeLessThanOrEqual(201);
  },
};

export const RecentActivity: Story = {
  parameters: { msw: { handlers: [activity()] } },
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: `${t.recentActivity} 1` });
    await userEvent.click(tab);
    const card = await canvas.findByRole('article');
    await expect(within(card).getByText(/^Liked a post/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        activity({
          threads: { data: [], meta: meta1(0) },
          posts: { data: [], meta: meta1(0) },
          recent_activity: { data: [], meta: meta1(0) },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: m.noThreads })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.startThread })).toHaveAttribute(
      'href',
      '/ThreadForm',
    );
    await userEvent.click(canvas.getByRole('tab', { name: `${t.myPosts} 0` }));
    await expect(await canvas.findByRole('heading', { name: m.noPosts })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: `${t.recentActivity} 0` }));
    await expect(await canvas.findByRole('heading', { name: m.noActivity })).toBeVisible();
  },
};

/** Ten a page: Previous/Next with the page number, and the page in the address. */
export const Paging: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/users/:id/activity', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
          const threads = Array.from({ length: 10 }, (_, i) => ({
            id: page * 100 + i,
            slug: `t-${page}-${i}`,
            title: `Thread ${(page - 1) * 10 + i + 1}`,
            content: '<p>Body</p>',
            created_at: at(1),
            is_featured: false,
            is_sticky: false,
            is_approved: true,
            category: { id: 1, title: 'Hardware', slug: 'hardware' },
            replies_count: 0,
            likes_count: 0,
          }));
          const empty = { data: [], meta: meta1(0) };
          return HttpResponse.json({
            threads: { data: threads, meta: meta1(25, 3, page) },
            posts: empty,
            recent_activity: empty,
          });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Thread 1' })).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: t.activityPager(t.myThreads) });
    await expect(within(pager).getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(within(pager).getByRole('link', { name: /Next/ }));
    await expect(await canvas.findByRole('link', { name: 'Thread 11' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: t.activityPager(t.myThreads) })).getByText(
        'Page 2 of 3',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/users/{id}/activity', 'infinite')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.loadingActivity);
    await expect(canvas.getByRole('tab', { name: t.myThreads })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/users/{id}/activity')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.activityFailed)).toBeVisible();
    await expect(await toasts().findByText(m.activityFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  parameters: { msw: { handlers: [activity()] } },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('tab', { name: `${t.myThreads} 1` });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: `${t.myPosts} 1` })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(await canvas.findByText(/^Replied to/)).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { msw: { handlers: [activity()] } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
