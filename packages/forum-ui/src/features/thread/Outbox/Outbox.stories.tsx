import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { replyBox } from '../../../test/threads.ts';
import { toasts, type Canvas } from '../../../test/queries.ts';
import { threadMessages } from '../messages.ts';
import { outboxText as t } from './messages.ts';
import { threadToolMessages as m, threadToolText as tools } from '../StaffTools/messages.ts';
import { ThreadScreen } from '../Thread/ThreadScreen.tsx';

/**
 * The thread page with the outbox: a reply or a like made without a network is kept on the
 * device (IndexedDB) and shown as 'Waiting to send', then sent once when the network returns;
 * a refusal shows with the forum's reason and Retry. The network is cut with TanStack Query's
 * onlineManager (what the page asks, with navigator.onLine); 'online' brings it back.
 */
const meta = {
  title: 'Screens/Thread/Outbox',
  component: ThreadScreen,
  args: { idOrSlug: '5' },
  parameters: {
    layout: 'padded',
    session: 'user',
    router: { route: '/threads/5', path: '/threads/:idOrSlug' },
  },
  // Every story starts and ends with an empty outbox and the network on.
  beforeEach: async () => {
    await emptyOutbox();
    return async () => {
      onlineManager.setOnline(true);
      await emptyOutbox();
    };
  },
} satisfies Meta<typeof ThreadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forgets what a story kept (the outbox closes its database when asked to). */
function emptyOutbox(): Promise<void> {
  localStorage.removeItem('forum-outbox');
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('forum-outbox');
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

const offline = () => onlineManager.setOnline(false);
/** The network returns: what TanStack Query and the page's `online` listener hear. */
function backOnline() {
  onlineManager.setOnline(true);
  window.dispatchEvent(new Event('online'));
}

const TEXT = 'Written on the train, between two stations';
const title = (canvas: Canvas) => canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
const waiting = (canvas: Canvas) =>
  canvas.findByRole('article', { name: /Your reply, waiting to send/ }, { timeout: 5000 });

/** Writes and posts a reply while offline: kept, shown in place, the composer emptied. */
async function replyOffline(canvas: Canvas) {
  await title(canvas);
  offline();
  await userEvent.type(await replyBox(canvas), TEXT);
  await userEvent.click(canvas.getByRole('button', { name: tools.post }));
  await expect(await toasts().findByText(m.replyQueued)).toBeVisible();
  return waiting(canvas);
}

/**
 * Offline, a reply is kept and shown under the replies as 'Waiting to send', with its text; the
 * composer empties. When the network returns it is sent once, and shows as a reply.
 */
export const WaitingToSend: Story = {
  play: async ({ canvas }) => {
    const item = await replyOffline(canvas);
    await expect(within(item).getByRole('status')).toHaveTextContent(t.waitingToSend);
    await expect(within(item).getByText(TEXT)).toBeVisible();
    await expect(within(item).getByText(t.waitingHint)).toBeVisible();
    await expect(await replyBox(canvas)).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 2, name: '4 Replies' })).toBeVisible();

    backOnline();
    await waitFor(
      () =>
        expect(
          canvas.queryByRole('article', { name: /Your reply, waiting/ }),
        ).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    const list = await canvas.findByRole('list', { name: t.replies });
    await expect(await within(list).findByText(TEXT, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '5 Replies' })).toBeVisible();
    // Stored once.
    await expect(within(list).getAllByText(TEXT)).toHaveLength(1);
  },
};

/**
 * The forum refuses a reply sent after reconnecting (here a 403: the thread was locked
 * meanwhile): it shows as 'Not sent' with the forum's reason, the text kept, and Retry sends
 * it again (it goes through the second time).
 */
