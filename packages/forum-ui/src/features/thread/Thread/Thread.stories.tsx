import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DEFAULT_MENTION_LABELS as mentionText,
  formMessages,
  formText,
} from '@forum/forum-ui/design-system';
import { scenarios } from '@forum/mocks';
import { accountText as a } from '../../accounts/index.ts';
import { threadToolMessages as m, threadToolText as t } from '../StaffTools/messages.ts';
import { replyBox } from '../../../test/threads.ts';
import { toasts, type Canvas, findPopup, popupClosed } from '../../../test/queries.ts';
import { ThreadScreen } from './ThreadScreen.tsx';
import {
  fixturePost,
  fixtureThread,
  nestedThread,
  replyIdBy,
  serveGrowingThread,
  serveRevalidatedThread,
  serveThread,
} from './stories/threadFixtures.ts';

const meta = {
  title: 'Screens/Thread/Thread',
  component: ThreadScreen,
  args: { idOrSlug: '5' },
  parameters: { layout: 'padded', router: { route: '/threads/5', path: '/threads/:idOrSlug' } },
} satisfies Meta<typeof ThreadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string, idOrSlug: string) => ({
  args: { idOrSlug },
  parameters: { router: { route, path: '/threads/:idOrSlug' } },
});

const title = (canvas: Canvas) => canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
const replyList = (canvas: Canvas) => canvas.findByRole('list', { name: t.replies });
const postButton = (canvas: Canvas) => canvas.getByRole('button', { name: t.post });
const article = (canvas: Canvas, name: RegExp) => canvas.findByRole('article', { name });
/** The count a like button shows (its name ends '(12 likes)'). */
const countOf = (button: HTMLElement) =>
  Number(/\(([\d,]+) likes?\)/.exec(button.textContent ?? '')?.[1]?.replace(/,/g, ''));

const NESTED = nestedThread();

/** Guests read everything; like buttons say why they are off; the composer waits for a login. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await title(canvas)).toHaveTextContent('Guide: getting started with Android 17');
    await expect(canvas.getByText('Programming')).toBeVisible();
    await expect(canvas.getByText(t.postedBy, { exact: false })).toHaveTextContent(
      'Posted by Leo Castillo',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: '4 Replies' })).toBeVisible();
    const list = await replyList(canvas);
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('aria-level'))).toEqual([
      '1',
      '1',
      '2',
      '1',
    ]);
    // The nested reply: level 2, tagged 'Reply' (in reply to its parent's author).
    const nested = items[2]!;
    await expect(nested).toHaveAttribute('aria-posinset', '1');
    await expect(nested).toHaveAttribute('aria-setsize', '1');
    await expect(within(nested).getByText(/in reply to Mark Mendoza/)).toBeInTheDocument();
    await expect(within(nested).getByText(/in reply to/).parentElement).toHaveTextContent(
      `${t.reply} in reply to Mark Mendoza`,
    );
    // Guests: like buttons are disabled and say why.
    const like = canvas.getByRole('button', { name: /Like this thread/ });
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await expect(like).toHaveAccessibleDescription(m.loginToLike);
    // The composer's code loads after the thread shows (as replyBox waits for it).
    await expect(await canvas.findByText(t.guestHint, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: t.staffActions })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/threads/id/{id}', 'infinite')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(t.loading);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/threads/id/{id}')] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error: Server Error');
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  ...at('/threads/99999', '99999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: m.notFound })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToForums })).toHaveAttribute(
      'href',
      '/Forums',
    );
  },
};

/** /threads/{slug} (and /thread/{slug}) read the same thread by its slug. */
export const BySlug: Story = {
  ...at(
    '/threads/guide-getting-started-with-android-17-update-5',
    'guide-getting-started-with-android-17-update-5',
  ),
  play: async ({ canvas }) => {
    await expect(await title(canvas)).toHaveTextContent('Guide: getting started with Android 17');
  },
};

export const NoReplies: Story = {
  parameters: { msw: { handlers: serveThread(fixtureThread()) } },
  play: async ({ canvas }) => {
    await title(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: '0 Replies' })).toBeVisible();
    await expect(canvas.getByText(m.noReplies)).toBeVisible();
  },
};

/** Nested replies show the first 3, then 'Show 3 more replies'; 'Show less' folds them again. */
export const NestedShowMore: Story = {
  parameters: { msw: { handlers: serveThread(NESTED) } },
  play: async ({ canvas }) => {
    const list = await replyList(canvas);
    await expect(within(list).queryByText(/Reply number 4/)).toBeNull();
    const more = within(list).getByRole('button', { name: t.showMore(3) });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(await within(list).findByText(/Reply number 6/)).toBeVisible();
    await expect(within(list).getByText(/Deep reply/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '9 Replies' })).toBeVisible();
    const less = within(list).getByRole('button', { name: t.showLess });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    await waitFor(() => expect(within(list).queryByText(/Reply number 4/)).toBeNull());
  },
};

