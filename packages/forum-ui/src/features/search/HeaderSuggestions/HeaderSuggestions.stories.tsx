import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useNavigate } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { HeaderSearch, useToast, SUGGEST_DELAY_MS } from '@forum/forum-ui/design-system';
import { searchMessages } from '../messages.ts';
import { navigatedTo, toasts, findPopup, popupClosed } from '../../../test/queries.ts';
import { RECENT_SEARCHES_KEY } from '../recentSearches.ts';
import { expectToHoldFor } from '../../../test/waits.ts';
import { HeaderSuggestionsScreen } from './HeaderSuggestionsScreen.tsx';

/** The header search as the app wires it: the suggesting field loads on first use. */
function HeaderSearchWithSuggestions() {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <HeaderSearch
      onSearch={(query) => void navigate(`/search?q=${encodeURIComponent(query)}`)}
      onInvalid={(message) => toast.error(message, { id: message })}
      loadSuggestions={() => Promise.resolve(HeaderSuggestionsScreen)}
    />
  );
}

const meta = {
  title: 'Screens/Search/Header suggestions',
  component: HeaderSearchWithSuggestions,
  parameters: { router: { route: '/', path: '/' } },
  beforeEach: () => {
    localStorage.removeItem(RECENT_SEARCHES_KEY);
  },
} satisfies Meta<typeof HeaderSearchWithSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
/** The plain field until the first use, then the combobox (same label). */
const plainField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('searchbox', { name: 'Search' });
const combobox = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('combobox', { name: 'Search' });

/** 'ra' matches a thread, a post, a member and a category in the seeded data. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // Until it is used, the header carries a plain search field.
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await userEvent.click(plainField(canvas));
    const field = await combobox(canvas);
    await expect(field).toHaveFocus();
    await userEvent.keyboard('ra');
    const list = await findPopup('listbox', { name: 'Suggestions' });
    const options = within(list).getAllByRole('option');
    await expect(options.length).toBeGreaterThanOrEqual(4);
    for (const kind of ['Thread', 'Post', 'User', 'Category'])
      await expect(
        options.some((o) => o.textContent?.startsWith(kind)),
        `a ${kind} suggestion`,
      ).toBe(true);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${options.length} suggestions`);
  },
};

export const ChooseGoesToSearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    await userEvent.keyboard('ra');
    await findPopup('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const first = page().getAllByRole('option')[0]!;
    await expect(first).toHaveAttribute('data-active-item');
    // Its name is 'Kind: Title'; choosing searches for the title.
    const name = first.textContent ?? '';
    const title = name.slice(name.indexOf(': ') + 2);
    await expect(title).not.toBe('');
    await userEvent.keyboard('{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent(
      `/search?q=${encodeURIComponent(title)}`,
    );
  },
};

export const EnterSearchesTheText: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    await userEvent.keyboard('mechanical keyboard{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent('/search?q=mechanical%20keyboard');
  },
};

/** Enter with nothing (or only spaces) typed stays on the page and says why, twice. */
export const EmptyQuery: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    const field = await combobox(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(
      await toasts().findByText(searchMessages.enterQuery, { exact: false }),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(searchMessages.enterQuery);
    await expect(field).toHaveFocus();
    // Still on the page: nothing navigated.
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();

    // Spaces are no query either; the button says the same.
    await userEvent.keyboard('   {Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(field).toHaveFocus();
    // Still on the page: nothing navigated.
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();

    // The message goes once there is something to search for.
    await userEvent.keyboard('gpu');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).not.toHaveAccessibleDescription(searchMessages.enterQuery);
    await userEvent.keyboard('{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent('/search?q=gpu');
  },
};

/** The plain field (before the suggesting one loads) says the same. */
export const EmptyQueryPlainField: Story = {
  render: () => <HeaderSearch onSearch={() => {}} labels={{ empty: searchMessages.enterQuery }} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const field = plainField(canvas);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(searchMessages.enterQuery);
    await expect(field).toHaveFocus();
  },
};

