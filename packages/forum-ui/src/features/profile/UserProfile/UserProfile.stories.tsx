import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { profileMessages as m, profileText as t } from '../messages.ts';
import type { Canvas } from '../../../test/queries.ts';
import { UserProfileScreen } from './UserProfileScreen.tsx';

const meta = {
  title: 'Screens/Profile/User profile',
  component: UserProfileScreen,
  parameters: {
    layout: 'fullscreen',
    router: { route: '/UserProfile', path: '/UserProfile' },
    session: 'user',
  },
} satisfies Meta<typeof UserProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab's screen is its own chunk: the first visit may wait for it to load. */
const LAZY = { timeout: 8000 };
const tabHeading = (canvas: Canvas, name: string) =>
  canvas.findByRole('heading', { level: 2, name }, LAZY);

const menu = (canvas: Canvas) => canvas.getByRole('navigation', { name: t.title });
const menuLinks = (canvas: Canvas) =>
  within(menu(canvas))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A member: Dashboard, Settings, Activity and Notifications; the dashboard opens first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(menuLinks(canvas)).toEqual(['Dashboard', 'Settings', 'Activity', 'Notifications']);
    await expect(within(menu(canvas)).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await tabHeading(canvas, 'Dashboard')).toBeVisible();
    await expect(await canvas.findByText('Juan dela Cruz', { selector: 'h3' }, LAZY)).toBeVisible();
  },
};

export const Moderator: Story = {
  parameters: { session: 'moderator' },
  play: async ({ canvas }) => {
    await expect(menuLinks(canvas)).toEqual([
      'Dashboard',
      'Settings',
      'Activity',
      'Notifications',
      'Moderation',
      'Approvals',
      'Contact Forms',
    ]);
    await expect(
      await canvas.findByRole('region', { name: t.moderationOverview }, LAZY),
    ).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvas }) => {
    await expect(menuLinks(canvas)).toEqual([
      'Dashboard',
      'Settings',
      'Activity',
      'Notifications',
      'Moderation',
      'Approvals',
      'Contact Forms',
      'User Management',
      'Category Management',
      'Meta Tags',
      'System',
    ]);
    await expect(await canvas.findByRole('region', { name: t.siteOverview }, LAZY)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t.yourActivity })).toBeNull();
  },
};

/** The tab is in the address: a link, a reload or Back lands on it. */
export const SettingsTab: Story = {
  parameters: { router: { route: '/UserProfile?tab=settings', path: '/UserProfile' } },
  play: async ({ canvas }) => {
    await expect(await tabHeading(canvas, 'Settings')).toBeVisible();
    await expect(within(menu(canvas)).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A moderator's Contact Forms tab: contact form management, loaded as its own chunk. */
export const ContactFormsTab: Story = {
  parameters: {
    session: 'moderator',
    router: { route: '/UserProfile?tab=contact_forms', path: '/UserProfile' },
  },
  play: async ({ canvas }) => {
    await expect(await tabHeading(canvas, 'Contact Forms')).toBeVisible();
    await expect(within(menu(canvas)).getByRole('link', { name: 'Contact Forms' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('table', {}, LAZY)).toBeVisible();
  },
};

/** An admin's Meta Tags tab: meta tag management, loaded as its own chunk. */
export const MetaTagsTab: Story = {
  parameters: {
    session: 'admin',
    router: { route: '/UserProfile?tab=meta_tags', path: '/UserProfile' },
  },
  play: async ({ canvas }) => {
    await expect(await tabHeading(canvas, 'Meta Tags')).toBeVisible();
    await expect(within(menu(canvas)).getByRole('link', { name: 'Meta Tags' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('rowheader', { name: 'home' }, LAZY)).toBeVisible();
  },
};

/** An admin's System tab: health and server figures, loaded as its own chunk. */
export const SystemTab: Story = {
  parameters: {
    session: 'admin',
    router: { route: '/UserProfile?tab=system', path: '/UserProfile' },
  },
  play: async ({ canvas }) => {
    await expect(await tabHeading(canvas, 'System')).toBeVisible();
    await expect(within(menu(canvas)).getByRole('link', { name: 'System' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('region', { name: 'Health' }, LAZY)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Health checks' }, LAZY)).toBeVisible();
  },
};

export const UnknownTab: Story = {
  parameters: { router: { route: '/UserProfile?tab=badges', path: '/UserProfile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.comingSoon, {}, LAZY)).toBeVisible();
    await expect(within(menu(canvas)).queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** A member asking for a staff tab gets the dashboard: the tab is neither offered nor shown. */
export const ForbiddenTab: Story = {
  parameters: { router: { route: '/UserProfile?tab=users', path: '/UserProfile' } },
  play: async ({ canvas }) => {
    await expect(await tabHeading(canvas, 'Dashboard')).toBeVisible();
    await expect(within(menu(canvas)).queryByRole('link', { name: 'User Management' })).toBeNull();
    await expect(canvas.queryByText(m.comingSoon)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/users/{id}/stats', 'infinite')] } },
  play: async ({ canvas }) => {
    await expect(await tabHeading(canvas, 'Dashboard')).toBeVisible();
    const cards = await canvas.findByRole('region', { name: t.yourActivity }, LAZY);
    // Every personal card waits, and says so to screen readers.
    await expect(within(cards).getAllByText('Loading...')).toHaveLength(4);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/users/{id}/stats')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.statsFailed, {}, LAZY)).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const links = within(menu(canvas)).getAllByRole('link');
    links[0]!.focus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await tabHeading(canvas, 'Settings')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Small screens: the menu folds behind a button naming the current section. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t.menuButton('Dashboard') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Activity' })).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Activity' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t.menuButton('Activity') })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    await expect(await tabHeading(canvas, 'Activity')).toBeVisible();
    // Escape closes the list and returns focus to its button.
    const again = canvas.getByRole('button', { name: t.menuButton('Activity') });
    await userEvent.click(again);
    await userEvent.keyboard('{Escape}');
    await expect(again).toHaveAttribute('aria-expanded', 'false');
    await expect(again).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