export const GuestLike: Story = {
  play: async ({ canvas }) => {
    await title(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Like this thread/ }));
    await expect(await toasts().findByText(m.loginToLike)).toBeVisible();
  },
};

/** Members like and unlike the thread and a reply; counts move at once. */
export const MemberLikes: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    const like = canvas.getByRole('button', { name: /Like this thread/ });
    const before = countOf(like);
    await userEvent.click(like);
    await expect(await toasts().findByText(m.threadLiked)).toBeVisible();
    const unlike = await canvas.findByRole('button', { name: /Unlike this thread/ });
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await expect(countOf(unlike)).toBe(before + 1);
    await userEvent.click(unlike);
    await expect(await toasts().findByText(m.threadUnliked)).toBeVisible();

    const reply = await article(canvas, /Reply by Miguel Mendoza/);
    const likeReply = within(reply).getByRole('button', { name: /Like the reply by/ });
    const count = countOf(likeReply);
    await userEvent.click(likeReply);
    await waitFor(() =>
      expect(countOf(within(reply).getByRole('button', { name: /Unlike the reply by/ }))).toBe(
        count + 1,
      ),
    );
  },
};

/**
 * A like that meets a 401 (the session ran out): rolled back, and not told as failed. It waits
 * for a login instead, which the app asks for once (SessionEndedNotice) and sends it after.
 */
export const LikeSessionEnded: Story = {
  parameters: {
    session: 'user',
    msw: { handlers: [scenarios.unauthenticated('post', '/likes/threads/{id}')] },
  },
  play: async ({ canvas }) => {
    await title(canvas);
    const like = () => canvas.getByRole('button', { name: /Like this thread/ });
    const before = like().textContent;
    await userEvent.click(like());
    // The 401 ended the session: the thread is read again as a guest's (nothing fetched as the
    // member stays on screen), and a press after it is a guest's, refused with the spec's words
    // (a press while the like is in flight is ignored, so no second call is sent).
    await waitFor(async () => {
      await userEvent.click(like());
      await expect(toasts().getByText(m.loginToLike)).toBeVisible();
    });
    await expect(like()).toHaveAttribute('aria-pressed', 'false');
    await expect(like()).toHaveTextContent(before ?? '');
    await expect(toasts().queryByText(m.likeThreadFailed)).toBeNull();
  },
};

/** A failed like rolls the count back exactly and says so. */
export const LikeFails: Story = {
  parameters: {
    session: 'user',
    msw: {
      handlers: [
        scenarios.serverError('post', '/likes/threads/{id}'),
        scenarios.serverError('post', '/likes/posts/{id}'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await title(canvas);
    const like = canvas.getByRole('button', { name: /Like this thread/ });
    const before = like.textContent;
    await userEvent.click(like);
    await expect(await toasts().findByText(m.likeThreadFailed)).toBeVisible();
    await waitFor(() => expect(like).toHaveTextContent(before ?? ''));
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const reply = await article(canvas, /Reply by Miguel Mendoza/);
    await userEvent.click(within(reply).getByRole('button', { name: /Like the reply/ }));
    await expect(await toasts().findByText(m.likePostFailed)).toBeVisible();
  },
};

/** Reply on a post: the parent is set and the text starts with an @mention; both can be undone. */
export const ReplyToPost: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    const reply = await article(canvas, /Reply by Mark Mendoza/);
    await userEvent.click(within(reply).getByRole('button', { name: 'Reply to Mark Mendoza' }));
    const field = await replyBox(canvas);
    await expect(field).toHaveValue('@Mark Mendoza ');
    await expect(field).toHaveFocus();
    await expect(canvas.getByText(t.replyingTo('Mark Mendoza'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.replyToThread }));
    await expect(field).toHaveValue('');
    await expect(canvas.queryByText(t.replyingTo('Mark Mendoza'))).toBeNull();
    await userEvent.click(within(reply).getByRole('button', { name: 'Reply to Mark Mendoza' }));
    await userEvent.click(canvas.getByRole('button', { name: t.cancel }));
    await expect(field).toHaveValue('');
  },
};

/**
 * Reply on a post after an empty reply was refused: the @mention written into the box clears the
 * box's message, as typing would.
 */
export const ReplyToPostAfterRefusal: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    const field = await replyBox(canvas);
    await userEvent.type(field, '   ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const reply = await article(canvas, /Reply by Mark Mendoza/);
    await userEvent.click(within(reply).getByRole('button', { name: 'Reply to Mark Mendoza' }));
    await expect(field).toHaveValue('@Mark Mendoza ');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/** A posted reply: 'Reply posted successfully!', the thread refetched, the reply shown in place. */
export const ReplyPosted: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    const reply = await article(canvas, /Reply by Ana Torres/);
    await userEvent.click(within(reply).getByRole('button', { name: 'Reply to Ana Torres' }));
    await userEvent.type(await replyBox(canvas), 'typed <b>as text</b>');
    await userEvent.click(postButton(canvas));
    await expect(await toasts().findByText(m.replyPosted)).toBeVisible();
    const posted = await article(canvas, /Reply by Juan dela Cruz, level 3/);
    // The author answered is mentioned: their name links to them; the rest is text as typed.
    await expect(within(posted).getByRole('link', { name: '@Ana Torres' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\/\d+$/),
    );
    await expect(within(posted).getByText(/typed <b>as text<\/b>/)).toBeVisible();
    await expect(within(posted).getByText(/in reply to Ana Torres/)).toBeInTheDocument();
    await expect(await replyBox(canvas)).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 2, name: '5 Replies' })).toBeVisible();
  },
};

