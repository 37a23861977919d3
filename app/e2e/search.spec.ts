import { expect, test, type Page } from '@playwright/test';

/** Counts the autocomplete requests the page sends (demo mode answers them in its worker). */
function countSuggestionRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/search/autocomplete')) counter.count += 1;
  });
  return counter;
}

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('search', { name: 'Site search' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
const results = (page: Page, query: string) =>
  page.getByRole('region', { name: `Results for “${query}”` });
const groupHeading = (page: Page, group: string) =>
  page.getByRole('heading', { level: 3, name: new RegExp(`^${group} \\([\\d,]+\\)$`) });
const countOf = async (page: Page, group: string) =>
  Number(
    /\(([\d,]+)\)/
      .exec((await groupHeading(page, group).textContent()) ?? '')?.[1]
      ?.replace(/,/g, ''),
  );

test.describe('search', () => {
  test('the header suggests while typing, a 20-character burst sends at most 2 requests, and a choice lands on /search with all four groups', async ({
    page,
  }) => {
    const requests = countSuggestionRequests(page);
    await page.goto('/');
    const form = headerSearch(page);
    await form.getByRole('searchbox', { name: 'Search' }).click();
    // The suggesting field replaces the plain one on first use, keeping the focus.
    const field = form.getByRole('combobox', { name: 'Search' });
    await expect(field).toBeFocused();

    // The 300 ms of quiet is proven with fake timers in the unit tests and timed by
    // `npm run bench:search`; a journey on a loaded machine cannot time it.
    await page.keyboard.type('ra');
    await expect(suggestions(page)).toBeVisible();
    const options = suggestions(page).getByRole('option');
    for (const kind of ['Thread', 'Post', 'User', 'Category'])
      await expect(options.filter({ hasText: `${kind}:` }).first()).toBeVisible();
    const firstForRa = (await options.first().textContent()) ?? '';

    // A quick burst of 20 characters (a title of the demo data begins with them).
    await field.fill('');
    await page.waitForTimeout(400);
    requests.count = 0;
    // When each character arrived in the page: on a loaded machine a keystroke meant 25 ms
    // after the last can arrive 300 ms or more after it, a pause in which a suggestion is due.
    await field.evaluate((element) => {
      const times: number[] = [];
      (window as unknown as { inputTimes: number[] }).inputTimes = times;
      element.addEventListener('input', () => times.push(performance.now()));
    });
    await page.keyboard.type('mechanical keyboard ', { delay: 25 });
    await page.waitForTimeout(1000);
    const pauses = await page.evaluate(() => {
      const times = (window as unknown as { inputTimes: number[] }).inputTimes;
      // 250, not 300: the debounce's timers start when React renders each keystroke, a little
      // after its input event.
      return times.slice(1).filter((time, index) => time - times[index]! >= 250).length;
    });
    expect(requests.count).toBeGreaterThanOrEqual(1);
    // Not one request per character: one for the burst (two if the first two characters were
    // asked for before the rest), and one more at most for each pause the page really had.
    expect(requests.count).toBeLessThanOrEqual(2 + pauses);
    await expect(suggestions(page)).toBeVisible();

    // Choosing a suggestion searches for its title. The burst's list stays on screen until the
    // list for 'ra' replaces it (a highlighted item goes with its list), so the choice is made
    // once the list is the one for 'ra', as a person chooses what they read.
    await field.fill('ra');
    await expect(options.first()).toHaveText(firstForRa);
    await page.keyboard.press('ArrowDown');
    const first = options.first();
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const name = (await first.textContent()) ?? '';
    const title = name.slice(name.indexOf(': ') + 2);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(title);
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(field).toHaveValue(title);
    await expect(suggestions(page)).toHaveCount(0);
    await expect(results(page, title)).toBeVisible();
    for (const group of ['Threads', 'Posts', 'Users', 'Categories'])
      await expect(groupHeading(page, group)).toBeVisible();
  });

  test('advanced filters narrow the results, and Back restores the previous ones', async ({
    page,
  }) => {
    await page.goto('/search?q=mar');
    await expect(groupHeading(page, 'Threads')).toBeVisible();
    const all = await countOf(page, 'Threads');

    await page.getByRole('button', { name: 'Advanced' }).click();
    await expect(page).toHaveURL('/search?q=mar&mode=advanced');
    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByRole('textbox', { name: 'Author' }).fill('Tess');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=mar&mode=advanced&author=Tess');
    await expect.poll(() => countOf(page, 'Threads')).toBeLessThan(all);
    const narrowed = await countOf(page, 'Threads');
    expect(narrowed).toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL('/search?q=mar&mode=advanced');
    await expect(filters.getByRole('textbox', { name: 'Author' })).toHaveValue('');
    await expect.poll(() => countOf(page, 'Threads')).toBe(all);

    await page.goForward();
    await expect(filters.getByRole('textbox', { name: 'Author' })).toHaveValue('Tess');
    await expect.poll(() => countOf(page, 'Threads')).toBe(narrowed);
  });

  test('user results narrow by role, kept in the address across a reload', async ({ page }) => {
    // One member of each role matches: Ada (admin), Mona (moderator), Juan (user).
    await page.goto('/search?q=ada+mona+juan&mode=advanced');
    await expect.poll(() => countOf(page, 'Users')).toBe(3);
    const role = page
      .getByRole('group', { name: 'Filters' })
      .getByRole('combobox', { name: 'Role' });
    await expect(role).toContainText('Any role');
    await role.click();
    await page.getByRole('option', { name: 'Moderator' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=ada+mona+juan&mode=advanced&role=moderator');
    await expect.poll(() => countOf(page, 'Users')).toBe(1);
    const users = page.getByRole('region', { name: /^Users \(/ });
    await expect(users.getByRole('link', { name: 'Mona Moderator' })).toBeVisible();
    await expect(users.getByRole('link', { name: 'Ada Admin' })).toHaveCount(0);

    await page.reload();
    await expect(role).toContainText('Moderator');
    await expect.poll(() => countOf(page, 'Users')).toBe(1);
  });

  test('a post result opens the thread at that post', async ({ page }) => {
    await page.goto('/search?q=mar&group=posts');
    const link = results(page, 'mar').getByRole('link', { name: /^In “/ }).first();
    const href = (await link.getAttribute('href')) ?? '';
    const postId = /#post-(\d+)$/.exec(href)?.[1];
    expect(postId).toBeTruthy();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/threads/[^#]+#post-${postId}$`));
    const post = page.locator(`#post-${postId}`);
    await expect(post).toBeFocused({ timeout: 15_000 });
    await expect(post).toBeInViewport();
  });

  test('an empty or too short search says so', async ({ page }) => {
    // In the header, on any page: Enter on an empty field stays there and says why.
    await page.goto('/threads');
    const header = headerSearch(page);
    await header.getByRole('searchbox', { name: 'Search' }).click();
    const headerField = header.getByRole('combobox', { name: 'Search' });
    await expect(headerField).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Please enter a search query'),
    ).toBeVisible();
    await expect(headerField).toHaveAttribute('aria-invalid', 'true');
    await expect(headerField).toHaveAccessibleDescription('Please enter a search query');
    await expect(page).toHaveURL('/threads');

    await page.goto('/search');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please enter a search query').first()).toBeVisible();
    await page.getByRole('main').getByRole('combobox', { name: 'Search' }).fill('ab');
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Search query must be at least 3 characters long').first(),
    ).toBeVisible();
    await expect(page).toHaveURL('/search');
  });
});
