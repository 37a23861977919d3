import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { forumMessages as m, forumText as t } from '../messages.ts';
import { LocationStateProbe, arrivedAt, arrivedState } from '../../../test/locationState.tsx';
import { TOO_MANY_ATTEMPTS, failsOnce, tooManyAttempts } from '../../../test/failures.ts';
import type { Canvas } from '../../../test/queries.ts';
import { STRESS_TITLES, threadWithTitle } from '../../../test/threads.ts';
import { CategoryScreen } from './CategoryScreen.tsx';

/** The screen at /Forum/:slug, and a catch-all route showing where a link led with its state. */
const withProbe = () => (
  <Routes>
    <Route path="/Forum/:slug" element={<CategoryScreen />} />
    <Route path="*" element={<LocationStateProbe />} />
  </Routes>
);

const meta = {
  title: 'Screens/Forums/Category',
  component: CategoryScreen,
  render: withProbe,
  parameters: { layout: 'padded', router: { route: '/Forum/device-hardware' } },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvas: Canvas, name: string | RegExp) =>
  canvas.findByRole('heading', { level: 1, name });
const threadList = (canvas: Canvas) => canvas.findByRole('list', { name: /^Threads in / });
const pager = (canvas: Canvas) => canvas.findByRole('navigation', { name: t.categoryPager });
const newThread = (canvas: Canvas) => canvas.getByRole('link', { name: t.newThread });
/** The page numbers the pager shows, with '…' for an ellipsis. */
const pagerItems = (nav: HTMLElement) =>
  [...nav.querySelectorAll('li')].slice(1, -1).map((item) => item.textContent);
const currentPage = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'page')?.textContent;

const BOARD = {
  id: 40,
  slug: 'pc-building',
  title: 'PC Building',
  description: 'Parts lists, build logs and troubleshooting.',
  parent_id: 2,
  parent: { id: 2, slug: 'hardware', title: 'Hardware' },
  is_approved: true,
  is_active: true,
  color: '#3b82f6',
  threads_count: 0,
  posts_count: 0,
  created_at: '2024-01-01T00:00:00.000Z',
};

/**
 * GET /categories/{slug}/threads answered for any slug with `total` threads (or these titles),
 * paged by `page` and `per_page` as the API does.
 */
function categoryWith(
  total: number,
  options: { titles?: readonly string[]; category?: Partial<typeof BOARD> } = {},
): HttpHandler {
  const titles = options.titles ?? Array.from({ length: total }, (_, i) => `Build log ${i + 1}`);
  const threads = titles.map((text, i) => ({
    ...threadWithTitle(text, i + 1),
    is_sticky: i === 0,
  }));
  return http.get('*/api/v1/categories/:slug/threads', ({ request, params }) => {
    const url = new URL(request.url);
    const perPage = Number(url.searchParams.get('per_page') ?? 15) || 15;
    const page = Number(url.searchParams.get('page') ?? 1) || 1;
    const data = threads.slice((page - 1) * perPage, page * perPage);
    const from = data.length ? (page - 1) * perPage + 1 : null;
    return HttpResponse.json({
      category: {
        ...BOARD,
        slug: String(params.slug),
        threads_count: threads.length,
        posts_count: threads.length * 4,
        ...options.category,
      },
      threads: {
        data,
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(threads.length / perPage)),
          per_page: perPage,
          total: threads.length,
          from,
          to: from === null ? null : from + data.length - 1,
        },
      },
    });
  });
}