/**
 * Code in a reply: `inline` and a fenced block with its language, posted and shown in monospace
 * with its lines and indents as typed.
 */
export const ReplyWithCode: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    await userEvent.type(
      await replyBox(canvas),
      'Try `npm ci` first:\n```bash\nnpm run build\n  && npm test\n```\nThen tell us.',
    );
    await userEvent.click(postButton(canvas));
    await expect(await toasts().findByText(m.replyPosted)).toBeVisible();
    const posted = await article(canvas, /Reply by Juan dela Cruz/);
    await expect(within(posted).getByText('npm ci').tagName).toBe('CODE');
    const block = await waitFor(() => {
      const code = posted.querySelector('pre > code');
      if (!code) throw new globalThis.Error('no code block yet');
      return code;
    });
    await expect(block).toHaveClass('language-bash');
    await expect(block.textContent).toBe('npm run build\n  && npm test');
    await expect(within(posted).getByText('Then tell us.')).toBeVisible();
  },
};

/** The members list of the reply box (in a portal, outside the canvas). */
const mentionList = () =>
  within(document.body).findByRole('listbox', { name: mentionText.suggestions }, { timeout: 5000 });

/**
 * A mention: `@` and two letters list members (GET /search/autocomplete, type=users, after the
 * 300 ms pause); Enter takes the first, the reply is posted with the name as a link to them.
 */
export const MentionAMember: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    const field = await replyBox(canvas);
    await userEvent.type(field, 'Thanks @Mark M');
    const list = await mentionList();
    await expect(within(list).getByRole('option', { name: '@Mark Mendoza' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('Thanks @Mark Mendoza ');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('for this');
    await userEvent.click(postButton(canvas));
    await expect(await toasts().findByText(m.replyPosted)).toBeVisible();
    const posted = await article(canvas, /Reply by Juan dela Cruz/);
    await expect(within(posted).getByRole('link', { name: '@Mark Mendoza' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\/\d+$/),
    );
  },
};

/** Offline, the list says suggestions need a connection; what is typed goes on as text. */
export const MentionOffline: Story = {
  parameters: { session: 'user' },
  beforeEach: () => () => onlineManager.setOnline(true),
  play: async ({ canvas }) => {
    await title(canvas);
    const field = await replyBox(canvas);
    onlineManager.setOnline(false);
    await userEvent.type(field, 'cc @Mark');
    await expect(
      await within(document.body).findByRole('status', { name: mentionText.suggestions }),
    ).toHaveTextContent(mentionText.offline);
    await userEvent.type(field, ' and the rest');
    await expect(field).toHaveValue('cc @Mark and the rest');
  },
};

/** Post is disabled while the text is blank; Ctrl+Enter on blank text says 'Please enter a reply'. */
export const EmptyReply: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    await expect(postButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(await replyBox(canvas), '   ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    // The field's message joins the disabled Post button's hint, which says the same.
    await waitFor(() => expect(canvas.getAllByText(m.enterReply)).toHaveLength(2));
    await expect(await replyBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(await replyBox(canvas)).toHaveFocus();
  },
};

export const ReplyFails: Story = {
  parameters: {
    session: 'user',
    msw: { handlers: [scenarios.serverError('post', '/threads/{id}/posts')] },
  },
  play: async ({ canvas }) => {
    await title(canvas);
    await userEvent.type(await replyBox(canvas), 'This will fail');
    await userEvent.click(postButton(canvas));
    await expect(await toasts().findByText(m.replyFailed)).toBeVisible();
    // What was typed stays.
    await expect(await replyBox(canvas)).toHaveValue('This will fail');
  },
};

/**
 * A pasted reply over the contract's 20,000 characters is let in whole, counted, and refused by
 * the field with how much is over. Within the count but over once formatted (each `<` is sent
 * as `&lt;`), the server's refusal shows by the field too. What was pasted stays.
 */
export const ReplyTooLong: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    const field = await replyBox(canvas);
    const long = 'Mahaba. '.repeat(2501); // 20,008 characters
    await userEvent.click(field);
    await userEvent.paste(long);
    await expect(field).toHaveValue(long);
    await expect(canvas.getByText(formText.counter(20_008, 20_000))).toBeVisible();
    await userEvent.click(postButton(canvas));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(formMessages.tooLong(t.composerLabel, 8, 20_000)),
    );
    await expect(field).toHaveFocus();

    const markup = '<b>'.repeat(6000); // 18,000 typed, 30,000 once escaped
    await userEvent.clear(field);
    await userEvent.paste(markup);
    await userEvent.click(postButton(canvas));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('must not be greater than 20000 characters'),
      ),
    );
    await expect(field).toHaveValue(markup);
  },
};

