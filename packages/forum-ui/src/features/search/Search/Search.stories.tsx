import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadReadingStore } from '@forum/api';
import { SEED_NOW, scenarios } from '@forum/mocks';
import { searchMessages as m, searchText as t } from '../messages.ts';
import { toasts, type Canvas, findPopup } from '../../../test/queries.ts';
import { threadWithTitle } from '../../../test/threads.ts';
import { RECENT_SEARCHES_KEY } from '../recentSearches.ts';
import { SearchScreen } from './SearchScreen.tsx';

const at = (route: string) => ({ router: { route, path: '/search' } });

const meta = {
  title: 'Screens/Search/Search page',
  component: SearchScreen,
  parameters: { layout: 'fullscreen', ...at('/search?q=mar') },
  beforeEach: () => {
    localStorage.removeItem(RECENT_SEARCHES_KEY);
  },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: Canvas) => canvas.getByRole('combobox', { name: t.field });
/** The results region for `query`, once its results have arrived. */
async function results(canvas: Canvas, query: string) {
  const region = await canvas.findByRole('region', { name: t.resultsFor(query) });
  await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  return region;
}
const groupHeading = (scope: Canvas, name: string) =>
  scope.getByRole('heading', { level: 3, name: new RegExp(`^${name} \\([\\d,]+\\)$`) });
const countOf = (heading: HTMLElement) =>
  Number(/\(([\d,]+)\)/.exec(heading.textContent ?? '')?.[1]?.replace(/,/g, ''));
const modeButton = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

const family = '👨‍👩‍👧‍👦';
/** 'mar' and 251 x's, then two families: 255 characters reach into the first family. */
const longQuery = `mar${'x'.repeat(251)}${family}${family}`;

/**
 * A query longer than the server takes (255): it is cut between characters (the first family
 * stays whole, never a lone 👨), 'Results for' shows what was searched, and the page says so.
 */
export const ShortenedSearch: Story = {
  parameters: at(`/search?q=${encodeURIComponent(longQuery)}`),
  play: async ({ canvas }) => {
    // Cut between graphemes to the 255 code points the server counts: the family goes whole.
    const searched = `mar${'x'.repeat(251)}`;
    const region = await canvas.findByRole(
      'region',
      { name: t.resultsFor(searched) },
      { timeout: 5000 },
    );
    await expect(within(region).getByText(t.searchShortened(255))).toBeVisible();
    // The field keeps the whole text that was typed.
    await expect(field(canvas)).toHaveValue(longQuery);
  },
};