/** Typing before the suggesting field has loaded loses nothing. */
export const TypingWhileLoading: Story = {
  render: () => {
    const navigate = useNavigate();
    return (
      <HeaderSearch
        onSearch={(query) => void navigate(`/search?q=${encodeURIComponent(query)}`)}
        loadSuggestions={() =>
          new Promise((resolve) => setTimeout(() => resolve(HeaderSuggestionsScreen), 400))
        }
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    await userEvent.keyboard('pc');
    const field = await combobox(canvas);
    await expect(field).toHaveValue('pc');
    await expect(field).toHaveFocus();
    await userEvent.keyboard(' b');
    // What was typed stays while the suggestions for 'pc' (if they came) give way to those for
    // all of it, which are asked for once typing has paused.
    await expectToHoldFor(() => expect(field).toHaveValue('pc b'), SUGGEST_DELAY_MS);
    const list = await findPopup('listbox', { name: 'Suggestions' });
    const options = within(list).getAllByRole('option');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      new RegExp(`\\b${options.length} suggestions?\\b`),
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [scenarios.slow('get', '/search/autocomplete', 'infinite')] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    await userEvent.keyboard('gpu');
    await expect(await canvas.findByText('Loading suggestions')).toBeInTheDocument();
    await expect(page().queryAllByRole('option')).toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.empty('get', '/search/autocomplete')] } },
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    await userEvent.keyboard('zzz');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('No suggestions for “zzz”'),
    );
    await expect(page().queryByRole('listbox')).toBeNull();
  },
};

/** A failed request is only logged: no list, no message, and the search still works. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/search/autocomplete')] } },
  play: async ({ canvas }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => {});
    try {
      await userEvent.click(plainField(canvas));
      await userEvent.keyboard('gpu');
      await waitFor(() => expect(logged).toHaveBeenCalled());
      await expect(page().queryByRole('listbox')).toBeNull();
      await expect(page().queryByRole('alert')).toBeNull();
      await userEvent.keyboard('{Enter}');
      await expect(await navigatedTo(canvas)).toHaveTextContent('/search?q=gpu');
    } finally {
      logged.mockRestore();
    }
  },
};

/** The queries the autocomplete handler below was asked, in order. */
const asked: string[] = [];

/** However the answers arrive, the list only ever shows the answer for what is typed now. */
export const OlderAnswerNeverShows: Story = {
  beforeEach: () => {
    asked.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get('*/search/autocomplete', async ({ request }) => {
          const q = new URL(request.url).searchParams.get('q') ?? '';
          asked.push(q);
          // The first query answers late, after the second one.
          await new Promise((resolve) => setTimeout(resolve, q === 'ra' ? 1200 : 50));
          return HttpResponse.json({ data: [{ type: 'thread', id: 1, title: `Answer for ${q}` }] });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    await userEvent.keyboard('ra');
    // The first request is on its way (the pause passed) before the next key.
    await waitFor(() => expect(asked).toContain('ra'));
    await userEvent.keyboard('m');
    await expect(
      await page().findByRole('option', { name: 'Thread: Answer for ram' }),
    ).toBeVisible();
    // Until after the late answer for 'ra' (1.2 s) would have arrived, the list stays 'ram''s.
    await expectToHoldFor(async () => {
      await expect(page().queryByRole('option', { name: 'Thread: Answer for ra' })).toBeNull();
      await expect(page().getByRole('option', { name: 'Thread: Answer for ram' })).toBeVisible();
    }, 1300);
  },
};

export const RecentSearches: Story = {
  beforeEach: () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['rtx 5060', 'Ñandú 東京']));
  },
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    const list = await findPopup('listbox', { name: 'Recent searches' });
    await expect(within(list).getByRole('option', { name: 'rtx 5060' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Recent searches cleared');
    await expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    await popupClosed('listbox');
  },
};

const LONG_TITLE =
  'Ang pinakamahabang pamagat ng thread tungkol sa pagpili ng graphics card para sa 1440p gaming, video editing at streaming sa 2026 — with a budget';

export const LongAndUnicode: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/search/autocomplete', () =>
          HttpResponse.json({
            data: [
              { type: 'thread', id: 1, title: LONG_TITLE },
              { type: 'user', id: 2, name: 'Ñandú Dela Cruz-Villanueva' },
              { type: 'category', id: 3, title: '東京 Tech Meetups 🎮' },
              'graphics card 🎮',
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    await userEvent.keyboard('gr');
    const list = await findPopup('listbox');
    await expect(within(list).getByRole('option', { name: `Thread: ${LONG_TITLE}` })).toBeVisible();
    await expect(
      within(list).getByRole('option', { name: 'User: Ñandú Dela Cruz-Villanueva' }),
    ).toBeVisible();
    await expect(
      within(list).getByRole('option', { name: 'Search: graphics card 🎮' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(plainField(canvas));
    await userEvent.keyboard('ra');
    const list = await findPopup('listbox');
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(300);
  },
};
