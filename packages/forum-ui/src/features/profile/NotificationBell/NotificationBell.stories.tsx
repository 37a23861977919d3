import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { notificationText as t } from '../Notifications/messages.ts';
import {
  LONG_TITLE,
  notificationPage,
  notificationPageBody,
  unicodeNotifications,
  type FixtureNotification,
} from '../Notifications/stories/notificationFixtures.ts';
import { NotificationBellScreen } from './NotificationBellScreen.tsx';
import { ALL_NOTIFICATIONS_HREF } from './NotificationsPanelScreen.tsx';

/**
 * The header's bell for a logged-in member, with its panel. The frame stands for the account
 * bar: the bell sits at its end, and the panel hangs below it.
 */
const meta = {
  title: 'Screens/Profile/Notification bell',
  component: NotificationBellScreen,
  parameters: { router: { route: '/' }, session: 'user' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBellScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The bell, once its name says the given count (0: the plain name). */
const bell = (canvas: Canvas, unread: number) =>
  canvas.findByRole('button', { name: t.bell(unread) });

/** The panel a bell controls. */
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '')!;

/** Opens the panel with a click; returns queries within it. */
async function open(canvas: Canvas, unread: number) {
  const button = await bell(canvas, unread);
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(panelOf(button)).toBeVisible();
  return within(panelOf(button));
}

const many = (count: number, read = false): FixtureNotification[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    title: `New reply ${index + 1}`,
    message: `Ana Reyes replied to your thread “RTX ${index + 1}”`,
    read,
  }));

