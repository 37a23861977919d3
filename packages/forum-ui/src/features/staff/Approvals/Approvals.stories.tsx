import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { approvalsMessages as m, approvalsText as t } from './messages.ts';
import { toasts, type Canvas, findPopup, popupClosed } from '../../../test/queries.ts';
import { ApprovalsScreen } from './ApprovalsScreen.tsx';

const meta = {
  title: 'Screens/Staff/Approvals',
  component: ApprovalsScreen,
  parameters: {
    router: { route: '/UserProfile?tab=approvals', path: '/UserProfile' },
    session: 'admin',
  },
} satisfies Meta<typeof ApprovalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const API = '*/api/v1';
const CREATED = '2026-11-20T09:30:00Z';
const LONG_TITLE = `Bakit mabagal ang laptop ko pagkatapos ng update? ${'Napakabagal talaga kapag maraming tab. '.repeat(4)}💻`;

const pageOf = (data: unknown[], total = data.length, lastPage = 1) => ({
  data,
  meta: { current_page: 1, last_page: lastPage, per_page: 10, total, from: 1, to: data.length },
});

const thread = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'thread',
  status: 'pending',
  is_approved: false,
  title,
  author: { id: 40 + id, name: 'Maria Clara “Ñiña” Santos-Ybañez' },
  category: { id: 3, slug: 'hardware', title: 'Hardware' },
  reply_count: 2,
  created_at: CREATED,
  ...extra,
});

const userItem = (id: number, name: string, bio: string | null) => ({
  id,
  type: 'user',
  status: 'pending',
  is_approved: false,
  name,
  email: `user${id}@example.com`,
  username: `user_${id}`,
  role: 'user',
  created_at: CREATED,
  content: { name, email: `user${id}@example.com`, username: `user_${id}`, role: 'user', bio },
});

const categoryItem = {
  id: 77,
  type: 'category',
  status: 'pending',
  is_approved: false,
  title: 'Mga Drone at RC 🚁',
  slug: 'mga-drone-at-rc',
  created_at: CREATED,
  content: {
    title: 'Mga Drone at RC 🚁',
    slug: 'mga-drone-at-rc',
    description: 'Lahat tungkol sa drones, FPV at remote-control na laruan.',
    parent: { id: 3, slug: 'hardware', title: 'Hardware' },
    color: '#10b981',
  },
};

const threadsQueue = (data: unknown[], total?: number, lastPage?: number) =>
  http.get(`${API}/threads/pending-approval`, () =>
    HttpResponse.json(pageOf(data, total, lastPage)),
  );
const usersQueue = (data: unknown[]) =>
  http.get(`${API}/admin/users/pending`, () => HttpResponse.json(pageOf(data)));
const categoriesQueue = (data: unknown[]) =>
  http.get(`${API}/admin/categories/pending`, () => HttpResponse.json(pageOf(data)));

const fixedQueues = [
  threadsQueue([
    thread(901, 'Best SSD under ₱5,000?'),
    thread(902, LONG_TITLE, { reply_count: 1234 }),
  ]),
  categoriesQueue([categoryItem]),
  usersQueue([userItem(61, '李小龍', 'Mahilig sa mechanical keyboards ⌨️')]),
];

const subTabs = (canvas: Canvas) => canvas.findByRole('tablist', { name: t.subTabs });
const card = (canvas: Canvas, type: 'Thread' | 'User' | 'Category', label: string) =>
  canvas.findByRole('article', { name: `${type}: ${label}` }, { timeout: 5000 });

