import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { browseMessages as m, browseText as t, browseTitles as titles } from '../messages.ts';
import type { Canvas } from '../../../test/queries.ts';
import { STRESS_TITLES, threadsWithTitles } from '../../../test/threads.ts';
import { PagedListScreen } from './PagedListScreen.tsx';
import { PAGED_LISTS, type PagedListId } from './pagedLists.ts';

const meta = {
  title: 'Screens/Browse/Paged list',
  component: PagedListScreen,
  args: { list: 'featured' },
  argTypes: {
    list: { control: 'select', options: Object.keys(PAGED_LISTS) },
  },
  parameters: { router: { route: '/FeaturedArticles', path: '/FeaturedArticles' } },
} satisfies Meta<typeof PagedListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's list, at its route (and a starting query string). */
function at(list: PagedListId, search = '') {
  const path = PAGED_LISTS[list].path.split('?')[0]!;
  return {
    args: { list },
    parameters: { router: { route: path + search, path } },
  };
}

/** The pager of a list, and the names of its controls in order. */
const pagerOf = (canvas: Canvas, title: string) =>
  canvas.getByRole('navigation', { name: t.pagesOf(title) });
const controls = (nav: HTMLElement) =>
  [...nav.querySelectorAll('a, button')].map(
    (el) => el.getAttribute('aria-label') ?? el.textContent,
  );
/** The pager shows Previous, these page numbers and Next, with `current` marked as the page shown. */
async function pagerShows(canvas: Canvas, title: string, current: number, pages: number[]) {
  await waitFor(() =>
    expect(
      within(pagerOf(canvas, title)).getByRole('link', { name: `Page ${current}` }),
    ).toHaveAttribute('aria-current', 'page'),
  );
  await expect(controls(pagerOf(canvas, title))).toEqual([
    'Previous',
    ...pages.map((n) => `Page ${n}`),
    'Next',
  ]);
}

/** The thread items of the list (not the pager's or the topic links' list items). */
const threadItems = async (canvas: Canvas, title: string) =>
  within(await canvas.findByRole('list', { name: title })).getAllByRole('listitem');

/** Featured Articles: 8 a page from the 50 fetched, every page number, links with ?page=. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: titles.featuredArticles }),
    ).toBeVisible();
    const list = await threadItems(canvas, titles.featuredArticles);
    await expect(list).toHaveLength(8);
    const first = list[0]!;
    await expect(within(first).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/threads\/[a-z0-9-]+$/),
    );
    // 33 featured threads: 5 pages, all numbered (no window on this page).
    await pagerShows(canvas, titles.featuredArticles, 1, [1, 2, 3, 4, 5]);
    const nav = pagerOf(canvas, titles.featuredArticles);
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/FeaturedArticles?page=2',
    );
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.queryByText(/\(\d+ threads\)/)).toBeNull();
  },
};

/** Choosing a page shows its threads, and the badge colours carry on from the first page. */
export const NextPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const before = (await threadItems(canvas, titles.featuredArticles))[0]!.textContent;
    await userEvent.click(
      within(pagerOf(canvas, titles.featuredArticles)).getByRole('link', { name: 'Next' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect((await threadItems(canvas, titles.featuredArticles))[0]!.textContent).not.toBe(
      before,
    );
    // Position 8 (the ninth thread) takes colour 8 mod 6 = 2.
    await expect(canvasElement.querySelector('[data-color]')).toHaveAttribute('data-color', '2');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/threads', 'infinite')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(m.loadingThreads);
    await expect(canvas.getByText(m.loadingThreads)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A failed load shows no threads (the spec's silent fallback) but says so, with Retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/threads')] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(m.listFailedTitle(titles.featuredArticles));
    await expect(alert).toHaveTextContent(m.listFailed);
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A forum topic with no threads invites a guest to start the discussion (after logging in). */
export const Empty: Story = {
  ...at('gaming'),
  parameters: {
    ...at('gaming').parameters,
    msw: { handlers: [scenarios.empty('get', '/threads')] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: m.noTopicThreads('Gaming') }),
    ).toBeVisible();
    await expect(canvas.getByText(m.startTheDiscussion)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.startADiscussion })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Signed in, the invitation opens the create-thread form directly. */
export const EmptySignedIn: Story = {
  ...at('support'),
  parameters: {
    ...at('support').parameters,
    session: 'user',
    msw: { handlers: [scenarios.empty('get', '/threads')] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: m.noTopicThreads('Tech Support') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t.startADiscussion }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      '/ThreadForm',
    );
  },
};

/** Lists other than the forum topics say they are empty, without the invitation. */
export const EmptyOtherList: Story = {
  parameters: { msw: { handlers: [scenarios.empty('get', '/threads')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: m.noThreads })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t.startADiscussion })).toBeNull();
  },
};

