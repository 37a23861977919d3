import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { notificationText as t } from '../messages.ts';
import { toasts } from '../../../test/queries.ts';
import {
  LONG_TITLE,
  notificationPage,
  notificationPageBody,
  unicodeNotifications,
} from './stories/notificationFixtures.ts';
import { NotificationsScreen } from './NotificationsScreen.tsx';

const meta = {
  title: 'Screens/Profile/Notifications',
  component: NotificationsScreen,
  parameters: {
    router: { route: '/UserProfile?tab=notifications', path: '/UserProfile' },
    session: 'user',
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: t.title });

const page = notificationPage;
const unicode = page(unicodeNotifications);

/** The member's notifications from the mock backend, newest first, with their unread count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(await list(canvas)).getAllByRole('listitem');
    expect(items).toHaveLength(15);
    expect(canvas.getByText('13 unread')).toBeVisible();
    expect(canvas.getByRole('navigation', { name: t.pager })).toBeVisible();
    expect(canvas.getByRole('button', { name: t.markAllRead })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/notifications', 'infinite')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('status')).toHaveTextContent(t.loading);
    expect(canvas.queryByRole('button', { name: t.markAllRead })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [page([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('heading', { name: t.empty })).toBeVisible();
    expect(canvas.getByRole('button', { name: t.markAllRead })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(canvas.getByText(t.unreadSummary(0))).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/notifications')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(t.loadFailed)).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Long and unicode titles and names wrap; unread ones say so and offer Mark as read. */
export const LongAndUnicode: Story = {
  parameters: { msw: { handlers: [unicode] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(await list(canvas)).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(t.unread)).toBeVisible();
    expect(within(items[0]!).getByRole('link', { name: LONG_TITLE })).toHaveAttribute(
      'href',
      '/threads/laptop-bumabagal-7#post-1',
    );
    expect(within(items[1]!).queryByText(t.unread)).toBeNull();
    expect(within(items[1]!).queryByRole('button', { name: /^Mark as read/ })).toBeNull();
    expect(canvas.getByText('1 unread')).toBeVisible();
  },
};

/**
 * A link the server sends is data: only a path of this site becomes a link. Another scheme
 * (`javascript:`), another host (`//evil.example`) or a full address shows as text.
 */
export const LinksOnlyToThisSite: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/notifications', () => {
          const body = notificationPageBody([
            { id: 'a', title: 'Script link', message: 'One', read: false },
            { id: 'b', title: 'Other host', message: 'Two', read: false },
            { id: 'c', title: 'Full address', message: 'Three', read: false },
            { id: 'd', title: 'A reply on this site', message: 'Four', read: false },
          ]);
          const urls = [
            'javascript:alert(1)',
            '//evil.example/x',
            'https://evil.example/',
            '/threads/2#post-5',
          ];
          body.data.forEach((n, index) => (n.data = { url: urls[index]! }));
          return HttpResponse.json(body);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(await list(canvas)).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    for (const item of items.slice(0, 3)) expect(within(item).queryByRole('link')).toBeNull();
    expect(within(items[0]!).getByText('Script link')).toBeVisible();
    expect(within(items[3]!).getByRole('link', { name: 'A reply on this site' })).toHaveAttribute(
      'href',
      '/threads/2#post-5',
    );
  },
};

/** Mark as read: the count drops at once; the other buttons are disabled while in flight. */
export const MarkingRead: Story = {
  parameters: {
    msw: {
      handlers: [
        unicode,
        http.put('*/api/v1/notifications/:id/read', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.markReadOf(LONG_TITLE) }));
    // Optimistic: the notification is read at once, and the other actions wait.
    expect(await canvas.findByText(t.unreadSummary(0))).toBeVisible();
    expect(canvas.getByRole('button', { name: t.markAllRead })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(canvas.getByRole('button', { name: t.removeOf(LONG_TITLE) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A failed delete puts the notification back and says so. */
export const DeleteFails: Story = {
  parameters: {
    msw: { handlers: [unicode, scenarios.serverError('delete', '/notifications/{id}')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: t.removeOf('Nagustuhan ang post mo ❤️') }),
    );
    expect(await toasts().findByText(t.removeFailed)).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: t.title })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
  },
};

/** Mark all as read with the keyboard alone (mock backend): every unread mark goes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    const markAll = canvas.getByRole('button', { name: t.markAllRead });
    markAll.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText(t.unread)).toBeNull());
    expect(canvas.getByText(t.unreadSummary(0))).toBeVisible();
    // Once the server has answered, the button reads as before and keeps focus.
    await expect(await canvas.findByRole('button', { name: t.markAllRead })).toHaveFocus();
  },
};

export const Mobile: Story = {
  ...LongAndUnicode,
  globals: { viewport: { value: 'mobile' } },
};