/** '?q=mar' matches threads, posts, members and categories in the seeded data. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(field(canvas)).toHaveValue('mar');
    await expect(modeButton(canvas, t.basic)).toHaveAttribute('aria-pressed', 'true');
    const region = within(await results(canvas, 'mar'));
    // Four groups, each with its count and its own pager of 20.
    for (const name of ['Threads', 'Posts', 'Users', 'Categories'])
      await expect(groupHeading(region, name)).toBeVisible();
    await expect(countOf(groupHeading(region, 'Threads'))).toBeGreaterThan(20);
    await expect(region.getByRole('navigation', { name: 'Threads pages' })).toBeVisible();
    const nav = region.getByRole('navigation', { name: t.groupsNav });
    await expect(within(nav).getByRole('link', { name: /^All/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Matched words are marked.
    await expect(region.getAllByText((_, el) => el?.tagName === 'MARK').length).toBeGreaterThan(0);
    // The next page of a group opens that group's page 2.
    await expect(
      within(region.getByRole('navigation', { name: 'Threads pages' })).getByRole('link', {
        name: 'Page 2',
      }),
    ).toHaveAttribute('href', '/search?q=mar&group=threads&page=2');
  },
};

export const UserResults: Story = {
  parameters: at('/search?q=mar&group=users'),
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    await expect(groupHeading(region, 'Users')).toBeVisible();
    await expect(region.queryByRole('heading', { name: /^Threads/ })).toBeNull();
    const item = region.getByRole('link', { name: 'Mark Mendoza' }).closest('li')!;
    await expect(within(item).getByText('User')).toBeVisible();
    await expect(item).toHaveTextContent('Joined');
    await expect(item).toHaveTextContent('13 threads');
    await expect(item).toHaveTextContent('89 posts');
    await expect(region.getByRole('link', { name: 'Mark Mendoza' })).toHaveAttribute(
      'href',
      '/users/36',
    );
    const nav = region.getByRole('navigation', { name: t.groupsNav });
    await expect(within(nav).getByRole('link', { name: /^Users/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const StaffUserResults: Story = {
  parameters: at('/search?q=admin&group=users'),
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'admin'));
    const item = region.getByRole('link', { name: 'Ada Admin' }).closest('li')!;
    // The role badge (admin red) beside the name.
    await expect(item.querySelector('[data-role="admin"]')).toHaveTextContent('Admin');
  },
};

export const PostResults: Story = {
  parameters: at('/search?q=mar&group=posts'),
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    const links = region.getAllByRole('link', { name: /^In “/ });
    await expect(links.length).toBe(20);
    // A post result opens its thread at the post.
    await expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/threads\/[^#]+#post-\d+$/),
    );
  },
};

export const GroupPage: Story = {
  parameters: at('/search?q=mar&group=threads&page=2'),
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    const pager = region.getByRole('navigation', { name: 'Threads pages' });
    await expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(region.getAllByRole('listitem').length).toBeGreaterThan(0);
    // The group navigation still counts every group.
    const nav = region.getByRole('navigation', { name: t.groupsNav });
    await expect(
      await within(nav).findByRole('link', { name: /^Posts \([\d,]+\)$/ }),
    ).toBeVisible();
  },
};

export const AdvancedMode: Story = {
  parameters: at('/search?q=mar&mode=advanced&author=Tess&sort=newest'),
  play: async ({ canvas }) => {
    await expect(modeButton(canvas, t.advanced)).toHaveAttribute('aria-pressed', 'true');
    const filters = within(canvas.getByRole('group', { name: t.filters }));
    await expect(filters.getByRole('textbox', { name: new RegExp(t.author) })).toHaveValue('Tess');
    await expect(filters.getByLabelText(t.dateFrom)).toHaveAttribute('type', 'date');
    await expect(filters.getByRole('combobox', { name: t.sort })).toHaveTextContent('Newest first');
    await expect(filters.getByRole('combobox', { name: t.category })).toHaveTextContent(
      t.anyCategory,
    );
    const region = within(await results(canvas, 'mar'));
    await expect(countOf(groupHeading(region, 'Threads'))).toBe(8);
  },
};

/** 254 x's and a family: 255 characters reach into the family. */
const longAuthor = `${'x'.repeat(254)}${family}`;

/**
 * An author filter longer than the server takes: cut by the same rule as the query (the family
 * goes whole), and the page says so beside the results; the field keeps what was typed.
 */
export const ShortenedAuthorFilter: Story = {
  parameters: at(`/search?q=mar&mode=advanced&author=${encodeURIComponent(longAuthor)}`),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole(
      'region',
      { name: t.resultsFor('mar') },
      { timeout: 5000 },
    );
    await expect(await within(region).findByText(t.authorShortened(255))).toBeVisible();
    await expect(within(region).queryByText(t.searchShortened(255))).toBeNull();
    const filters = within(canvas.getByRole('group', { name: t.filters }));
    await expect(filters.getByRole('textbox', { name: new RegExp(t.author) })).toHaveValue(
      longAuthor,
    );
  },
};

export const FiltersNarrow: Story = {
  play: async ({ canvas }) => {
    const before = countOf(groupHeading(within(await results(canvas, 'mar')), 'Threads'));
    await userEvent.click(modeButton(canvas, t.advanced));
    const filters = within(await canvas.findByRole('group', { name: t.filters }));
    await userEvent.type(filters.getByRole('textbox', { name: new RegExp(t.author) }), 'Tess');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(countOf(groupHeading(canvas, 'Threads'))).toBeLessThan(before));
  },
};