/** An admin's Thread Approvals from the mock backend: pending threads, oldest first, 10 a page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const tabs = within(await subTabs(canvas));
    await expect(await tabs.findByRole('tab', { name: /^Thread Approvals \d+$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tabs.getByRole('tab', { name: /^User Registrations/ })).toBeVisible();
    const list = await canvas.findByRole('list', { name: t.threads });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(10);
    const first = within(cards[0]!);
    await expect(first.getByText(t.status.pending)).toBeVisible();
    await expect(first.getByText(t.author)).toBeVisible();
    await expect(first.getByText(t.replies)).toBeVisible();
    await expect(first.getByRole('button', { name: /^Approve “/ })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Request changes to “/ })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Reject “/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t.pager(t.threads) })).toBeVisible();
  },
};

/** Every field of each type: thread, category (admins, in Thread Approvals) and long unicode. */
export const FieldsAndUnicode: Story = {
  parameters: { msw: { handlers: fixedQueues } },
  play: async ({ canvas }) => {
    const long = within(await card(canvas, 'Thread', LONG_TITLE));
    await expect(long.getByText('Maria Clara “Ñiña” Santos-Ybañez')).toBeVisible();
    await expect(long.getByText('Hardware')).toBeVisible();
    await expect(long.getByText('1,234')).toBeVisible();
    const category = within(await card(canvas, 'Category', 'Mga Drone at RC 🚁'));
    await expect(canvas.getByRole('heading', { name: t.categories })).toBeVisible();
    await expect(category.getByText('mga-drone-at-rc')).toBeVisible();
    await expect(category.getByText(/^Lahat tungkol sa drones/)).toBeVisible();
    await expect(category.getByText('Hardware')).toBeVisible();
    await expect(category.getByText('#10b981')).toBeVisible();
    await expect(
      within(await subTabs(canvas)).getByRole('tab', { name: 'Thread Approvals 3' }),
    ).toBeVisible();
  },
};

/** User Registrations (admins): name, email, username, role and bio. */
export const UserRegistrations: Story = {
  parameters: {
    router: { route: '/UserProfile?tab=approvals&view=users', path: '/UserProfile' },
    msw: { handlers: fixedQueues },
  },
  play: async ({ canvas }) => {
    await expect(
      await within(await subTabs(canvas)).findByRole('tab', { name: 'User Registrations 1' }),
    ).toHaveAttribute('aria-selected', 'true');
    const user = within(await card(canvas, 'User', '李小龍'));
    await expect(user.getByText('user61@example.com')).toBeVisible();
    await expect(user.getByText('user_61')).toBeVisible();
    await expect(user.getByText('User', { selector: '[data-role]' })).toBeVisible();
    await expect(user.getByText('Mahilig sa mechanical keyboards ⌨️')).toBeVisible();
  },
};

/** The seeded pending users, through the stateful mock; switching sub-tab keeps it in the URL. */
export const SwitchToUsers: Story = {
  play: async ({ canvas }) => {
    const strip = await subTabs(canvas);
    const tabs = within(strip);
    const users = await tabs.findByRole('tab', { name: /^User Registrations/ });
    await userEvent.click(users);
    const list = await canvas.findByRole('list', { name: t.users });
    // On a phone the strip scrolls sideways; the chosen tab stays whole in view once its count is in.
    await waitFor(() => expect(users).toHaveAccessibleName(/^User Registrations \d/));
    const stripBox = strip.getBoundingClientRect();
    const usersBox = users.getBoundingClientRect();
    await expect(usersBox.left).toBeGreaterThanOrEqual(stripBox.left - 1);
    await expect(usersBox.right).toBeLessThanOrEqual(stripBox.right + 1);
    await expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(t.status.pending).length).toBeGreaterThan(0);
  },
};

/** Requests the moderator's tab made to the approval queues (it should make none). */
const queueRequests: string[] = [];
const recordQueues = [
  'threads/pending-approval',
  'admin/users/pending',
  'admin/categories/pending',
].map((path) =>
  http.get(`${API}/${path}`, ({ request }) => {
    queueRequests.push(new URL(request.url).pathname);
    return HttpResponse.json(pageOf([]));
  }),
);

/**
 * Moderators: approvals are the administrators' (issue 18.3; every approval call is an admin
 * call), so the tab says so, fetches no queue, and leads to Moderation, where moderators decide
 * reported content. No queue, no User Registrations, no categories.
 */