/** A guest posts: the login modal opens; after logging in the reply is posted for them. */
export const GuestLogsInToPost: Story = {
  play: async ({ canvas }) => {
    await title(canvas);
    await userEvent.type(await replyBox(canvas), 'Posted after logging in');
    await userEvent.click(postButton(canvas));
    let dialog = await findPopup('dialog', { name: t.loginTitle }, { timeout: 5000 });
    await expect(within(dialog).getByRole('link', { name: a.forgotPasswordLink })).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: a.resendVerificationLink }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: a.signUpLink })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await popupClosed('dialog');
    await userEvent.click(postButton(canvas));
    dialog = await findPopup('dialog', { name: t.loginTitle }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'user@example.com');
    await userEvent.type(
      within(dialog).getByLabelText(/^Password/, { selector: 'input' }),
      'password',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: a.loginButton }));
    await expect(await toasts().findByText(m.loginSuccessful)).toBeVisible();
    await popupClosed('dialog');
    await expect(await canvas.findByText(m.canPostNow)).toBeVisible();
    // Sent once, after the login: the reply is in the list and the composer is empty (the
    // composer held the same text until then, so finding the text alone proves nothing).
    await expect(await toasts().findByText(m.replyPosted, {}, { timeout: 6000 })).toBeVisible();
    const posted = await article(canvas, /Reply by Juan dela Cruz/);
    await expect(within(posted).getByText('Posted after logging in')).toBeVisible();
    await expect(await replyBox(canvas)).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 2, name: '5 Replies' })).toBeVisible();
  },
};

/** A locked thread: the composer is replaced by a clear message, and replies offer no Reply. */
export const Locked: Story = {
  ...at('/threads/41', '41'),
  parameters: { ...at('/threads/41', '41').parameters, session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    await expect(canvas.getByText(t.locked)).toBeVisible();
    await expect(canvas.queryByLabelText(t.composerLabel, { selector: 'textarea' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Reply to/ })).toBeNull();
    await expect(canvas.getByText(/Locked/, { selector: 'span' })).toBeVisible();
  },
};

/** Its author sees their pending thread with a notice; no replies until it is approved. */
export const PendingAuthor: Story = {
  ...at('/threads/500', '500'),
  parameters: { ...at('/threads/500', '500').parameters, session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    await expect(canvas.getByText(t.pendingTitle)).toBeVisible();
    await expect(canvas.getByText(t.pendingAuthor)).toBeVisible();
    await expect(canvas.queryByLabelText(t.composerLabel, { selector: 'textarea' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: t.staffActions })).toBeNull();
  },
};

/** Pending thread 23 as a staff role, and its staff bar once the page and the bar are there. */
const pendingAs = (session: 'admin' | 'moderator') => ({
  ...at('/threads/23', '23'),
  parameters: { ...at('/threads/23', '23').parameters, session },
});
async function pendingStaffBar(canvas: Canvas) {
  await title(canvas);
  await expect(canvas.getByText(t.pendingStaff)).toBeVisible();
  return within(await canvas.findByRole('group', { name: t.staffActions }, { timeout: 5000 }));
}