export const ChooseCategory: Story = {
  parameters: at('/search?q=mar&mode=advanced'),
  play: async ({ canvas }) => {
    const before = countOf(groupHeading(within(await results(canvas, 'mar')), 'Threads'));
    const picker = await canvas.findByRole('combobox', { name: t.category });
    await userEvent.click(picker);
    const option = await within(document.body).findByRole('option', { name: 'Hardware' });
    await userEvent.click(option);
    await expect(picker).toHaveTextContent('Hardware');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(countOf(groupHeading(canvas, 'Threads'))).toBeLessThan(before));
  },
};

/** 'ada mona juan' finds one member of each role: Ada (admin), Mona (moderator), Juan (user). */
const ROLES_QUERY = 'ada mona juan';
const userNames = (region: Canvas) =>
  within(region.getByRole('heading', { level: 3, name: /^Users/ }).closest('section')!)
    .getAllByRole('link', { name: /^(Ada|Mona|Juan)\b/ })
    .map((link) => link.textContent);

export const RoleFilter: Story = {
  parameters: at(`/search?q=${encodeURIComponent(ROLES_QUERY)}&mode=advanced&role=moderator`),
  play: async ({ canvas }) => {
    const filters = within(canvas.getByRole('group', { name: t.filters }));
    await expect(filters.getByRole('combobox', { name: t.role })).toHaveTextContent(
      t.roles.moderator,
    );
    const region = within(await results(canvas, ROLES_QUERY));
    await waitFor(() => expect(countOf(groupHeading(region, 'Users'))).toBe(1));
    await expect(userNames(region)).toEqual(['Mona Moderator']);
    const nav = region.getByRole('navigation', { name: t.groupsNav });
    await expect(within(nav).getByRole('link', { name: /^Users/ })).toHaveTextContent('(1)');
    // The other groups are not narrowed by a role.
    await expect(groupHeading(region, 'Threads')).toBeVisible();
  },
};

export const RoleFilterUsersPage: Story = {
  parameters: at(
    `/search?q=${encodeURIComponent(ROLES_QUERY)}&mode=advanced&role=admin&group=users`,
  ),
  play: async ({ canvas }) => {
    const region = within(await results(canvas, ROLES_QUERY));
    await expect(groupHeading(region, 'Users')).toHaveTextContent('Users (1)');
    await expect(userNames(region)).toEqual(['Ada Admin']);
    await expect(region.queryByRole('heading', { name: /^Threads/ })).toBeNull();
  },
};

export const ChooseRole: Story = {
  parameters: at(`/search?q=${encodeURIComponent(ROLES_QUERY)}&mode=advanced`),
  play: async ({ canvas }) => {
    const region = within(await results(canvas, ROLES_QUERY));
    await expect(countOf(groupHeading(region, 'Users'))).toBe(3);
    const picker = canvas.getByRole('combobox', { name: t.role });
    await expect(picker).toHaveTextContent(t.anyRole);
    await expect(picker).toHaveAccessibleDescription(t.roleHint);
    await userEvent.click(picker);
    await userEvent.click(await within(document.body).findByRole('option', { name: t.roles.user }));
    await expect(picker).toHaveTextContent(t.roles.user);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(countOf(groupHeading(canvas, 'Users'))).toBe(1), { timeout: 5000 });
    await expect(userNames(canvas)).toEqual(['Juan dela Cruz']);
    // The role is kept in the address, like the other filters: the links of the page carry it.
    const nav = canvas.getByRole('navigation', { name: t.groupsNav });
    await expect(within(nav).getByRole('link', { name: /^Users/ })).toHaveAttribute(
      'href',
      `/search?q=${ROLES_QUERY.replaceAll(' ', '+')}&mode=advanced&role=user&group=users`,
    );
  },
};

