import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { expectToHoldFor } from '../../../test/waits.ts';
import { withSaveData } from '../../../test/dataSaver.tsx';
import { DATA_SAVER_KEY } from '../../utils/dataSaver/dataSaver.ts';
import { HOVER_CLOSE_MS } from '../DisclosureNav/DisclosureNav.tsx';
import { Button } from '../Button/Button.tsx';
import { FOOTER_LINKS, MAIN_NAVIGATION } from './navigation.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { NAVIGATING_ATTRIBUTE } from './navigating.ts';
import { SiteLayout, type SiteLayoutProps } from './SiteLayout.tsx';

/** Stands in for a page: says where the router is, so navigation can be seen. */
function PageContent() {
  const { pathname } = useLocation();
  return (
    <Stack space="medium">
      <Heading level={1}>Welcome to the forum</Heading>
      <Text>{`Current page: ${pathname}`}</Text>
    </Stack>
  );
}

/** As the app mounts it: the path it marks is the router's (the story's `pathname` arg aside). */
function RoutedSiteLayout(props: SiteLayoutProps) {
  const { pathname } = useLocation();
  return <SiteLayout {...props} pathname={pathname} />;
}

const meta = {
  title: 'Components/SiteLayout',
  component: SiteLayout,
  render: (args) => <RoutedSiteLayout {...args} />,
  args: {
    pathname: '/',
    siteName: 'TechForum',
    user: null,
    onLogout: fn(),
    onSearch: fn(),
    loading: false,
    children: <PageContent />,
  },
  argTypes: {
    children: { control: false },
    searchSlot: { control: false },
    themeToggle: { control: false },
    banner: { control: false },
    notifications: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    // Mounted at every path, so following a link keeps the layout and shows the new path.
    router: { route: '/', path: '*' },
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const mainNav = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('navigation', { name: 'Main' });
/** A top item's revealed list of links (disclosure navigation: a list, not a menu). */
const dropdown = (canvas: ReturnType<typeof within>, name: string) =>
  within(mainNav(canvas)).findByRole('list', { name });
/** No top item's list is open. */
const noDropdown = (canvas: ReturnType<typeof within>) =>
  waitFor(() => expect(within(mainNav(canvas)).queryByRole('link')).not.toBeInTheDocument());
const currentPage = (canvas: ReturnType<typeof within>, path: string) =>
  canvas.findByText(`Current page: ${path}`);

export const Default: Story = {
  play: async ({ canvas }) => {
    // Skip link, banner (header), main, footer: in that order.
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    const header = canvas.getByRole('banner');
    const main = canvas.getByRole('main');
    const footer = canvas.getByRole('contentinfo');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(
      skip.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(
      header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(
      main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // The five top items, in the spec's order.
    const nav = within(mainNav(canvas));
    await expect(
      nav.getAllByRole('button').map((b) => b.textContent?.replace('▾', '').trim()),
    ).toEqual(['Home', 'News Section', 'Forums', 'About Us', 'Contact Us']);
    // On '/', Home is the current section.
    await expect(nav.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: 'Forums' })).not.toHaveAttribute('aria-current');

    const h = within(header);
    await expect(h.getByRole('link', { name: 'TechForum' })).toHaveAttribute('href', '/');
    await expect(h.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search threads, posts, users...',
    );
    await expect(h.getByText('Trending on TechForum')).toBeVisible();
    await expect(h.getByRole('link', { name: 'Create Topic' })).toHaveAttribute(
      'href',
      '/ThreadForm',
    );
    // The hamburger is for small screens only.
    await expect(h.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    const f = within(footer);
    await expect(
      f.getByText(
        'TechForum does not host any files on its servers. All shared links and files are the responsibility of the users who post them.',
      ),
    ).toBeVisible();
    const footerNav = within(f.getByRole('navigation', { name: 'Footer' }));
    for (const link of FOOTER_LINKS) {
      await expect(footerNav.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
  },
};

export const Guest: Story = {
  play: async ({ canvas }) => {
    const account = within(canvas.getByRole('group', { name: 'Account' }));
    await expect(account.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(account.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    await expect(account.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
    await userEvent.click(account.getByRole('link', { name: 'Log in' }));
    await expect(await currentPage(canvas, '/login')).toBeInTheDocument();
  },
};

export const User: Story = {
  args: { user: { id: 7, name: 'Maria Santos', role: 'user' } },
  play: async ({ canvas, args }) => {
    const account = within(canvas.getByRole('group', { name: 'Account' }));
    const profile = account.getByRole('link', { name: 'Maria Santos' });
    await expect(profile).toHaveAttribute('href', '/UserProfile');
    await expect(profile).toBeVisible();
    await expect(account.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await expect(account.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
    // A plain user gets no role badge.
    await expect(account.queryByText('User')).not.toBeInTheDocument();
    await userEvent.click(account.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Moderator: Story = {
  args: { user: { id: 12, name: 'Jose Rizal', role: 'moderator' } },
  play: async ({ canvas }) => {
    const account = within(canvas.getByRole('group', { name: 'Account' }));
    await expect(account.getByRole('link', { name: 'Jose Rizal' })).toHaveAttribute(
      'href',
      '/UserProfile',
    );
    await expect(account.getByText('Moderator')).toBeVisible();
    await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const Admin: Story = {
  args: { user: { id: 1, name: 'Ada Lovelace', role: 'admin' } },
  play: async ({ canvas }) => {
    const account = within(canvas.getByRole('group', { name: 'Account' }));
    await expect(account.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(account.getByText('Admin')).toBeVisible();
    await expect(account.queryByText('Moderator')).not.toBeInTheDocument();
  },
};

export const DropdownOpensOnHover: Story = {
  play: async ({ canvas }) => {
    const news = within(mainNav(canvas)).getByRole('button', { name: 'News Section' });
    await userEvent.hover(news);
    const list = await dropdown(canvas, 'News Section');
    const items = within(list).getAllByRole('link');
    await expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['News Section overview', '/MainNewsSection'],
      ['Tech Industry News', '/TechIndustryNews'],
      ['Product Launches', '/ProductLaunches'],
      ['Tech Events', '/TechEvents'],
    ]);
    await expect(news).toHaveAttribute('aria-expanded', 'true');
    // The pointer moving elsewhere closes a list that hover opened.
    await userEvent.unhover(news);
    await userEvent.hover(canvas.getByRole('heading', { name: 'Welcome to the forum' }));
    await noDropdown(canvas);
    await expect(news).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DropdownOpensOnClickAndClosesOutside: Story = {
  play: async ({ canvas }) => {
    const nav = within(mainNav(canvas));
    // Every top item opens its own sub-links, with its own page first.
    for (const section of MAIN_NAVIGATION) {
      const button = nav.getByRole('button', { name: section.label });
      await userEvent.click(button);
      const list = await dropdown(canvas, section.label);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAttribute('aria-controls', list.id);
      const items = within(list).getAllByRole('link');
      await expect(items.map((i) => i.getAttribute('href'))).toEqual([
        section.href,
        ...section.links.map((l) => l.href),
      ]);
      for (const link of section.links) {
        await expect(within(list).getByRole('link', { name: link.label })).toBeVisible();
      }
      // A click outside closes it.
      await userEvent.click(canvas.getByRole('heading', { name: 'Welcome to the forum' }));
      await noDropdown(canvas);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    // A click-opened list stays open when the pointer wanders off.
    await userEvent.click(nav.getByRole('button', { name: 'Forums' }));
    await dropdown(canvas, 'Forums');
    await userEvent.hover(canvas.getByRole('heading', { name: 'Welcome to the forum' }));
    const forums = await dropdown(canvas, 'Forums');
    await expectToHoldFor(() => expect(forums).toBeVisible(), 2 * HOVER_CLOSE_MS);
  },
};

export const ChoosingSubLinkCloses: Story = {
  play: async ({ canvas }) => {
    const forums = within(mainNav(canvas)).getByRole('button', { name: 'Forums' });
    await userEvent.click(forums);
    const list = await dropdown(canvas, 'Forums');
    await userEvent.click(within(list).getByRole('link', { name: 'Hardware Discussion' }));
    await expect(await currentPage(canvas, '/HardwareDiscussion')).toBeInTheDocument();
    await noDropdown(canvas);
    await expect(forums).toHaveAttribute('aria-expanded', 'false');
    // The page is in the Forums section now, and no longer in Home.
    await expect(forums).toHaveAttribute('aria-current', 'true');
    await expect(within(mainNav(canvas)).getByRole('button', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    // Reopened, the list marks the page being shown.
    await userEvent.click(forums);
    const again = await dropdown(canvas, 'Forums');
    await expect(within(again).getByRole('link', { name: 'Hardware Discussion' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The top item's own page is the first link.
    await userEvent.click(within(again).getByRole('link', { name: 'Forums overview' }));
    await expect(await currentPage(canvas, '/Forums')).toBeInTheDocument();
    await noDropdown(canvas);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const forums = within(mainNav(canvas)).getByRole('button', { name: 'Forums' });
    // Tab from the top of the page reaches Forums (skip link, logo, account, Home, News first).
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    for (let i = 0; i < 12 && document.activeElement !== forums; i += 1) await userEvent.tab();
    await expect(forums).toHaveFocus();

    // Enter opens; focus stays on the button, and the links follow it in the tab order.
    await userEvent.keyboard('{Enter}');
    const list = await dropdown(canvas, 'Forums');
    await expect(forums).toHaveAttribute('aria-expanded', 'true');
    await expect(forums).toHaveFocus();
    const link = (name: string) => within(list).getByRole('link', { name });
    await userEvent.tab();
    await expect(link('Forums overview')).toHaveFocus();
    // Arrows, Home and End move within the list too.
    await userEvent.keyboard('{ArrowDown}');
    await expect(link('General Tech Discussion')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(link('Tech Support')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(link('Gaming Discussion')).toHaveFocus();

    // Escape closes and gives focus back to the top item.
    await userEvent.keyboard('{Escape}');
    await noDropdown(canvas);
    await expect(forums).toHaveFocus();

    // ArrowDown opens at the first link; Enter on a sub-link follows it and closes the list.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Forums overview' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(await currentPage(canvas, '/GamingDiscussion')).toBeInTheDocument();
    await noDropdown(canvas);
    await expect(forums).toHaveFocus();

    // Tab moves between top items without opening them.
    await userEvent.tab();
    await expect(within(mainNav(canvas)).getByRole('button', { name: 'About Us' })).toHaveFocus();
    await expect(within(mainNav(canvas)).queryByRole('link')).not.toBeInTheDocument();

    // Space opens too, and Tab past the last link closes the list on the way out.
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'About Us page' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(mainNav(canvas)).getByRole('button', { name: 'Contact Us' })).toHaveFocus();
    await noDropdown(canvas);
  },
};

export const SkipToContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The router's location is left alone.
    await expect(canvas.getByText('Current page: /')).toBeInTheDocument();
  },
};

export const CurrentSection: Story = {
  parameters: { router: { route: '/Forum/gaming-support', path: '*' } },
  play: async ({ canvas }) => {
    const nav = within(mainNav(canvas));
    await expect(nav.getByRole('button', { name: 'Forums' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    for (const name of ['Home', 'News Section', 'About Us', 'Contact Us']) {
      await expect(nav.getByRole('button', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

export const MobileMenuOpen: Story = {
  globals: mobile,
  args: { user: { id: 7, name: 'Maria Santos', role: 'user' } },
  play: async ({ canvas }) => {
    // Small screen: the hamburger shows, the dropdown buttons do not.
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Forums' })).not.toBeInTheDocument();

    await userEvent.click(hamburger);
    const panel = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(hamburger).toHaveAccessibleName('Close menu');
    await expect(hamburger).toHaveAttribute('aria-controls', panel.id);
    const p = within(panel);
    // Every top item and every sub-link is listed.
    for (const section of MAIN_NAVIGATION) {
      await expect(p.getByRole('link', { name: section.label })).toHaveAttribute(
        'href',
        section.href,
      );
      for (const link of section.links) {
        await expect(p.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      }
    }
    // Nothing runs off a 360 px screen.
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // A disclosure: focus stays on the button, and the links come next in the tab order.
    await expect(hamburger).toHaveFocus();
    await userEvent.tab();
    await expect(p.getByRole('link', { name: 'Home' })).toHaveFocus();

    // Escape closes it and puts focus back on the hamburger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
    );
    await expect(hamburger).toHaveFocus();
    await expect(hamburger).toHaveAccessibleName('Open menu');

    // Choosing a link closes it too.
    await userEvent.click(hamburger);
    const reopened = await canvas.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(reopened).getByRole('link', { name: 'Tech Support' }));
    await expect(await currentPage(canvas, '/TechSupport')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
    );
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    // Reopened on that page, the link is marked as the current page.
    await userEvent.click(hamburger);
    const third = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(within(third).getByRole('link', { name: 'Tech Support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A click outside closes it.
    await userEvent.click(canvas.getByRole('heading', { name: 'Welcome to the forum' }));
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
    );
  },
};

/** The footer's data saver switch: off by default, on when pressed, remembered on this device. */
export const DataSaverSwitch: Story = {
  beforeEach: () => () => localStorage.removeItem(DATA_SAVER_KEY),
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    const saver = footer.getByRole('switch', { name: 'Data saver' });
    await expect(saver).not.toBeChecked();
    await userEvent.click(saver);
    await expect(saver).toBeChecked();
    await expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    // From the keyboard: Space switches it off again; nothing is kept then.
    await userEvent.keyboard(' ');
    await expect(saver).not.toBeChecked();
    await expect(localStorage.getItem(DATA_SAVER_KEY)).toBeNull();
  },
};

/**
 * The browser asked to save data (the request's Save-Data header): the switch shows it on, and
 * the reader may switch it off for this device.
 */
export const DataSaverAskedByBrowser: Story = {
  decorators: [withSaveData],
  beforeEach: () => () => localStorage.removeItem(DATA_SAVER_KEY),
  play: async ({ canvas }) => {
    const saver = within(canvas.getByRole('contentinfo')).getByRole('switch', {
      name: 'Data saver',
    });
    await expect(saver).toBeChecked();
    await userEvent.click(saver);
    await expect(saver).not.toBeChecked();
    await expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await expect(overlay).toHaveTextContent('Initializing application...');
    await expect(overlay).toBeVisible();
    // The page renders underneath, but is out of reach until the app is ready.
    await expect(canvas.getByText('Current page: /')).toBeInTheDocument();
    await expect(canvas.getByText('Trending on TechForum')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('Skip to content')).not.toHaveFocus();
  },
};

/**
 * A link was followed and the next page is still rendering (its code on a slow network): the
 * page it left stays, with `<html aria-busy="true">`, and a bar across the top of the window
 * shows after a moment.
 */
export const Navigating: Story = {
  beforeEach() {
    document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, 'true');
    return () => document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
  },
  play: async ({ canvas }) => {
    const bar = () => getComputedStyle(document.documentElement, '::before');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to the forum' }),
    ).toBeVisible();
    await waitFor(() => expect(bar().opacity).toBe('1'));
    await expect(bar().position).toBe('fixed');
    await expect(getComputedStyle(canvas.getByRole('main')).opacity).toBe('1');
    document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
    await expect(bar().opacity).toBe('0');
  },
};

export const SearchSubmits: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('search', { name: 'Site search' });
    const input = within(form).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, '  mechanical keyboards  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith('mechanical keyboards');

    // Empty or blank queries are not sent, by Enter or by the button.
    await userEvent.clear(input);
    await userEvent.type(input, '{Enter}');
    await userEvent.type(input, '    {Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);

    // The button submits too.
    await userEvent.clear(input);
    await userEvent.type(input, 'ラップトップ');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('ラップトップ');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

const longName =
  'Maria Clara Katigbak-Dela Cruz ng Lungsod ng Maynila 山田太郎と申します、よろしくお願いします 🇵🇭';

export const LongUnicodeName: Story = {
  globals: mobile,
  args: {
    user: { id: 99, name: longName, role: 'moderator' },
    siteName: 'Talakayan ng Teknolohiya テック',
  },
  play: async ({ canvas, args }) => {
    const account = within(canvas.getByRole('group', { name: 'Account' }));
    const profile = account.getByRole('link', { name: longName });
    await expect(profile).toBeVisible();
    await expect(account.getByText('Moderator')).toBeVisible();
    await userEvent.click(account.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // Nothing is wider than the 360 px screen: the name is cut, not the layout.
    const header = canvas.getByRole('banner');
    await expect(window.innerWidth).toBe(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    for (const element of [profile, account.getByRole('button', { name: 'Logout' })]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(
      canvas.getByRole('button', { name: 'Open menu' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { user: { id: 1, name: 'Ada Lovelace', role: 'admin' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();
    // Dropdowns open in the dark theme too.
    await userEvent.click(within(mainNav(canvas)).getByRole('button', { name: 'Forums' }));
    const list = await dropdown(canvas, 'Forums');
    await expect(within(list).getByRole('link', { name: 'Tech Support' })).toBeVisible();
  },
};

export const WithSlots: Story = {
  args: {
    banner: (
      <Text size="small" align="center">
        Demo data: changes stay in this browser.
      </Text>
    ),
    themeToggle: (
      <Button variant="ghost" size="small" aria-pressed={false}>
        Dark theme
      </Button>
    ),
    searchSlot: <Text size="small">Suggestions search goes here</Text>,
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByText('Demo data: changes stay in this browser.');
    // The banner sits above the header.
    await expect(
      banner.compareDocumentPosition(canvas.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(
      within(canvas.getByRole('group', { name: 'Account' })).getByRole('button', {
        name: 'Dark theme',
      }),
    ).toBeVisible();
    // The search slot replaces the plain search form.
    await expect(canvas.getByText('Suggestions search goes here')).toBeVisible();
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
  },
};

/** A stand-in bell (the app's reads the count and loads the real panel on first open). */
const bell = (
  <NotificationBell
    unreadCount={3}
    labels={{
      button: (n) => (n === 0 ? 'Notifications' : `Notifications, ${n} unread`),
      badge: (n) => (n > 99 ? '99+' : String(n)),
    }}
    panel={() => <Text>Three new replies to your threads.</Text>}
  />
);

/**
 * A member's account bar with the notification bell before the profile link; at 360 px its
 * panel spans the bar and stays on screen.
 */
export const WithNotificationBell: Story = {
  globals: mobile,
  args: { user: { id: 7, name: 'Maria Santos', role: 'user' }, notifications: bell },
  play: async ({ canvas }) => {
    const account = within(canvas.getByRole('group', { name: 'Account' }));
    const button = account.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(
      button.compareDocumentPosition(account.getByRole('link', { name: 'Maria Santos' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(button);
    const text = canvas.getByText('Three new replies to your threads.');
    await expect(text).toBeVisible();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    await expect(panel.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(text).not.toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A guest gets no bell, even when the app passes one. */
export const GuestHasNoBell: Story = {
  args: { notifications: bell },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { user: { id: 12, name: 'Jose Rizal', role: 'moderator' } },
  play: async ({ canvas }) => {
    // From the tablet breakpoint the dropdowns show and the hamburger does not.
    const nav = within(mainNav(canvas));
    for (const section of MAIN_NAVIGATION) {
      await expect(nav.getByRole('button', { name: section.label })).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Smallest320: Story = {
  parameters: {
    viewport: {
      options: {
        narrow: {
          name: 'Narrow (320)',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { user: { id: 1, name: 'Ada Lovelace', role: 'admin' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const panel = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(
      within(panel).getByRole('link', { name: 'General Tech Discussion' }),
    ).toBeVisible();
    // Every control stays on screen at the narrowest supported width.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    for (const control of [
      canvas.getByRole('link', { name: 'Ada Lovelace' }),
      canvas.getByRole('button', { name: 'Logout' }),
      canvas.getByRole('button', { name: 'Close menu' }),
      canvas.getByRole('button', { name: 'Search' }),
      canvas.getByRole('link', { name: 'Create Topic' }),
    ]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    }
  },
};