/** An administrator sees a pending thread with Approve and Reject (with a reason). */
export const PendingStaff: Story = {
  ...pendingAs('admin'),
  play: async ({ canvas }) => {
    const staff = await pendingStaffBar(canvas);
    await expect(staff.getByRole('button', { name: t.approve })).toBeVisible();
    await userEvent.click(staff.getByRole('button', { name: t.reject }));
    const dialog = await findPopup('dialog', { name: t.rejectTitle }, { timeout: 5000 });
    const confirm = within(dialog).getByRole('button', { name: t.reject });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await userEvent.click(confirm);
    await expect(await toasts().findByText(/rejected/i)).toBeVisible();
    await expect(await canvas.findByText(t.rejected)).toBeVisible();
  },
};

/** Only administrators approve threads: a moderator's bar on a pending thread has no Approve or Reject. */
export const PendingModerator: Story = {
  ...pendingAs('moderator'),
  play: async ({ canvas }) => {
    const staff = await pendingStaffBar(canvas);
    await expect(staff.getByRole('button', { name: t.lock })).toBeVisible();
    await expect(staff.queryByRole('button', { name: t.approve })).toBeNull();
    await expect(staff.queryByRole('button', { name: t.reject })).toBeNull();
  },
};

/** Approving a pending thread. */
export const ApproveThread: Story = {
  ...PendingStaff,
  play: async ({ canvas }) => {
    await title(canvas);
    const staff = await canvas.findByRole('group', { name: t.staffActions }, { timeout: 5000 });
    await userEvent.click(within(staff).getByRole('button', { name: t.approve }));
    await expect(await toasts().findByText(/approved/i)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(t.pendingStaff)).toBeNull());
    // The composer loads as its own chunk once the thread is open to replies.
    await expect(
      await canvas.findByLabelText(t.composerLabel, { selector: 'textarea' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A moderator locks the thread, then unlocks it (while a call is on its way: ModeratorLockInFlight). */
export const ModeratorLocks: Story = {
  parameters: { session: 'moderator' },
  play: async ({ canvas }) => {
    await title(canvas);
    const staff = await canvas.findByRole('group', { name: t.staffActions }, { timeout: 5000 });
    await userEvent.click(within(staff).getByRole('button', { name: t.lock }));
    await expect(await canvas.findByText(t.locked)).toBeVisible();
    await expect(await toasts().findByText(/locked/i)).toBeVisible();
    await userEvent.click(await within(staff).findByRole('button', { name: t.unlock }));
    await expect(
      await canvas.findByLabelText(t.composerLabel, { selector: 'textarea' }),
    ).toBeVisible();
    // The composer is back at once (optimistic); every button waits until the unlock is done.
    const pin = within(staff).getByRole('button', { name: t.pin });
    await waitFor(() => expect(pin).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(pin);
    await expect(await within(staff).findByRole('button', { name: t.unpin })).toBeVisible();
  },
};

/**
 * While the lock is on its way the button says 'Locking...', keeps the keyboard focus and every
 * staff button waits (aria-disabled); the thread already reads as locked (optimistic).
 */
export const ModeratorLockInFlight: Story = {
  parameters: {
    session: 'moderator',
    msw: { handlers: [scenarios.slow('put', '/threads/id/{id}/lock', 'infinite')] },
  },
  play: async ({ canvas }) => {
    await title(canvas);
    const staff = await canvas.findByRole('group', { name: t.staffActions }, { timeout: 5000 });
    within(staff).getByRole('button', { name: t.lock }).focus();
    await userEvent.keyboard('{Enter}');
    const locking = await within(staff).findByRole('button', { name: t.locking });
    await expect(locking).toHaveAttribute('aria-busy', 'true');
    await expect(locking).toHaveFocus();
    for (const name of [t.pin, t.move])
      await expect(within(staff).getByRole('button', { name })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    await expect(await canvas.findByText(t.locked)).toBeVisible();
    await expect(canvas.queryByLabelText(t.composerLabel, { selector: 'textarea' })).toBeNull();
  },
};

/**
 * A failed staff action puts the previous state back and says so. Done with the keyboard: the
 * toggle stays one button through Locking... and back, so focus stays where the moderator was.
 */
export const StaffActionFails: Story = {
  parameters: {
    session: 'moderator',
    msw: { handlers: [scenarios.serverError('put', '/threads/id/{id}/lock')] },
  },
  play: async ({ canvas }) => {
    await title(canvas);
    const staff = await canvas.findByRole('group', { name: t.staffActions }, { timeout: 5000 });
    within(staff).getByRole('button', { name: t.lock }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await toasts().findByText(m.actionFailed('lock'))).toBeVisible();
    const lock = within(staff).getByRole('button', { name: t.lock });
    await expect(lock).toBeVisible();
    await waitFor(() => expect(lock).toHaveFocus());
    await expect(canvas.getByLabelText(t.composerLabel, { selector: 'textarea' })).toBeVisible();
  },
};

/** Staff see hidden replies, marked, with Unhide; they hide others with a reason. */
export const HiddenRepliesStaff: Story = {
  ...at('/threads/38', '38'),
  parameters: { ...at('/threads/38', '38').parameters, session: 'moderator' },
  play: async ({ canvas }) => {
    await title(canvas);
    const list = await replyList(canvas);
    const hidden = within(list).getByText(t.hiddenHint).closest('article')!;
    // Staff controls come with the staff layer's chunk.
    await expect(
      await within(hidden).findByRole('button', { name: t.unhide }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '5 Replies' })).toBeVisible();
    const first = within(list).getAllByRole('article')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: t.hide }));
    const dialog = await findPopup('dialog', { name: t.hideTitle }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: t.hide }));
    await expect(await toasts().findByText(/hidden/i)).toBeVisible();
    await waitFor(() => expect(within(list).getAllByText(t.hiddenHint)).toHaveLength(2));
  },
};