/**
 * The seeded member's notifications from the mock backend: 13 unread. The panel lists the
 * latest 15, newest first, each linking to what it is about, and links to the full list.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await bell(canvas, 13);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.getByText('13')).toBeVisible();
    const panel = await open(canvas, 13);
    const items = within(await panel.findByRole('list', { name: t.title })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(15);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/threads\//),
    );
    expect(panel.getByRole('link', { name: t.seeAll })).toHaveAttribute(
      'href',
      ALL_NOTIFICATIONS_HREF,
    );
    // Mark one read: the bell's count drops at once.
    await userEvent.click(within(items[1]!).getByRole('button', { name: /^Mark as read/ }));
    expect(await bell(canvas, 12)).toBeVisible();
  },
};

/** Nothing unread: no badge, the plain name, and Mark all as read unavailable. */
export const NoneUnread: Story = {
  parameters: { msw: { handlers: [notificationPage(many(3, true))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await bell(canvas, 0);
    await waitFor(() => expect(button).toHaveAccessibleName(t.bell(0)));
    const panel = await open(canvas, 0);
    expect(await panel.findByText(t.unreadSummary(0))).toBeVisible();
    expect(canvas.queryByText(/^\d+\+?$/)).toBeNull();
    expect(panel.getByRole('button', { name: t.markAllRead })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** More than 99 unread: the badge says 99+, the name the whole count. */
export const ManyUnread: Story = {
  parameters: { msw: { handlers: [notificationPage(many(15), 120)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await bell(canvas, 120)).toHaveAccessibleName('Notifications, 120 unread');
    expect(canvas.getByText('99+')).toBeVisible();
  },
};

/**
 * Deleting with the keyboard (mock backend): the notification goes, focus stays in the open
 * panel (its button went with it), and Escape still closes the panel onto the bell.
 */
export const DeleteKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await bell(canvas, 13);
    const panel = await open(canvas, 13);
    const list = await panel.findByRole('list', { name: t.title });
    const first = within(list).getAllByRole('listitem')[0]!;
    const title = within(first).getByRole('link').textContent ?? '';
    const remove = within(first).getByRole('button', { name: t.removeOf(title) });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await waitFor(() => expect(panelOf(button).contains(document.activeElement)).toBe(true));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The first read finds 2 unread; every later one 3 (one arrived meanwhile). */
const oneArrives = () => {
  let reads = 0;
  return http.get('*/api/v1/notifications', () => {
    reads += 1;
    return HttpResponse.json(notificationPageBody(many(reads === 1 ? 2 : 3)));
  });
};

/**
 * New notifications while the page is open: when a refresh brings a higher count, screen
 * readers are told politely (here the refresh follows marking one read).
 */
export const NewArrivals: Story = {
  parameters: {
    msw: {
      handlers: [
        oneArrives(),
        http.put('*/api/v1/notifications/:id/read', () =>
          HttpResponse.json({ message: 'Notification marked as read.' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await open(canvas, 2);
    expect(canvas.queryByText(/^New notifications?:/)).toBeNull();
    await userEvent.click(await panel.findByRole('button', { name: t.markReadOf('New reply 1') }));
    const status = await canvas.findByText(t.arrived(3));
    expect(status).toHaveAttribute('role', 'status');
    expect(await bell(canvas, 3)).toBeVisible();
  },
};

/** The count and the list are on their way: the plain name, and the panel says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/notifications', 'infinite')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await open(canvas, 0);
    expect(await panel.findByRole('status')).toHaveTextContent(t.loading);
    expect(panel.queryByRole('button', { name: t.markAllRead })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [notificationPage([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await open(canvas, 0);
    expect(await panel.findByRole('heading', { name: t.empty })).toBeVisible();
    expect(panel.getByRole('link', { name: t.seeAll })).toBeVisible();
  },
};

/** The list failed: the bell keeps its plain name; the panel says so and offers Retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/notifications')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await open(canvas, 0);
    expect(await panel.findByText(t.loadFailed)).toBeVisible();
    expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Long and unicode titles wrap inside the panel; the read one offers no Mark as read. */
export const LongAndUnicode: Story = {
  parameters: { msw: { handlers: [notificationPage(unicodeNotifications)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await open(canvas, 1);
    const link = await panel.findByRole('link', { name: LONG_TITLE });
    // The long title wraps inside the panel.
    const item = link.closest('li')!.getBoundingClientRect();
    const box = panelOf(canvas.getByRole('button', { name: t.bell(1) })).getBoundingClientRect();
    expect(item.right).toBeLessThanOrEqual(box.right);
    expect(panel.getByRole('button', { name: t.markReadOf(LONG_TITLE) })).toBeVisible();
    expect(
      panel.queryByRole('button', { name: t.markReadOf('Nagustuhan ang post mo ❤️') }),
    ).toBeNull();
  },
};

/** At 360 px the panel spans the bar and stays on screen. */
export const Mobile: Story = {
  parameters: { msw: { handlers: [notificationPage(unicodeNotifications)] } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await open(canvas, 1);
    const list = await panel.findByRole('list', { name: t.title });
    const rect = list.getBoundingClientRect();
    expect(rect.left).toBeGreaterThanOrEqual(0);
    expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Keyboard alone: Enter opens the panel, Tab moves into it, Enter on Mark all as read clears
 * the count (the button says so while in flight), Escape closes it and focus is back on the bell.
 */
export const Keyboard: Story = {
  // Three unread until Mark All as Read has been answered; read in every page after it.
  beforeEach({ msw }) {
    let read = false;
    msw.use(
      http.get('*/api/v1/notifications', () =>
        HttpResponse.json(notificationPageBody(many(3, read))),
      ),
      http.put('*/api/v1/notifications/read-all', async () => {
        await delay(300);
        read = true;
        return HttpResponse.json({ message: 'All notifications marked as read.', updated: 3 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await bell(canvas, 3);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = within(panelOf(button));
    await panel.findByRole('list', { name: t.title });
    await userEvent.tab();
    const markAll = panel.getByRole('button', { name: t.markAllRead });
    expect(markAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await panel.findByRole('button', { name: t.markingAllRead })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await bell(canvas, 0)).toBeVisible();
    await waitFor(() => expect(panel.queryByText(t.unread)).toBeNull());
    // The server has answered: the button is no longer pending.
    await waitFor(() => expect(panel.queryByRole('button', { name: t.markingAllRead })).toBeNull());
    // Tab on to the first notification's link, then Escape.
    await userEvent.tab();
    expect(panel.getByRole('link', { name: 'New reply 1' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  },
};
