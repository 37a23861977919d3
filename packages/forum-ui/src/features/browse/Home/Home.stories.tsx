import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import {
  browseAds as ads,
  browseMessages as m,
  browseText as t,
  browseTitles as titles,
} from '../messages.ts';
import type { Canvas } from '../../../test/queries.ts';
import { STRESS_TITLES, threadsWithTitles } from '../../../test/threads.ts';
import { HomeScreen } from './HomeScreen.tsx';

const meta = {
  title: 'Screens/Browse/Home',
  component: HomeScreen,
  args: { title: 'TechForum' },
  parameters: { layout: 'padded', router: { route: '/', path: '/' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const MAIN = [titles.featuredArticles, titles.latestNews, titles.popularDiscussions];
const SIDEBAR = [titles.newTopics, titles.trendingContent];

const region = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });
/** The thread items a list shows, once it has loaded. */
const itemsOf = async (canvas: Canvas, name: string) => {
  const section = within(region(canvas, name));
  return within(await section.findByRole('list')).getAllByRole('listitem');
};
/** Waits for a list to show `count` rows (Load More reveals them in a transition, a frame on). */
const shows = (canvas: Canvas, name: string, count: number) =>
  waitFor(async () => expect(await itemsOf(canvas, name)).toHaveLength(count));
const loadMore = (canvas: Canvas, name: string) =>
  within(region(canvas, name)).queryByRole('button', { name: `${t.loadMore} ${name}` });

/** GET /threads requests the page made (their query strings), counted before the mock answers. */
const requests: string[] = [];
const countRequests = http.get('*/api/v1/threads', ({ request }) => {
  requests.push(new URL(request.url).search);
  return undefined;
});

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'TechForum' })).toBeVisible();
    // Initial sizes: 6, 6, 5 in the main column, 10 and 10 in the sidebar.
    await expect(await itemsOf(canvas, titles.featuredArticles)).toHaveLength(6);
    await expect(await itemsOf(canvas, titles.latestNews)).toHaveLength(6);
    await expect(await itemsOf(canvas, titles.popularDiscussions)).toHaveLength(5);
    await expect(await itemsOf(canvas, titles.newTopics)).toHaveLength(10);
    await expect(await itemsOf(canvas, titles.trendingContent)).toHaveLength(10);
    // New Topics shows the same latest threads as Latest News; Trending the popular ones.
    const latest = await itemsOf(canvas, titles.latestNews);
    const newTopics = await itemsOf(canvas, titles.newTopics);
    await expect(newTopics[0]!.querySelector('a')!.getAttribute('href')).toBe(
      latest[0]!.querySelector('a')!.getAttribute('href'),
    );
    // Every list can show more, and links to its whole page.
    for (const name of [...MAIN, ...SIDEBAR]) await expect(loadMore(canvas, name)).toBeVisible();
    await expect(
      within(region(canvas, titles.featuredArticles)).getByRole('link', {
        name: `${t.viewAll} ${titles.featuredArticles}`,
      }),
    ).toHaveAttribute('href', '/FeaturedArticles');
    await expect(
      within(region(canvas, titles.newTopics)).getByRole('link', {
        name: `${t.viewAll} ${titles.newTopics}`,
      }),
    ).toHaveAttribute('href', '/threads?filter=new');
    // Each item: the letter badge of its title, the title linking to the thread.
    const first = (await itemsOf(canvas, titles.featuredArticles))[0]!;
    const link = within(first).getAllByRole('link')[0]!;
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/threads\/[a-z0-9-]+$/));
    await expect(first.querySelector('[data-color]')!.textContent).toBe(
      link.textContent!.trim()[0]!.toUpperCase(),
    );
    // The Advertisements block: a named region with the community's own offers.
    const adverts = within(region(canvas, titles.advertisements));
    await expect(adverts.getByRole('link', { name: ads.shoutboxAction })).toHaveAttribute(
      'href',
      '/Shoutbox',
    );
    await expect(adverts.getByRole('link', { name: ads.topicAction })).toHaveAttribute(
      'href',
      '/ThreadForm',
    );
  },
};

/** Five lists, three requests: featured, latest and popular, 20 each. */
export const ThreeRequests: Story = {
  parameters: { msw: { handlers: [countRequests] } },
  beforeEach: () => {
    requests.length = 0;
  },
  play: async ({ canvas }) => {
    for (const name of [...MAIN, ...SIDEBAR]) await itemsOf(canvas, name);
    await expect([...requests].sort()).toEqual([
      '?featured=true&per_page=20',
      '?sort=latest&per_page=20',
      '?sort=popular&per_page=20',
    ]);
  },
};

/** Load More adds 5 until the 20 fetched are shown, then goes away, leaving focus on the first new thread. */
export const LoadMore: Story = {
  play: async ({ canvas }) => {
    const name = titles.featuredArticles;
    await expect(await itemsOf(canvas, name)).toHaveLength(6);
    await userEvent.click(loadMore(canvas, name)!);
    await shows(canvas, name, 11);
    await expect(within(region(canvas, name)).getByRole('status')).toHaveTextContent(
      m.showingCount(11, 20, name),
    );
    await userEvent.click(loadMore(canvas, name)!);
    await shows(canvas, name, 16);
    await userEvent.click(loadMore(canvas, name)!);
    const items = await itemsOf(canvas, name);
    await expect(items).toHaveLength(20);
    await expect(loadMore(canvas, name)).toBeNull();
    await waitFor(() => expect(within(items[16]!).getAllByRole('link')[0]).toHaveFocus());
    // The other lists are untouched.
    await expect(await itemsOf(canvas, titles.latestNews)).toHaveLength(6);
  },
};