/** Everyone else never sees a hidden reply. */
export const HiddenRepliesGuest: Story = {
  ...at('/threads/38', '38'),
  play: async ({ canvas }) => {
    await title(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: '4 Replies' })).toBeVisible();
    await expect(canvas.queryByText(t.hiddenHint)).toBeNull();
    await expect(canvas.queryByRole('button', { name: t.hide })).toBeNull();
  },
};

/** An admin moves the thread with a picker of approved categories. */
export const AdminMoves: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvas }) => {
    await title(canvas);
    const staff = await canvas.findByRole('group', { name: t.staffActions }, { timeout: 5000 });
    await userEvent.click(within(staff).getByRole('button', { name: t.move }));
    const dialog = await findPopup('dialog', { name: t.moveTitle }, { timeout: 5000 });
    const picker = await within(dialog).findByRole('combobox', { name: /Category/ });
    // Focus goes to the picker once the categories arrive.
    await waitFor(() => expect(picker).toHaveFocus());
    await userEvent.click(picker);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Gaming' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.move }));
    await expect(await toasts().findByText(/moved/i)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Gaming' })).toBeVisible();
  },
};

/**
 * The move dialog's categories fail to load: the spec's message, and Retry (focused, so Enter
 * retries) loads them; focus then goes to the picker.
 */