export const Moderator: Story = {
  parameters: { session: 'moderator', msw: { handlers: recordQueues } },
  play: async ({ canvas }) => {
    queueRequests.length = 0;
    await expect(await canvas.findByRole('heading', { name: t.adminsDecide })).toBeVisible();
    await expect(canvas.getByText(t.adminsDecideHint)).toBeVisible();
    const toModeration = canvas.getByRole('link', { name: t.toModeration });
    await expect(toModeration).toHaveAttribute('href', '/UserProfile?tab=moderation');
    await expect(canvas.queryByRole('tablist', { name: t.subTabs })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: /User Registrations/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t.categories })).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    // Keyboard alone: the way on is one Tab away.
    await userEvent.tab();
    await expect(toModeration).toHaveFocus();
    await expect(queueRequests).toEqual([]);
  },
};

/** Items already decided show their badge and no actions. */
export const DoneItems: Story = {
  parameters: {
    msw: {
      handlers: [
        threadsQueue([
          thread(903, 'Approved already', { status: 'approved', is_approved: true }),
          thread(904, 'Still waiting'),
        ]),
        categoriesQueue([]),
        usersQueue([]),
      ],
    },
  },
  play: async ({ canvas }) => {
    const done = within(await card(canvas, 'Thread', 'Approved already'));
    await expect(done.getByText(t.status.approved)).toBeVisible();
    await expect(done.queryByRole('button')).toBeNull();
    await expect(done.queryByRole('checkbox')).toBeNull();
    const waiting = within(await card(canvas, 'Thread', 'Still waiting'));
    await expect(waiting.getByRole('button', { name: t.approveOf('Still waiting') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [scenarios.slow('get', '/threads/pending-approval', 'infinite')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(t.loading);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.empty('get', '/threads/pending-approval'),
        scenarios.empty('get', '/admin/categories/pending'),
        scenarios.empty('get', '/admin/users/pending'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: m.empty })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(
      within(await subTabs(canvas)).getByRole('tab', { name: 'Thread Approvals 0' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/threads/pending-approval')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.loadFailed, {}, { timeout: 10000 })).toBeVisible();
    await expect(await toasts().findByText(m.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again|retry/i })).toBeVisible();
  },
};

/** Approve through the stateful mock: the badge turns Approved at once, then the item leaves. */
export const Approve: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: t.threads });
    const first = within(list).getAllByRole('article')[0]!;
    const label = within(first).getByRole('heading').textContent!;
    await userEvent.click(within(first).getByRole('button', { name: t.approveOf(label) }));
    await expect(await toasts().findByText(m.approved(label))).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: `Thread: ${label}` })).toBeNull(),
    );
  },
};

/**
 * Keyboard alone down the queue: Enter on Approve decides the first card, and focus moves on to
 * the next card's Approve instead of falling to the page, so Enter again decides that one.
 */
export const ApproveByKeyboard: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: t.threads });
    const [first, second] = within(list).getAllByRole('article');
    const label = within(first!).getByRole('heading').textContent!;
    const next = within(second!).getByRole('heading').textContent!;
    within(first!)
      .getByRole('button', { name: t.approveOf(label) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await toasts().findByText(m.approved(label))).toBeVisible();
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: t.approveOf(next) })[0]).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await toasts().findByText(m.approved(next))).toBeVisible();
  },
};

/** While the approval is in flight the card reads Approved and offers nothing else. */
export const Approving: Story = {
  parameters: {
    msw: {
      handlers: [
        ...fixedQueues,
        http.put(`${API}/threads/id/:id/approve`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const item = within(await card(canvas, 'Thread', 'Best SSD under ₱5,000?'));
    await userEvent.click(
      item.getByRole('button', { name: t.approveOf('Best SSD under ₱5,000?') }),
    );
    await expect(await item.findByText(t.status.approved)).toBeVisible();
    await expect(item.queryByRole('button', { name: /Reject/ })).toBeNull();
  },
};

/** A failed approval: the item is Pending again with its actions, and the toast says so. */
export const ApproveFails: Story = {
  parameters: {
    msw: { handlers: [...fixedQueues, scenarios.serverError('put', '/threads/id/{id}/approve')] },
  },
  play: async ({ canvas }) => {
    const item = within(await card(canvas, 'Thread', 'Best SSD under ₱5,000?'));
    await userEvent.click(
      item.getByRole('button', { name: t.approveOf('Best SSD under ₱5,000?') }),
    );
    await expect(await toasts().findByText(m.processFailed)).toBeVisible();
    await expect(await item.findByText(t.status.pending)).toBeVisible();
    const approve = () => item.getByRole('button', { name: t.approveOf('Best SSD under ₱5,000?') });
    await waitFor(() => expect(approve()).not.toHaveAttribute('aria-disabled'));
    // Focus is back on the item's Approve, to try again, however fast the failure came.
    await waitFor(() => expect(approve()).toHaveFocus());
  },
};

/** An item someone else already decided: 'Approval not found'. */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: [...fixedQueues, scenarios.notFound('put', '/threads/id/{id}/approve')] },
  },
  play: async ({ canvas }) => {
    const item = within(await card(canvas, 'Thread', 'Best SSD under ₱5,000?'));
    await userEvent.click(
      item.getByRole('button', { name: t.approveOf('Best SSD under ₱5,000?') }),
    );
    await expect(await toasts().findByText(m.notFound)).toBeVisible();
    await waitFor(() =>
      expect(
        item.getByRole('button', { name: t.approveOf('Best SSD under ₱5,000?') }),
      ).toHaveFocus(),
    );
  },
};

