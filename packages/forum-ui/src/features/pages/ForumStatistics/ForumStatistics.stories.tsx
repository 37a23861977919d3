import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { FALLBACK_STATISTICS, statisticsText as t } from './statisticsText.ts';
import { formatCount } from '@forum/forum-ui/design-system';
import type { Canvas } from '../../../test/queries.ts';
import { ForumStatisticsScreen } from './ForumStatisticsScreen.tsx';
import type { StatisticsOverview } from './statistics.ts';

const meta = {
  title: 'Screens/Pages/Forum statistics',
  component: ForumStatisticsScreen,
  args: { siteName: 'TechForum' },
  parameters: { router: { route: '/ForumStatistics', path: '/ForumStatistics' } },
} satisfies Meta<typeof ForumStatisticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATS = '*/api/v1/admin/stats';

/** A stat card (a group named by its label). */
const stat = (canvas: Canvas, label: string) => canvas.getByRole('group', { name: label });

/** What the mock backend answers a guest (the same call the screen makes). */
async function guestOverview(): Promise<StatisticsOverview> {
  const response = await fetch('/api/v1/admin/stats', { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { data: { overview: StatisticsOverview } };
  return body.data.overview;
}

/** Answers the stats call with the given overview. */
const answer = (overview: StatisticsOverview) =>
  http.get(STATS, () => HttpResponse.json({ data: { overview } }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const overview = await guestOverview();
    await waitFor(() =>
      expect(stat(canvas, t.threads)).toHaveTextContent(formatCount(overview.total_threads)),
    );
    await expect(stat(canvas, t.posts)).toHaveTextContent(formatCount(overview.total_posts));
    await expect(stat(canvas, t.members)).toHaveTextContent(formatCount(overview.total_users));
    const latest = within(canvas.getByRole('region', { name: t.latestMember }));
    await expect(latest.getByRole('link', { name: overview.latest_member!.name })).toHaveAttribute(
      'href',
      `/users/${overview.latest_member!.id}`,
    );
    // Live numbers: no note, nothing marked approximate.
    await expect(canvas.queryByText(t.fallbackTitle)).toBeNull();
    await expect(canvas.queryByText(t.approximate)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/admin/stats', 'infinite')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t.title })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(stat(canvas, t.threads)).toHaveAttribute('aria-busy', 'true');
    await expect(stat(canvas, t.threads)).toHaveTextContent(t.loading);
    await expect(canvas.queryByText(t.fallbackTitle)).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/admin/stats')] } },
  play: async ({ canvas }) => {
    // The fixed fallback numbers, each marked approximate, with a calm note (a status).
    const note = await canvas.findByRole('heading', { name: t.fallbackTitle });
    await expect(canvas.getByRole('status')).toContainElement(note);
    await expect(canvas.getByText(t.fallbackBody)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(stat(canvas, t.threads)).toHaveTextContent(
      formatCount(FALLBACK_STATISTICS.threads),
    );
    await expect(stat(canvas, t.posts)).toHaveTextContent(formatCount(FALLBACK_STATISTICS.posts));
    await expect(stat(canvas, t.members)).toHaveTextContent(
      formatCount(FALLBACK_STATISTICS.members),
    );
    await expect(canvas.getAllByText(t.approximate)).toHaveLength(3);
    await expect(canvas.getByText(t.noLatestMember)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.tryAgain })).toBeVisible();
  },
};

let calls = 0;
export const TryAgainRecovers: Story = {
  beforeEach: () => {
    calls = 0;
  },
  parameters: {
    msw: {
      handlers: [
        // The first call fails; the next ones reach the mock backend.
        http.get(STATS, () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
            : undefined;
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.tryAgain }));
    const overview = await guestOverview();
    await waitFor(() =>
      expect(stat(canvas, t.members)).toHaveTextContent(formatCount(overview.total_users)),
    );
    await expect(canvas.queryByText(t.fallbackTitle)).toBeNull();
  },
};

const authorizations: (string | null)[] = [];
export const LoggedInAsAdmin: Story = {
  beforeEach: () => {
    authorizations.length = 0;
  },
  parameters: {
    session: 'admin',
    msw: {
      handlers: [
        // Records the header, then lets the mock backend answer.
        http.get(STATS, ({ request }) => {
          authorizations.push(request.headers.get('Authorization'));
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    // Everyone sees the same public overview: the call goes out without the token.
    const overview = await guestOverview();
    await waitFor(() =>
      expect(stat(canvas, t.threads)).toHaveTextContent(formatCount(overview.total_threads)),
    );
    await expect(authorizations.length).toBeGreaterThan(0);
    await expect(authorizations.every((value) => value === null)).toBe(true);
  },
};

export const NoLatestMember: Story = {
  parameters: {
    msw: {
      handlers: [answer({ total_threads: 0, total_posts: 0, total_users: 0, latest_member: null })],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.noLatestMember)).toBeVisible();
    await expect(stat(canvas, t.threads)).toHaveTextContent('0');
    await expect(canvas.queryByText(t.fallbackTitle)).toBeNull();
  },
};

export const LargeNumbersAndUnicodeName: Story = {
  parameters: {
    msw: {
      handlers: [
        answer({
          total_threads: 1_234_567,
          total_posts: 98_765_432,
          total_users: 250_001,
          latest_member: { id: 4242, name: 'Ma. Cristina Dela Cruz-Santos 🇵🇭 鈴木 '.repeat(3) },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    // Grouped by Intl, in full (not the short K/M form).
    await waitFor(() => expect(stat(canvas, t.posts)).toHaveTextContent('98,765,432'));
    await expect(stat(canvas, t.threads)).toHaveTextContent('1,234,567');
    await expect(canvas.getByRole('link', { name: /鈴木/ })).toHaveAttribute('href', '/users/4242');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { msw: { handlers: [scenarios.serverError('get', '/admin/stats')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.fallbackTitle)).toBeVisible();
    // The three numbers stack in one column.
    const threads = stat(canvas, t.threads).getBoundingClientRect();
    const posts = stat(canvas, t.posts).getBoundingClientRect();
    await expect(posts.top).toBeGreaterThanOrEqual(threads.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