/** A board of the seeded forum: its header, 15 threads (the sticky megathread first), the pager. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await title(canvas, 'Device & Hardware')).toBeVisible();
    await expect(canvas.getByText('Device & Hardware: questions, news and tips.')).toBeVisible();
    await expect(canvas.getByText(/^\d+(\.\d)?K? threads$/)).toBeVisible();
    await expect(canvas.getByText(/^\d+(\.\d)?K? posts$/)).toBeVisible();
    const list = await threadList(canvas);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(15);
    const first = within(items[0]!);
    await expect(first.getByText('Pinned')).toBeVisible();
    await expect(
      first.getByRole('link', { name: 'The Budget PC Build Megathread 2026' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/threads\//));
    await expect(first.getByText(/views?$/)).toBeVisible();
    await expect(first.getByText(/repl(y|ies)$/)).toBeVisible();
    const author = first.getAllByRole('link')[1]!;
    await expect(author).toHaveAttribute('href', expect.stringMatching(/^\/users\/\d+$/));
    const nav = await pager(canvas);
    await expect(currentPage(nav)).toBe('1');
    // The breadcrumb leads back to the forum index and the board's main category.
    const crumbs = canvas.getByRole('navigation', { name: t.breadcrumb });
    await expect(within(crumbs).getByRole('link', { name: t.forumCategories })).toHaveAttribute(
      'href',
      '/Forums',
    );
    await expect(within(crumbs).getByRole('link', { name: 'Hardware' })).toHaveAttribute(
      'href',
      '/Forum/hardware',
    );
  },
};

/** A guest's New Thread goes to /login, carrying the board and the way back for the form. */
export const GuestNewThread: Story = {
  parameters: { router: { route: '/Forum/device-hardware?page=2' } },
  play: async ({ canvas }) => {
    await title(canvas, 'Device & Hardware');
    await expect(newThread(canvas)).toHaveAttribute('href', '/login');
    await expect(newThread(canvas)).toHaveAccessibleDescription(t.newThreadGuestHint);
    await userEvent.click(newThread(canvas));
    await expect(await arrivedAt(canvas)).toBe('/login');
    await expect(await arrivedState(canvas)).toEqual({
      from: {
        pathname: '/ThreadForm',
        search: '',
        hash: '',
        state: {
          category: { id: expect.any(Number), slug: 'device-hardware', title: 'Device & Hardware' },
          returnTo: '/Forum/device-hardware?page=2',
        },
      },
    });
  },
};

/** A member's New Thread opens the form with the board chosen and the way back. */
export const SignedInNewThread: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas, 'Device & Hardware');
    await expect(newThread(canvas)).toHaveAttribute('href', '/ThreadForm');
    await expect(canvas.queryByText(t.newThreadGuestHint)).toBeNull();
    newThread(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await arrivedAt(canvas)).toBe('/ThreadForm');
    await expect(await arrivedState(canvas)).toEqual({
      category: { id: expect.any(Number), slug: 'device-hardware', title: 'Device & Hardware' },
      returnTo: '/Forum/device-hardware',
    });
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [scenarios.slow('get', '/categories/{slug}/threads', 'infinite')] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loadingCategory)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.forumCategories })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** A server failure shows 'Failed to fetch category data' (never a raw 'Server Error'), and Retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/categories/{slug}/threads')] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(m.categoryFailed)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t.category })).toBeVisible();
  },
};

/** A refusal the server explains (here rate limiting) shows 'Error: {message}'. */
export const ErrorWithMessage: Story = {
  parameters: {
    msw: {
      handlers: [tooManyAttempts('/categories/:slug/threads')],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(`Error: ${TOO_MANY_ATTEMPTS}`)).toBeVisible();
  },
};

/** Retry asks again and shows the board once the server answers. */
export const ErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failsOnce('/categories/:slug/threads'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    await expect(await title(canvas, 'Device & Hardware')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An unknown slug: 'The requested category does not exist.' and the way back. */
export const NotFound: Story = {
  parameters: { router: { route: '/Forum/no-such-board' } },
  play: async ({ canvas }) => {
    await expect(await title(canvas, t.categoryNotFoundTitle)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: m.categoryNotFound })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToForums })).toHaveAttribute(
      'href',
      '/Forums',
    );
    await expect(canvas.queryByRole('link', { name: t.newThread })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [categoryWith(0)] } },
  play: async ({ canvas }) => {
    await expect(await title(canvas, 'PC Building')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: m.noThreads })).toBeVisible();
    await expect(canvas.getByText('0 threads')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.startDiscussion })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('navigation', { name: t.categoryPager })).toBeNull();
  },
};

/** Ten threads fit the rule "shown only when the total exceeds 10": no pager. */
export const TenThreadsNoPager: Story = {
  parameters: { msw: { handlers: [categoryWith(10)] } },
  play: async ({ canvas }) => {
    await expect(within(await threadList(canvas)).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.queryByRole('navigation', { name: t.categoryPager })).toBeNull();
  },
};