export const AdminMoveCategoriesFail: Story = {
  parameters: {
    session: 'admin',
    msw: { handlers: [scenarios.serverError('get', '/categories', { once: true })] },
  },
  play: async ({ canvas }) => {
    await title(canvas);
    const staff = await canvas.findByRole('group', { name: t.staffActions }, { timeout: 5000 });
    await userEvent.click(within(staff).getByRole('button', { name: t.move }));
    const dialog = await findPopup('dialog', { name: t.moveTitle }, { timeout: 5000 });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.categoriesFailed);
    const retry = within(dialog).getByRole('button', { name: t.retry });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const picker = await within(dialog).findByRole('combobox', { name: /Category/ });
    await waitFor(() => expect(picker).toHaveFocus());
    await expect(picker).not.toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/** The thread's author sees it like any member (no staff actions), and can reply. */
export const Author: Story = {
  ...at('/threads/25', '25'),
  parameters: { ...at('/threads/25', '25').parameters, session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    await expect(canvas.getByText(t.postedBy, { exact: false })).toHaveTextContent(
      'Juan dela Cruz',
    );
    await expect(canvas.queryByRole('group', { name: t.staffActions })).toBeNull();
    await expect(await replyBox(canvas)).toBeVisible();
  },
};

/** A deep link to a reply hidden behind 'Show N more' opens it, scrolls to it and focuses it. */
export const DeepLinkBehindShowMore: Story = {
  parameters: {
    router: {
      route: `/threads/9000#post-${replyIdBy(NESTED, 'Gio')}`,
      path: '/threads/:idOrSlug',
    },
    msw: { handlers: serveThread(NESTED) },
  },
  args: { idOrSlug: '9000' },
  play: async ({ canvas }) => {
    const target = await article(canvas, /Reply by Gio, level 3/);
    await waitFor(() => expect(target).toHaveFocus());
    await expect(target).toHaveAttribute('id', `post-${replyIdBy(NESTED, 'Gio')}`);
    await expect(canvas.getByRole('button', { name: t.showLess })).toBeVisible();
  },
};

/** A link to the first post (a search result) lands on the thread's body, which takes focus. */
export const DeepLinkToFirstPost: Story = {
  parameters: {
    router: { route: `/threads/9000#post-${NESTED.first_post_id}`, path: '/threads/:idOrSlug' },
    msw: { handlers: serveThread(NESTED) },
  },
  args: { idOrSlug: '9000' },
  play: async ({ canvas }) => {
    const body = await canvas.findByRole('article', { name: NESTED.title });
    await waitFor(() => expect(body).toHaveFocus());
    await expect(body).toHaveAttribute('id', `post-${NESTED.first_post_id}`);
  },
};

const FIRST_REPLY = fixturePost('Leo Castillo', '<p>First!</p>');
const LATE_REPLY = fixturePost('Mark Reyes', '<p>A reply that came later.</p>');

/** New replies arrive while reading: a floating 'N new replies' bar; choosing it loads them. */
export const NewReplies: Story = {
  args: { idOrSlug: '9000', newRepliesInterval: 300 },
  parameters: {
    router: { route: '/threads/9000', path: '/threads/:idOrSlug' },
    msw: {
      handlers: serveGrowingThread(
        fixtureThread({}, [FIRST_REPLY]),
        fixtureThread({}, [FIRST_REPLY, LATE_REPLY]),
      ),
    },
  },
  play: async ({ canvas }) => {
    await title(canvas);
    await expect(canvas.queryByText(/came later/)).toBeNull();
    const bar = await canvas.findByRole('button', { name: t.newReplies(1) }, { timeout: 5000 });
    await expect(bar.closest('[role="status"]')).not.toBeNull();
    await userEvent.click(bar);
    await expect(await canvas.findByText('A reply that came later.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /new repl/ })).toBeNull());
    await expect(canvas.getByRole('heading', { level: 2, name: '2 Replies' })).toBeVisible();
  },
};

const revalidated = { notModified: 0 };

/**
 * A server that offers ETags: each check sends If-None-Match and an unchanged thread answers an
 * empty 304, which keeps the count (no bar); once a reply arrives, the bar shows it.
 */
export const NewRepliesRevalidated: Story = {
  args: { idOrSlug: '9000', newRepliesInterval: 300 },
  parameters: {
    router: { route: '/threads/9000', path: '/threads/:idOrSlug' },
    msw: {
      handlers: serveRevalidatedThread(
        fixtureThread({}, [FIRST_REPLY]),
        fixtureThread({}, [FIRST_REPLY, LATE_REPLY]),
        2,
        revalidated,
      ),
    },
  },
  beforeEach: () => {
    revalidated.notModified = 0;
  },
  play: async ({ canvas }) => {
    await title(canvas);
    await waitFor(() => expect(revalidated.notModified).toBeGreaterThanOrEqual(1), {
      timeout: 5000,
    });
    await expect(canvas.queryByRole('button', { name: /new repl/ })).toBeNull();
    const bar = await canvas.findByRole('button', { name: t.newReplies(1) }, { timeout: 5000 });
    await expect(revalidated.notModified).toBe(2);
    await userEvent.click(bar);
    await expect(await canvas.findByText('A reply that came later.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2 Replies' })).toBeVisible();
  },
};

/** j/k move between replies, l likes, r replies, ? lists them; typing in a field is left alone. */
export const KeyboardShortcuts: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await title(canvas);
    await userEvent.click(await replyBox(canvas));
    await userEvent.keyboard('j');
    await expect(await replyBox(canvas)).toHaveValue('j');
    await userEvent.clear(await replyBox(canvas));
    (document.activeElement as HTMLElement).blur();

    await userEvent.keyboard('j');
    const first = await article(canvas, /Reply by Miguel Mendoza/);
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('j');
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: /Mark Mendoza/ })).toHaveFocus(),
    );
    await userEvent.keyboard('k');
    await waitFor(() => expect(first).toHaveFocus());
    const like = within(first).getByRole('button', { name: /Like the reply/ });
    const before = countOf(like);
    await userEvent.keyboard('l');
    await waitFor(() =>
      expect(countOf(within(first).getByRole('button', { name: /Unlike the reply/ }))).toBe(
        before + 1,
      ),
    );
    await userEvent.keyboard('r');
    await waitFor(async () => expect(await replyBox(canvas)).toHaveFocus());
    await expect(await replyBox(canvas)).toHaveValue('@Miguel Mendoza ');

    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('?');
    const help = await findPopup('dialog', { name: t.shortcuts }, { timeout: 5000 });
    for (const text of Object.values(t.shortcutHelp))
      await expect(within(help).getByText(text)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await popupClosed('dialog');
  },
};