/** The reasons the reject handler of RequestChanges received. */
const sentReasons: string[] = [];

/** Request Changes: Submit is disabled while blank; the reason goes out with its prefix. */
export const RequestChanges: Story = {
  parameters: {
    msw: {
      handlers: [
        ...fixedQueues,
        http.put(`${API}/threads/id/:id/reject`, async ({ request }) => {
          const { reason } = (await request.json()) as { reason: string };
          sentReasons.push(reason);
          return HttpResponse.json({ message: `Thread rejected: ${reason}` });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    sentReasons.length = 0;
    const item = within(await card(canvas, 'Thread', 'Best SSD under ₱5,000?'));
    await userEvent.click(
      item.getByRole('button', { name: t.requestChangesOf('Best SSD under ₱5,000?') }),
    );
    const dialog = within(
      await findPopup('dialog', {
        name: t.changesTitle('Best SSD under ₱5,000?'),
      }),
    );
    const submit = dialog.getByRole('button', { name: t.submit });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason\/Feedback/ }), '   ');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason\/Feedback/ }), 'Add prices');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit);
    await expect(
      await toasts().findByText(m.changesRequested('Best SSD under ₱5,000?')),
    ).toBeVisible();
    await popupClosed('dialog');
    await expect(sentReasons).toEqual(['Changes requested: Add prices']);
  },
};

/** Reject by keyboard alone: Escape closes the dialog and focus returns to Reject. */
export const RejectByKeyboard: Story = {
  parameters: { msw: { handlers: fixedQueues } },
  play: async ({ canvas }) => {
    const label = 'Best SSD under ₱5,000?';
    const item = within(await card(canvas, 'Thread', label));
    const reject = item.getByRole('button', { name: t.rejectOf(label) });
    reject.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findPopup('dialog', { name: t.rejectTitle(label) });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Reason\/Feedback/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await popupClosed('dialog');
    await waitFor(() => expect(reject).toHaveFocus());
  },
};

/** A failed reject keeps the dialog open with the reason, and says so. */
export const RejectFails: Story = {
  parameters: {
    msw: { handlers: [...fixedQueues, scenarios.serverError('put', '/threads/id/{id}/reject')] },
  },
  play: async ({ canvas }) => {
    const label = 'Best SSD under ₱5,000?';
    await userEvent.click(
      within(await card(canvas, 'Thread', label)).getByRole('button', { name: t.rejectOf(label) }),
    );
    const dialog = within(await findPopup('dialog', { name: t.rejectTitle(label) }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason\/Feedback/ }), 'Spam');
    await userEvent.click(dialog.getByRole('button', { name: t.submit }));
    await expect(await toasts().findByText(m.processFailed)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Reason\/Feedback/ })).toHaveValue('Spam');
  },
};