/** Hardware pages on the server: one request a page, the total by the title, every page number. */
export const HardwareServerPaged: Story = {
  ...at('hardware'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('(59 threads)')).toBeVisible();
    const list = await threadItems(canvas, titles.hardwareDiscussion);
    await expect(list).toHaveLength(8);
    await pagerShows(canvas, titles.hardwareDiscussion, 1, [1, 2, 3, 4, 5, 6, 7, 8]);
    const nav = pagerOf(canvas, titles.hardwareDiscussion);
    const before = list[0]!.textContent;
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 8' }));
    await waitFor(async () =>
      expect(await threadItems(canvas, titles.hardwareDiscussion)).toHaveLength(3),
    );
    const after = await threadItems(canvas, titles.hardwareDiscussion);
    await expect(after[0]!.textContent).not.toBe(before);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The page comes from the URL, so a shared link or Back lands on the same page. */
export const PageFromUrl: Story = {
  ...at('hardware', '?page=3'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/HardwareDiscussion?page=2',
    );
  },
};

/** A page beyond the end (an old link) shows the last page. */
export const PageBeyondTheEnd: Story = {
  ...at('hardware', '?page=99'),
  play: async ({ canvas }) => {
    await pagerShows(canvas, titles.hardwareDiscussion, 8, [1, 2, 3, 4, 5, 6, 7, 8]);
    await expect(await threadItems(canvas, titles.hardwareDiscussion)).toHaveLength(3);
  },
};

/** The news topics show two page numbers either side of the current page: first page... */
export const WindowFirstPage: Story = {
  ...at('tech-news'),
  play: async ({ canvas }) => {
    await expect(await threadItems(canvas, titles.techIndustryNews)).toHaveLength(10);
    await pagerShows(canvas, titles.techIndustryNews, 1, [1, 2, 3]);
  },
};

/** ...a middle page... */
export const WindowMiddlePage: Story = {
  ...at('gaming', '?page=3'),
  play: async ({ canvas }) => {
    await threadItems(canvas, titles.gamingDiscussion);
    await pagerShows(canvas, titles.gamingDiscussion, 3, [1, 2, 3, 4, 5]);
  },
};

/** ...and the last page. */
export const WindowLastPage: Story = {
  ...at('products', '?page=5'),
  play: async ({ canvas }) => {
    await threadItems(canvas, titles.productLaunches);
    await pagerShows(canvas, titles.productLaunches, 5, [3, 4, 5]);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Trending: the 20 most popular, 5 a page, 'Page x of y' with Previous and Next. */
export const Trending: Story = {
  ...at('trending'),
  play: async ({ canvas }) => {
    await expect(await threadItems(canvas, titles.trendingContent)).toHaveLength(5);
    const nav = pagerOf(canvas, titles.trendingContent);
    await expect(within(nav).getByText('Page 1 of 4')).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Page 2' })).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    await expect(await within(nav).findByText('Page 2 of 4')).toBeVisible();
  },
};

export const TrendingLastPage: Story = {
  ...at('trending', '?page=4'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Page 4 of 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** /threads?filter=new: the newest threads; page links keep the filter. */
export const NewThreads: Story = {
  ...at('new', '?filter=new'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: titles.newThreads })).toBeVisible();
    await expect(await threadItems(canvas, titles.newThreads)).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/threads?filter=new&page=2',
    );
  },
};

/** The news section links to its three topics. */
export const NewsSection: Story = {
  ...at('news'),
  play: async ({ canvas }) => {
    const topics = canvas.getByRole('navigation', { name: t.newsTopics });
    await expect(within(topics).getByRole('link', { name: titles.techEvents })).toHaveAttribute(
      'href',
      '/TechEvents',
    );
    await expect(within(topics).getAllByRole('link')).toHaveLength(3);
    await expect(await threadItems(canvas, titles.newsSection)).toHaveLength(10);
  },
};

/** One page of threads: no pager. Long and unicode titles wrap; an empty title still links. */
export const LongAndUnicodeTitles: Story = {
  ...at('general-tech'),
  parameters: {
    ...at('general-tech').parameters,
    msw: { handlers: [threadsWithTitles(STRESS_TITLES)] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: /^Paano mag-overclock/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /新しいグラフィックカード/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /مقارنة/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Untitled thread' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Keyboard only: Tab to a page number, Enter to go there. */
export const KeyboardPaging: Story = {
  ...at('latest'),
  play: async ({ canvas }) => {
    const page2 = await canvas.findByRole('link', { name: 'Page 2' });
    page2.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page2).toHaveAttribute('aria-current', 'page'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  ...at('hardware', '?page=2'),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('(59 threads)')).toBeVisible();
    await expect(await threadItems(canvas, titles.hardwareDiscussion)).toHaveLength(8);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