/** Selecting text in a reply offers 'Quote', which puts it in the composer with its author. */
export const QuoteSelectedText: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    const reply = await article(canvas, /Reply by Miguel Mendoza/);
    await replyBox(canvas);
    const paragraph = reply.querySelector('[data-reply-content] p')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    const quote = await canvas.findByRole('button', { name: t.quoteFrom('Miguel Mendoza') });
    await userEvent.click(quote);
    const field = await replyBox(canvas);
    await expect(field).toHaveFocus();
    await expect((field as HTMLTextAreaElement).value).toBe(
      `Miguel Mendoza wrote:\n> ${paragraph.textContent?.trim()}\n\n`,
    );
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Quote / })).toBeNull());
  },
};

/** The 2,000-reply thread: only rows near the viewport are in the DOM. */
export const LongThread: Story = {
  args: { idOrSlug: '1' },
  parameters: {
    router: { route: '/threads/1', path: '/threads/:idOrSlug' },
    // The page is 2,000 replies tall: a snapshot of the whole page is past any screenshot's
    // size, so it is the viewport, where the story ends (the last reply).
    chromatic: { cropToViewport: true },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await title(canvas)).toHaveTextContent('The Budget PC Build Megathread 2026');
    await expect(canvas.getByRole('heading', { level: 2, name: '2,000 Replies' })).toBeVisible();
    const list = await replyList(canvas);
    const rendered = within(list).getAllByRole('listitem').length;
    await expect(rendered).toBeGreaterThan(3);
    await expect(rendered).toBeLessThan(80);
    // 'Reply N of M', with a jump to the last reply (it is far below, and rendered on demand).
    const position = await canvas.findByRole('group', { name: t.positionLabel });
    await expect(within(position).getByText('Reply 1 of 2,000')).toBeVisible();
    await userEvent.click(within(position).getByRole('button', { name: t.jumpToEnd }));
    await waitFor(() => expect(canvasElement.querySelector('#post-2001')).not.toBeNull(), {
      timeout: 5000,
    });
    await waitFor(() =>
      expect(within(position).getByText(/of 2,000$/).textContent).not.toBe('Reply 1 of 2,000'),
    );
    // The last reply is on screen, whole (focus stays on the button, to jump again).
    await waitFor(() => {
      const last = canvasElement.querySelector<HTMLElement>('#post-2001')!;
      const { top, bottom } = last.getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await expect(within(position).getByRole('slider', { name: t.jumpTo })).toBeVisible();
  },
};

const HOSTILE =
  '<p>Hello <img src=x onerror="alert(1)"><a href="javascript:alert(2)">click</a></p>' +
  '<script>alert(3)</script><iframe src="javascript:alert(4)"></iframe>';

/** Hostile HTML in the thread and a reply shows as harmless text and markup. */
export const HostileHtmlInert: Story = {
  parameters: {
    msw: {
      handlers: serveThread(fixtureThread({ content: HOSTILE }, [fixturePost('Mallory', HOSTILE)])),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await title(canvas);
    await expect(canvas.getAllByText('click')).toHaveLength(2);
    await expect(
      canvasElement.querySelector('script, iframe, [onerror], [href^="javascript"]'),
    ).toBeNull();
  },
};

const LONG_TITLE =
  'Paano mag-overclock ng Ryzen 7 7800X3D nang hindi nasisira ang motherboard — 新しいグラフィックカードの比較 🎮🔥 Supercalifragilisticexpialidocious_configuration_file_name.yaml';

export const LongUnicodeContent: Story = {
  parameters: {
    msw: {
      handlers: serveThread(
        fixtureThread(
          {
            title: LONG_TITLE,
            content: `<p>${'Mahabang talata tungkol sa mga GPU. '.repeat(30)}</p><p>مرحبا بالجميع 🇵🇭</p>`,
            category: null,
            author: null,
          },
          [
            fixturePost(
              'José Rizal Mercado y Alonso Realonda',
              '<p>한국어 키보드 설정 방법 ✨</p>',
            ),
          ],
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    const heading = await title(canvas);
    await expect(heading).toHaveTextContent(LONG_TITLE);
    await expect(canvas.getByText(t.general)).toBeVisible();
    await expect(canvas.getByText(t.postedBy, { exact: false })).toHaveTextContent(
      `${t.postedBy} ${t.anonymous}`,
    );
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

export const Mobile: Story = {
  parameters: { session: 'user' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = await title(canvas);
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const list = await replyList(canvas);
    for (const item of within(list).getAllByRole('article'))
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(await replyBox(canvas)).toBeVisible();
  },
};