/** By keyboard: Enter on Load More keeps focus on it while there is more. */
export const LoadMoreKeyboard: Story = {
  play: async ({ canvas }) => {
    const name = titles.popularDiscussions;
    await itemsOf(canvas, name);
    const button = loadMore(canvas, name)!;
    button.focus();
    await userEvent.keyboard('{Enter}');
    await shows(canvas, name, 10);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await shows(canvas, name, 15);
    await userEvent.keyboard('{Enter}');
    const items = await itemsOf(canvas, name);
    await expect(items).toHaveLength(20);
    await expect(loadMore(canvas, name)).toBeNull();
    await waitFor(() => expect(within(items[15]!).getAllByRole('link')[0]).toHaveFocus());
    // Tab carries on from there, through the list.
    await userEvent.tab();
    await expect(within(items[15]!).getAllByRole('link')[1]).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/threads', 'infinite')] } },
  play: async ({ canvas }) => {
    for (const name of [...MAIN, ...SIDEBAR]) {
      const section = within(region(canvas, name));
      await expect(section.getByRole('status')).toHaveTextContent(m.loadingThreads);
      await expect(section.queryByRole('list')).toBeNull();
      await expect(section.queryByRole('button')).toBeNull();
    }
    // The advertisements do not wait for anything.
    await expect(
      within(region(canvas, titles.advertisements)).getByRole('link', { name: ads.topicAction }),
    ).toBeVisible();
  },
};

/** Every list failing: each is empty (the spec's fallback) and says so, with Retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/threads')] } },
  play: async ({ canvas }) => {
    for (const name of [...MAIN, ...SIDEBAR]) {
      const section = within(region(canvas, name));
      const alert = await section.findByRole('alert');
      await expect(alert).toHaveTextContent(m.listFailedTitle(name));
      await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
      await expect(section.queryByRole('listitem')).toBeNull();
    }
  },
};

/** One request failing touches only its lists: featured fails, the others show their threads. */
export const OneListFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/threads', ({ request }) =>
          new URL(request.url).searchParams.get('featured')
            ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
            : undefined,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await within(region(canvas, titles.featuredArticles)).findByRole('alert'),
    ).toHaveTextContent(m.listFailedTitle(titles.featuredArticles));
    await expect(await itemsOf(canvas, titles.latestNews)).toHaveLength(6);
    await expect(await itemsOf(canvas, titles.trendingContent)).toHaveLength(10);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.empty('get', '/threads')] } },
  play: async ({ canvas }) => {
    for (const name of [...MAIN, ...SIDEBAR]) {
      const section = within(region(canvas, name));
      await expect(await section.findByText(m.noThreads)).toBeVisible();
      await expect(section.queryByRole('button')).toBeNull();
    }
  },
};

/** Fewer threads than a list starts with: all of them, and no Load More. */
export const FewThreads: Story = {
  parameters: { msw: { handlers: [threadsWithTitles(STRESS_TITLES.slice(0, 3))] } },
  play: async ({ canvas }) => {
    for (const name of [...MAIN, ...SIDEBAR]) {
      await expect(await itemsOf(canvas, name)).toHaveLength(3);
      await expect(loadMore(canvas, name)).toBeNull();
    }
  },
};

/** Very long, Tagalog, emoji, CJK and right-to-left titles in both columns. */
export const LongAndUnicodeTitles: Story = {
  parameters: { msw: { handlers: [threadsWithTitles(STRESS_TITLES)] } },
  play: async ({ canvas, canvasElement }) => {
    const featured = await itemsOf(canvas, titles.featuredArticles);
    await expect(featured).toHaveLength(6);
    await expect(within(featured[0]!).getByRole('link', { name: /^Paano/ })).toBeVisible();
    const trending = await itemsOf(canvas, titles.trendingContent);
    await expect(trending).toHaveLength(8);
    await expect(within(trending[3]!).getByRole('link', { name: /مقارنة/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a phone the sidebar follows the main column, and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await itemsOf(canvas, titles.trendingContent);
    const popular = region(canvas, titles.popularDiscussions).getBoundingClientRect();
    const adverts = region(canvas, titles.advertisements).getBoundingClientRect();
    await expect(adverts.top).toBeGreaterThan(popular.bottom);
    await expect(Math.round(adverts.left)).toBe(Math.round(popular.left));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** From desktop width the sidebar sits beside the main column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await itemsOf(canvas, titles.trendingContent);
    const featured = region(canvas, titles.featuredArticles).getBoundingClientRect();
    const adverts = region(canvas, titles.advertisements).getBoundingClientRect();
    await expect(adverts.left).toBeGreaterThan(featured.right);
    await expect(Math.abs(adverts.top - featured.top)).toBeLessThan(2);
  },
};
