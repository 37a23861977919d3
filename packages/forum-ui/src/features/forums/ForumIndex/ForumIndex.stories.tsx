import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { forumMessages as m, forumText as t } from '../messages.ts';
import { LocationStateProbe, arrivedAt, arrivedState } from '../../../test/locationState.tsx';
import { TOO_MANY_ATTEMPTS, failsOnce, tooManyAttempts } from '../../../test/failures.ts';
import type { Canvas } from '../../../test/queries.ts';
import { STRESS_TITLES, threadsWithTitles } from '../../../test/threads.ts';
import { ForumIndexScreen } from './ForumIndexScreen.tsx';

/** The screen, with a catch-all route showing where a link led and the state it carried. */
const withProbe = () => (
  <Routes>
    <Route path="/Forums" element={<ForumIndexScreen />} />
    <Route path="*" element={<LocationStateProbe />} />
  </Routes>
);

const meta = {
  title: 'Screens/Forums/Forum index',
  component: ForumIndexScreen,
  // The screen at /Forums, and a catch-all route showing where a link led with its state.
  render: withProbe,
  parameters: { layout: 'padded', router: { route: '/Forums' } },
} satisfies Meta<typeof ForumIndexScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: Canvas) =>
  canvas.getByRole('heading', { level: 1, name: t.forumCategories });
const newThread = (canvas: Canvas) => canvas.getByRole('link', { name: t.newThread });
const latestList = (canvas: Canvas) => canvas.findByRole('list', { name: t.latestThreads });
const section = (canvas: Canvas, name: string) => canvas.findByRole('region', { name });

const at = (t0: number) => new Date(Date.UTC(2026, 0, 1) + t0).toISOString();
const category = (id: number, title: string, slug: string, extra: object = {}) => ({
  id,
  slug,
  title,
  description: null,
  parent_id: null,
  is_approved: true,
  is_active: true,
  color: '#3b82f6',
  threads_count: 0,
  posts_count: 0,
  created_at: at(id),
  ...extra,
});

/** Guests: the approved main categories that have boards, each board a tile; the latest threads. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(heading(canvas)).toBeVisible();
    const community = await section(canvas, 'Community');
    const boards = within(community).getByRole('list', { name: 'Community boards' });
    const tiles = within(boards).getAllByRole('listitem');
    await expect(tiles).toHaveLength(4);
    await expect(
      within(boards).getByRole('link', { name: 'General Discussions & Chat' }),
    ).toHaveAttribute('href', '/Forum/general-discussions-chat');
    await expect(within(tiles[0]!).getByText(/^\d+(\.\d)?K? threads?$/)).toBeVisible();
    await expect(within(tiles[0]!).getByText(/^\d+(\.\d)?K? posts?$/)).toBeVisible();
    // Main categories by title; a category awaiting approval or inactive is not listed.
    const sections = canvas
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((name) => name !== t.latestThreads);
    await expect(sections).toEqual([
      'Buy & Sell',
      'Community',
      'Gaming',
      'Hardware',
      'Software & Development',
      'Tech News',
      'Tech Support',
    ]);
    // Latest threads: 8 a page, with the window pager.
    const latest = await latestList(canvas);
    await expect(within(latest).getAllByRole('listitem')).toHaveLength(8);
    const pager = canvas.getByRole('navigation', { name: t.latestPager });
    await expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pager).getByRole('link', { name: 'Page 3' })).toBeVisible();
    await expect(within(pager).queryByRole('link', { name: 'Page 4' })).toBeNull();
  },
};

/** A guest's New Thread goes to /login, which returns to the form (with the way back to /Forums). */
export const GuestNewThread: Story = {
  play: async ({ canvas }) => {
    await expect(newThread(canvas)).toHaveAttribute('href', '/login');
    await expect(newThread(canvas)).toHaveAccessibleDescription(t.newThreadGuestHint);
    await userEvent.click(newThread(canvas));
    await expect(await arrivedAt(canvas)).toBe('/login');
    await expect(await arrivedState(canvas)).toEqual({
      from: { pathname: '/ThreadForm', search: '', hash: '', state: { returnTo: '/Forums' } },
    });
  },
};

/** A member's New Thread opens the form directly, with no category and the way back. */
export const SignedInNewThread: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await expect(newThread(canvas)).toHaveAttribute('href', '/ThreadForm');
    await expect(canvas.queryByText(t.newThreadGuestHint)).toBeNull();
    await userEvent.click(newThread(canvas));
    await expect(await arrivedAt(canvas)).toBe('/ThreadForm');
    await expect(await arrivedState(canvas)).toEqual({ returnTo: '/Forums' });
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.slow('get', '/categories', 'infinite'),
        scenarios.slow('get', '/threads', 'infinite'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(heading(canvas)).toBeVisible();
    await expect(canvas.getByText(t.loadingCategories)).toBeInTheDocument();
    await expect(canvas.getByText(t.loadingLatest)).toBeInTheDocument();
    // New Thread works while the lists load.
    await expect(newThread(canvas)).toHaveAttribute('href', '/login');
  },
};