/** Several approved together: a summary of what succeeded and what failed (and why). */
export const ApproveSelected: Story = {
  parameters: {
    msw: {
      handlers: [
        ...fixedQueues,
        http.put(`${API}/threads/id/:id/approve`, ({ params }) =>
          params.id === '902'
            ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
            : HttpResponse.json({ message: 'Thread approved successfully.' }),
        ),
        http.put(`${API}/categories/id/:id/approve`, () =>
          HttpResponse.json({ message: 'Not found' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await card(canvas, 'Thread', 'Best SSD under ₱5,000?');
    const approveSelected = canvas.getByRole('button', { name: t.approveSelected(0) });
    await expect(approveSelected).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: t.selectAll }));
    await expect(canvas.getByText(t.selected(3))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: t.select('Mga Drone at RC 🚁') }));
    await expect(canvas.getByRole('checkbox', { name: t.selectAll })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: t.select('Mga Drone at RC 🚁') }));
    await userEvent.click(canvas.getByRole('button', { name: t.approveSelected(3) }));
    const summary = within(await canvas.findByRole('region', { name: t.summaryTitle }));
    await expect(summary.getByText(t.summary(1, 3))).toBeVisible();
    await expect(summary.getByText(t.failedItem(LONG_TITLE, m.processFailed))).toBeVisible();
    await expect(summary.getByText(t.failedItem('Mga Drone at RC 🚁', m.notFound))).toBeVisible();
    await userEvent.click(summary.getByRole('button', { name: t.dismiss }));
    await expect(canvas.queryByRole('region', { name: t.summaryTitle })).toBeNull();
  },
};

/** While a reject is sent, Submit is busy and says so; the card reads Rejected at once. */
export const RejectSending: Story = {
  parameters: {
    msw: {
      handlers: [
        ...fixedQueues,
        http.put(`${API}/threads/id/:id/reject`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const label = 'Best SSD under ₱5,000?';
    const item = within(await card(canvas, 'Thread', label));
    await userEvent.click(item.getByRole('button', { name: t.rejectOf(label) }));
    const dialog = within(await findPopup('dialog', { name: t.rejectTitle(label) }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason\/Feedback/ }), 'Duplicate');
    await userEvent.click(dialog.getByRole('button', { name: t.submit }));
    await expect(await dialog.findByRole('button', { name: t.sending })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Behind the dialog the card already reads Rejected, with no actions left.
    await expect(item.getByText(t.status.rejected)).toBeInTheDocument();
    await expect(item.queryByRole('button', { name: t.rejectOf(label), hidden: true })).toBeNull();
  },
};

/** While a selection is approved, its button is busy and the selection cannot change. */
export const ApprovingSelected: Story = {
  parameters: {
    msw: {
      handlers: [
        ...fixedQueues,
        http.put(`${API}/threads/id/:id/approve`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await card(canvas, 'Thread', 'Best SSD under ₱5,000?');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t.select('Best SSD under ₱5,000?') }),
    );
    await expect(canvas.getByText(t.selected(1))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.approveSelected(1) }));
    await expect(await canvas.findByRole('button', { name: t.approvingSelected })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: t.selectAll })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: t.select(LONG_TITLE) })).toBeDisabled();
  },
};

/** The category queue fails while threads load: threads stay, the failure is said where categories would be. */
export const CategoriesError: Story = {
  parameters: {
    msw: {
      handlers: [
        threadsQueue([thread(901, 'Best SSD under ₱5,000?')]),
        usersQueue([]),
        scenarios.serverError('get', '/admin/categories/pending'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await card(canvas, 'Thread', 'Best SSD under ₱5,000?');
    await expect(await canvas.findByText(m.loadFailed, {}, { timeout: 10000 })).toBeVisible();
    await expect(await toasts().findByText(m.loadFailed)).toBeVisible();
  },
};

/** User Registrations with nobody waiting. */
export const NoRegistrations: Story = {
  parameters: {
    router: { route: '/UserProfile?tab=approvals&view=users', path: '/UserProfile' },
    msw: { handlers: [...fixedQueues.slice(0, 2), usersQueue([])] },
  },
  play: async ({ canvas }) => {
    await expect(
      await within(await subTabs(canvas)).findByRole('tab', { name: 'User Registrations 0' }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('heading', { name: m.empty })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...FieldsAndUnicode,
  globals: { viewport: { value: 'mobile' } },
};

export const MobileModerator: Story = {
  ...Moderator,
  globals: { viewport: { value: 'mobile' } },
};