/** Eleven threads: one page, and the pager shows (as the spec says), with nowhere to go. */
export const ElevenThreadsPager: Story = {
  parameters: { msw: { handlers: [categoryWith(11)] } },
  play: async ({ canvas }) => {
    const nav = await pager(canvas);
    await expect(pagerItems(nav)).toEqual(['1']);
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(nav).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The first of 10 pages: five numbers, an ellipsis and the last page. */
export const PagerFirstPage: Story = {
  parameters: { msw: { handlers: [categoryWith(150)] } },
  play: async ({ canvas }) => {
    const nav = await pager(canvas);
    await expect(pagerItems(nav)).toEqual(['1', '2', '3', '4', '5', '…', '10']);
    await expect(currentPage(nav)).toBe('1');
    await expect(within(await threadList(canvas)).getAllByRole('listitem')).toHaveLength(15);
  },
};

/** A middle page (from the URL): first, ellipsis, five around the current page, ellipsis, last. */
export const PagerMiddlePage: Story = {
  parameters: {
    router: { route: '/Forum/pc-building?page=7' },
    msw: { handlers: [categoryWith(200)] },
  },
  play: async ({ canvas }) => {
    const nav = await pager(canvas);
    await expect(pagerItems(nav)).toEqual(['1', '…', '5', '6', '7', '8', '9', '…', '14']);
    await expect(currentPage(nav)).toBe('7');
    const list = await threadList(canvas);
    await expect(within(list).getByRole('link', { name: 'Build log 91' })).toBeVisible();
  },
};

export const PagerLastPage: Story = {
  parameters: {
    router: { route: '/Forum/pc-building?page=10' },
    msw: { handlers: [categoryWith(150)] },
  },
  play: async ({ canvas }) => {
    const nav = await pager(canvas);
    await expect(pagerItems(nav)).toEqual(['1', '…', '6', '7', '8', '9', '10']);
    await expect(within(nav).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A page past the end (an old link) becomes the last page. */
export const PageBeyondEnd: Story = {
  parameters: {
    router: { route: '/Forum/pc-building?page=99' },
    msw: { handlers: [categoryWith(150)] },
  },
  play: async ({ canvas }) => {
    const nav = await pager(canvas);
    await waitFor(() => expect(currentPage(nav)).toBe('10'));
    await expect(await canvas.findByRole('link', { name: 'Build log 150' })).toBeVisible();
    await expect(within(await threadList(canvas)).getAllByRole('listitem')).toHaveLength(15);
  },
};

/** Moving through pages by keyboard alone: the page numbers are links. */
export const PagerKeyboard: Story = {
  parameters: { msw: { handlers: [categoryWith(150)] } },
  play: async ({ canvas }) => {
    const nav = await pager(canvas);
    within(nav).getByRole('link', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentPage(nav)).toBe('2'));
    const list = await threadList(canvas);
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: 'Build log 16' })).toBeVisible(),
    );
    within(nav).getByRole('link', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentPage(nav)).toBe('3'));
  },
};

/** While the next page loads, the current one stays, marked busy, and the wait is announced. */
export const NextPageLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/categories/:slug/threads', async ({ request }) => {
          if (new URL(request.url).searchParams.get('page') === '2') await delay('infinite');
          return undefined;
        }),
        categoryWith(150),
      ],
    },
  },
  play: async ({ canvas }) => {
    const nav = await pager(canvas);
    const list = await threadList(canvas);
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(list.parentElement).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByText(t.loadingPage)).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Build log 1' })).toBeVisible();
  },
};

/** Long and non-Latin titles, descriptions and names wrap; nothing scrolls sideways. */
export const LongAndUnicode: Story = {
  parameters: {
    msw: {
      handlers: [
        categoryWith(0, {
          titles: [...STRESS_TITLES, ...STRESS_TITLES],
          category: {
            title: 'Pamayanan at Talakayan ng mga Mahilig sa Teknolohiya sa Pilipinas 🇵🇭',
            description:
              'Mga balita, tanong at kuwentuhan tungkol sa lahat ng bagay na teknolohiya — 新しいグラフィックカード — مقارنة بين أفضل الهواتف',
            threads_count: 1_234_567,
            posts_count: 98_765_432,
          },
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await title(canvas, /Pamayanan at Talakayan/)).toBeVisible();
    await expect(canvas.getByText('1.2M threads')).toBeVisible();
    await expect(canvas.getByText('98.7M posts')).toBeVisible();
    await expect(within(await threadList(canvas)).getAllByRole('listitem')).toHaveLength(15);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** At 360 px: New Thread wraps under the header, the list and pager fit the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    router: { route: '/Forum/pc-building?page=5' },
    msw: { handlers: [categoryWith(150)] },
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = await title(canvas, 'PC Building');
    await expect(newThread(canvas).getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().top,
    );
    await expect(await pager(canvas)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