/** No member of that role matches: the Users group says so, the others still show. */
export const RoleFilterNoUsers: Story = {
  parameters: at('/search?q=mar&mode=advanced&role=admin'),
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    await waitFor(() => expect(countOf(groupHeading(region, 'Users'))).toBe(0));
    await expect(region.getByText(t.groupEmpty('Users'))).toBeVisible();
    await expect(countOf(groupHeading(region, 'Threads'))).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/search', 'infinite')] } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: t.resultsFor('mar') });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent(t.updating);
  },
};

/** A new search keeps the previous results on screen, greyed and marked busy, until it arrives. */
export const Refreshing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/search', async ({ request }) => {
          if (new URL(request.url).searchParams.get('q') === 'mark') await delay('infinite');
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await results(canvas, 'mar');
    await userEvent.clear(field(canvas));
    await userEvent.type(field(canvas), 'mark{Enter}');
    const region = await canvas.findByRole('region', { name: t.resultsFor('mark') });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'));
    await expect(within(region).getByRole('status')).toHaveTextContent(t.updating);
    // The previous results are still there.
    await expect(groupHeading(within(region), 'Threads')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: at('/search?q=zzzqqq'),
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'zzzqqq'));
    await expect(await region.findByRole('heading', { name: t.noResults('zzzqqq') })).toBeVisible();
    await expect(region.getByText(t.noResultsHint)).toBeVisible();
  },
};

export const EmptyWithFilters: Story = {
  parameters: at('/search?q=mar&mode=advanced&author=nobody-here&date_to=2020-01-01'),
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    await expect(await region.findByRole('heading', { name: t.noResults('mar') })).toBeVisible();
    await expect(
      region.getByText(t.noResultsFiltered('author “nobody-here” and to 2020-01-01')),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/search')] } },
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    await expect(await region.findByText(m.searchFailed)).toBeVisible();
    await expect(region.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** A refusal with a message: the server's words are shown. */
export const ServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [scenarios.validation('get', '/search', { q: ['The q field format is invalid.'] })],
    },
  },
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    await expect(await region.findByText('The q field format is invalid.')).toBeVisible();
  },
};

export const NoQuery: Story = {
  parameters: at('/search'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.prompt)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Results for/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await toasts().findByText(m.enterQuery)).toBeVisible();
    await waitFor(() => expect(field(canvas)).toHaveFocus());
  },
};

export const QueryTooShort: Story = {
  parameters: at('/search'),
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas), ' ab {Enter}');
    await expect(await toasts().findByText(m.queryTooShort)).toBeVisible();
    await expect(field(canvas)).toHaveAccessibleDescription(m.queryTooShort);
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

export const QueryTooShortInUrl: Story = {
  parameters: at('/search?q=ab'),
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue('ab');
    await expect(await toasts().findByText(m.queryTooShort)).toBeVisible();
    await expect(canvas.getByText(t.prompt)).toBeVisible();
  },
};

export const DatesOutOfOrder: Story = {
  parameters: at('/search?q=mar&mode=advanced'),
  play: async ({ canvas }) => {
    const filters = within(canvas.getByRole('group', { name: t.filters }));
    await userEvent.type(filters.getByLabelText(t.dateFrom), '2026-05-01');
    await userEvent.type(filters.getByLabelText(t.dateTo), '2026-04-01');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await toasts().findByText(m.datesOutOfOrder)).toBeVisible();
    await expect(filters.getByLabelText(t.dateTo)).toHaveAccessibleDescription(m.datesOutOfOrder);
  },
};

export const SuggestionsOnThePage: Story = {
  parameters: at('/search'),
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas), 'ra');
    const [first] = await within(document.body).findAllByRole('option');
    if (!first) throw new Error('no suggestion');
    const name = first.textContent ?? '';
    const title = name.slice(name.indexOf(': ') + 2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // The field takes the suggestion, and the search runs for it.
    await expect(field(canvas)).toHaveValue(title);
    await expect(await results(canvas, title)).toBeVisible();
  },
};