/** A server failure shows 'Failed to load categories' (never a raw 'Server Error'), and Retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/categories')] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(m.categoriesFailed)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
    // The latest threads still load on their own.
    await expect(await latestList(canvas)).toBeVisible();
  },
};

/** A refusal the server explains (here rate limiting) shows 'Error: {message}'. */
export const ErrorWithMessage: Story = {
  parameters: {
    msw: {
      handlers: [tooManyAttempts('/categories')],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(`Error: ${TOO_MANY_ATTEMPTS}`)).toBeVisible();
  },
};

/** Retry asks again, and the categories appear once the server answers. */
export const ErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failsOnce('/categories'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(m.categoriesFailed)).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    await expect(await section(canvas, 'Community')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [scenarios.empty('get', '/categories'), scenarios.empty('get', '/threads')] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t.noCategories }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t.noLatest })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t.latestPager })).toBeNull();
  },
};

/** Main categories without boards are left out: here only one of two has any. */
export const OnlyCategoriesWithBoards: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/categories', () =>
          HttpResponse.json({
            data: [
              category(1, 'Empty Shelf', 'empty-shelf', { children: [] }),
              category(2, 'Hardware', 'hardware', {
                children: [
                  category(3, 'PC Building', 'pc-building', { parent_id: 2, threads_count: 1 }),
                ],
              }),
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await section(canvas, 'Hardware')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Empty Shelf' })).toBeNull();
    await expect(canvas.getByText('1 thread')).toBeVisible();
    await expect(canvas.getByText('0 posts')).toBeVisible();
  },
};

/** The latest threads fail alone: the list is empty and says so, with Retry. */
export const LatestError: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/threads')] } },
  play: async ({ canvas }) => {
    await expect(await section(canvas, 'Community')).toBeVisible();
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(t.latestFailed)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** The page lives in the URL: /Forums?page=3 opens the third page of latest threads. */
export const LatestPageFromUrl: Story = {
  parameters: { router: { route: '/Forums?page=3' } },
  play: async ({ canvas }) => {
    const pager = await canvas.findByRole('navigation', { name: t.latestPager });
    await expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // ±2 around page 3: pages 1 to 5.
    const numbers = within(pager)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((link) => link.textContent);
    await expect(numbers).toEqual(['1', '2', '3', '4', '5']);
  },
};

/** Moving through the latest threads by keyboard: the pager's links, then Previous. */
export const LatestPagerKeyboard: Story = {
  play: async ({ canvas }) => {
    const pager = await canvas.findByRole('navigation', { name: t.latestPager });
    within(pager).getByRole('link', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    const list = await latestList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    within(pager).getByRole('link', { name: 'Previous' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

/** Long and non-Latin names and descriptions wrap inside their tiles. */
export const LongAndUnicode: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/categories', () =>
          HttpResponse.json({
            data: [
              category(
                1,
                'Pamayanan at Talakayan ng mga Mahilig sa Teknolohiya sa Pilipinas',
                'pamayanan',
                {
                  description:
                    'Mga balita, tanong at kuwentuhan tungkol sa lahat ng bagay na teknolohiya, mula sa mga cellphone hanggang sa mga supercomputer.',
                  children: [
                    category(2, '新しいグラフィックカードの比較とレビュー', 'gpu-jp', {
                      parent_id: 1,
                      description: 'グラフィックカードについて話しましょう。',
                      threads_count: 1_234_567,
                      posts_count: 98_765_432,
                      color: '#dc2626',
                    }),
                    category(
                      3,
                      'Supercalifragilisticexpialidocious_board_name_without_any_spaces',
                      'long',
                      {
                        parent_id: 1,
                        threads_count: 1001,
                        posts_count: 1000,
                      },
                    ),
                    category(4, 'منتدى الهواتف الذكية 📱', 'rtl', {
                      parent_id: 1,
                      threads_count: 1,
                    }),
                  ],
                },
              ),
            ],
          }),
        ),
        threadsWithTitles(STRESS_TITLES),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const boards = await canvas.findByRole('list', {
      name: 'Pamayanan at Talakayan ng mga Mahilig sa Teknolohiya sa Pilipinas boards',
    });
    await expect(within(boards).getByText('1.2M threads')).toBeVisible();
    await expect(within(boards).getByText('98.7M posts')).toBeVisible();
    await expect(within(boards).getByText('1.0K threads')).toBeVisible();
    await expect(within(boards).getByText('1000 posts')).toBeVisible();
    await expect(
      within(boards).getByRole('link', { name: 'منتدى الهواتف الذكية 📱' }),
    ).toHaveAttribute('href', '/Forum/rtl');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** At 360 px the tiles stack in one column and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const community = await section(canvas, 'Community');
    const tiles = within(community).getAllByRole('listitem');
    const [a, b] = tiles.map((tile) => tile.getBoundingClientRect());
    await expect(b!.top).toBeGreaterThan(a!.bottom - 1);
    await expect(Math.round(a!.left)).toBe(Math.round(b!.left));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(await latestList(canvas)).toBeVisible();
  },
};

/** Keyboard alone: New Thread first, then the first board's tile. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await section(canvas, 'Buy & Sell');
    await userEvent.tab();
    await expect(newThread(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Deals & Promos' })).toHaveFocus();
  },
};