export const RefusedWithRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(
          '*/threads/:id/posts',
          () => HttpResponse.json({ message: 'This thread is locked.' }, { status: 403 }),
          { once: true },
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await replyOffline(canvas);
    backOnline();
    const refused = await canvas.findByRole(
      'article',
      { name: /Your reply, not sent/ },
      { timeout: 5000 },
    );
    await expect(within(refused).getByRole('status')).toHaveTextContent(t.notSent);
    await expect(
      within(refused).getByText(t.refusedBecause('This thread is locked.')),
    ).toBeVisible();
    await expect(within(refused).getByText(TEXT)).toBeVisible();
    // Not sent again by itself: another 'online' leaves it as it is.
    window.dispatchEvent(new Event('online'));
    await expect(within(refused).getByRole('status')).toHaveTextContent(t.notSent);

    await userEvent.click(within(refused).getByRole('button', { name: t.retrySend }));
    await waitFor(
      () =>
        expect(
          canvas.queryByRole('article', { name: /Your reply, not sent/ }),
        ).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    const list = await canvas.findByRole('list', { name: t.replies });
    await expect(await within(list).findByText(TEXT, {}, { timeout: 5000 })).toBeVisible();
    await expect(within(list).getAllByText(TEXT)).toHaveLength(1);
  },
};

/** Discard forgets a refused reply. */
export const RefusedDiscarded: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/threads/:id/posts', () =>
          HttpResponse.json(
            { message: 'The content field is required.', errors: { content: ['Too short'] } },
            { status: 422 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await replyOffline(canvas);
    backOnline();
    const refused = await canvas.findByRole(
      'article',
      { name: /Your reply, not sent/ },
      { timeout: 5000 },
    );
    await expect(
      within(refused).getByText(t.refusedBecause('The content field is required.')),
    ).toBeVisible();
    await userEvent.click(within(refused).getByRole('button', { name: t.discard }));
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: /Your reply/ })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: '4 Replies' })).toBeVisible();
  },
};

/** The count a like button shows (its name ends '(12 likes)'). */
const countOf = (button: HTMLElement) =>
  Number(/\(([\d,]+) likes?\)/.exec(button.textContent ?? '')?.[1]?.replace(/,/g, ''));

/**
 * Offline, a like of the thread and of a reply is kept and shows at once (pressed, the count
 * moved) with 'Waiting to send'; when the network returns each is sent once and the marks go.
 */
export const LikesWaitingToSend: Story = {
  play: async ({ canvas }) => {
    await title(canvas);
    offline();
    const like = canvas.getByRole('button', { name: /Like this thread/ });
    const before = countOf(like);
    await userEvent.click(like);
    await expect(await toasts().findByText(threadMessages.likeQueued)).toBeVisible();
    const unlike = await canvas.findByRole('button', { name: /Unlike this thread/ });
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await expect(countOf(unlike)).toBe(before + 1);
    const thread = canvas.getByRole('article', { name: /Guide: getting started/ });
    // The like's own status (the thread also has Save for offline's).
    await expect(within(thread).getByText(t.likeWaiting)).toHaveAttribute('role', 'status');

    const reply = await canvas.findByRole('article', { name: /Reply by Miguel Mendoza/ });
    const likeReply = within(reply).getByRole('button', { name: /Like the reply by/ });
    const replyCount = countOf(likeReply);
    await userEvent.click(likeReply);
    await waitFor(() => expect(within(reply).getByRole('status')).toHaveTextContent(t.likeWaiting));
    await expect(countOf(within(reply).getByRole('button', { name: /Unlike the reply by/ }))).toBe(
      replyCount + 1,
    );

    backOnline();
    await waitFor(() => expect(canvas.queryAllByText(t.likeWaiting)).toHaveLength(0), {
      timeout: 5000,
    });
    // Sent once: the server's counts are the ones shown.
    await expect(countOf(canvas.getByRole('button', { name: /Unlike this thread/ }))).toBe(
      before + 1,
    );
    await expect(countOf(within(reply).getByRole('button', { name: /Unlike the reply by/ }))).toBe(
      replyCount + 1,
    );
  },
};

/** At phone width the waiting reply fits, its text wrapping, and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const item = await replyOffline(canvas);
    await expect(within(item).getByRole('status')).toBeVisible();
    await expect(within(item).getByText(TEXT)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