export const RemembersSearches: Story = {
  play: async ({ canvas }) => {
    await results(canvas, 'mar');
    await waitFor(() =>
      // Kept with its owner: a guest's (null) here.
      expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '{}')).toEqual({
        owner: null,
        list: ['mar'],
      }),
    );
    await userEvent.clear(field(canvas));
    const list = await findPopup('listbox', { name: 'Recent searches' });
    await expect(within(list).getByRole('option', { name: 'mar' })).toBeVisible();
  },
};

const LONG_QUERY =
  'Ñandú 東京 🎮 a very long search query about graphics cards and keyboards that keeps going';

export const LongAndUnicodeQuery: Story = {
  parameters: at(`/search?q=${encodeURIComponent(LONG_QUERY)}`),
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue(LONG_QUERY);
    const region = within(await results(canvas, LONG_QUERY));
    await expect(groupHeading(region, 'Threads')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    await expect(groupHeading(region, 'Threads')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileAdvanced: Story = {
  parameters: at('/search?q=mar&mode=advanced'),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: t.filters })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const KeyboardOnly: Story = {
  parameters: at('/search'),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(modeButton(canvas, t.basic)).toHaveFocus();
    await userEvent.tab();
    await expect(modeButton(canvas, t.advanced)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(modeButton(canvas, t.advanced)).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.tab();
    await expect(field(canvas)).toHaveFocus();
    await userEvent.keyboard('keyboard{Enter}');
    await expect(await results(canvas, 'keyboard')).toBeVisible();
  },
};

/** Thread results of ids no other story uses, so the positions kept for them touch no other. */
const markedThread = (id: number, title: string, replies: number) => ({
  ...threadWithTitle(title, id),
  replies_count: replies,
});
const MARKED = [
  markedThread(9301, 'Marvel Rivals on a Helio G99', 12),
  markedThread(9302, 'Mario Kart emulation settings', 4),
  markedThread(9303, 'Marshmallow upgrade for an old tablet', 7),
];
const page = <T,>(data: T[]) => ({
  data,
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: data.length,
    from: 1,
    to: data.length,
  },
});
const markedResults = http.get('*/api/v1/search', () =>
  HttpResponse.json({
    query: 'mar',
    type: 'all',
    results: { threads: page(MARKED), posts: page([]), users: page([]), categories: page([]) },
  } as never),
);

/**
 * Thread results this device has read: one with replies since says how many ("3 new", over the
 * line above it, and after its title to a screen reader), one with none since is muted and says
 * "Read", one never opened here carries nothing.
 */
export const ThreadResultsReadHere: Story = {
  parameters: { msw: { handlers: [markedResults] } },
  beforeEach: async () => {
    const { readingStore } = await loadReadingStore();
    const seenAt = Date.parse(SEED_NOW) - 86_400_000;
    for (const [threadId, seenCount] of [
      [9301, 9],
      [9302, 4],
    ] as const)
      await readingStore().put({
        owner: 'guest',
        threadId,
        lastReadId: threadId * 10,
        lastReadOrdinal: seenCount,
        seenCount,
        newestId: threadId * 10,
        seenAt,
      });
  },
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    const fresh = await region.findByRole('link', { name: 'Marvel Rivals on a Helio G99 3 new' });
    await expect(within(fresh.closest('li')!).getByText('3 new', { ignore: 'a *' })).toBeVisible();
    const read = region.getByRole('link', { name: 'Mario Kart emulation settings Read' });
    await expect(read).toHaveAttribute('data-read', 'true');
    await expect(within(read.closest('li')!).queryByText(/ new$/, { ignore: 'a *' })).toBeNull();
    const unread = region.getByRole('link', { name: 'Marshmallow upgrade for an old tablet' });
    await expect(unread).toHaveAttribute('data-read', 'false');
  },
};

/** At phone width the count stays on its result, inside the screen. */
export const ThreadResultsReadHerePhone: Story = {
  ...ThreadResultsReadHere,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = within(await results(canvas, 'mar'));
    const fresh = await region.findByRole('link', { name: /^Marvel Rivals on a Helio G99 3 new$/ });
    const count = within(fresh.closest('li')!).getByText('3 new', { ignore: 'a *' });
    const box = count.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
