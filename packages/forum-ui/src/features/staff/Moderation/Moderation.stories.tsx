import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { moderationMessages as m, moderationText as t } from './messages.ts';
import { toasts, type Canvas, findPopup, popupClosed } from '../../../test/queries.ts';
import { UserProfileScreen } from '../../profile/index.ts';
import { ModerationScreen } from './ModerationScreen.tsx';

const meta = {
  title: 'Screens/Staff/Moderation',
  component: ModerationScreen,
  parameters: {
    router: { route: '/UserProfile?tab=moderation', path: '/UserProfile' },
    session: 'moderator',
  },
} satisfies Meta<typeof ModerationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = (search: string) => ({
  router: { route: `/UserProfile?tab=moderation${search}`, path: '/UserProfile' },
});

const reportList = (canvas: Canvas) =>
  canvas.findByRole('list', { name: t.reportList }, { timeout: 5000 });
const card = (canvas: Canvas, id: number) => canvas.getByRole('article', { name: t.reportOf(id) });
const reportsTab = (canvas: Canvas) => canvas.getByRole('tab', { name: /^Reported Content/ });
const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name });

const LONG = `Ang “pinakamurang” GPU na ito ay scam — ${'Huwag bumili dito, hindi dumating ang order ko at walang sagot ang seller. '.repeat(5)}😡 李小龍`;

/** A page of reports as GET /moderator/reported-content answers it. */
const reportsPage = (data: unknown[]) =>
  http.get('*/api/v1/moderator/reported-content', () =>
    HttpResponse.json({
      data,
      meta: {
        current_page: 1,
        last_page: 1,
        per_page: 10,
        total: data.length,
        from: 1,
        to: data.length,
      },
    }),
  );

const unicodeReports = reportsPage([
  {
    id: 101,
    type: 'post',
    content_type: 'post',
    content_id: 5001,
    status: 'pending',
    reason: null,
    reporter: null,
    content: {
      id: 5001,
      title: `Bakit mabagal ang laptop ko pagkatapos ng update? ${'Tulong po! '.repeat(8)}`,
      content: `<p>${LONG}</p>`,
      user: { id: 40, name: 'Maria Clara “Ñiña” de los Santos-Ybañez' },
      category: null,
      created_at: '2026-11-20T10:00:00Z',
    },
    created_at: '2026-11-21T10:00:00Z',
  },
  {
    id: 102,
    type: 'thread',
    content_type: 'thread',
    content_id: 77,
    status: 'resolved',
    reason: 'copyright',
    reporter: { id: 41, name: 'Zoë Ångström' },
    content: null,
    created_at: '2026-11-20T09:00:00Z',
  },
]);

/** The reports from the mock backend, newest first, 10 a page; the tab counts pending ones. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await reportList(canvas);
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    // 18 of the 30 seeded reports are pending.
    await waitFor(() => expect(reportsTab(canvas)).toHaveAccessibleName('Reported Content 18'));
    const pending = card(canvas, 1);
    expect(within(pending).getByText(t.statuses.pending!)).toBeVisible();
    const actions = within(pending).getByRole('group', { name: t.actionsOf(1) });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([t.approve, t.warn, t.delete, t.dismiss]);
    // A resolved report offers no action.
    const resolved = card(canvas, 4);
    expect(within(resolved).getByText(t.statuses.resolved!)).toBeVisible();
    expect(within(resolved).queryByRole('button')).toBeNull();
    expect(within(card(canvas, 6)).getByText(m.noReason)).toBeVisible();
    expect(canvas.getByRole('navigation', { name: t.reportPager })).toBeVisible();
  },
};

/** Admins see the same tab. */
export const Admin: Story = {
  ...Default,
  parameters: { session: 'admin' },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [scenarios.slow('get', '/moderator/reported-content', 'infinite')] },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText(t.loading)).toBeVisible();
    expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenarios.empty('get', '/moderator/reported-content')] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: t.noReports })).toBeVisible();
    expect(canvas.queryByRole('checkbox', { name: t.selectAll })).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('get', '/moderator/reported-content')] },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText(m.loadFailed, { selector: 'p' })).toBeVisible();
    expect(await toasts().findByText(m.loadFailed)).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * Long and unicode text: the preview is cut at 200 characters as text; an unknown reporter is
 * Anonymous, a missing reason says so, deleted content says so; a decided report has no actions.
 */
export const LongAndUnicode: Story = {
  parameters: { msw: { handlers: [unicodeReports] } },
  play: async ({ canvas }) => {
    await reportList(canvas);
    const first = card(canvas, 101);
    expect(within(first).getByText(m.anonymous)).toBeVisible();
    expect(within(first).getByText(m.noReason)).toBeVisible();
    const preview = within(first).getByText(/^Ang “pinakamurang”/);
    expect(preview.textContent!.endsWith('…')).toBe(true);
    expect(Array.from(preview.textContent!).length).toBeLessThanOrEqual(201);
    expect(preview.textContent).not.toContain('<p>');
    const second = card(canvas, 102);
    expect(within(second).getByText('Copyright')).toBeVisible();
    expect(within(second).getByText('Zoë Ångström')).toBeVisible();
    expect(within(second).getByText(t.contentGone)).toBeVisible();
    expect(within(second).queryByRole('button')).toBeNull();
    expect(within(second).queryByRole('checkbox')).toBeNull();
  },
};

/** Approve keeps the content: the report is dismissed and the pending count drops. */
export const Approve: Story = {
  play: async ({ canvas }) => {
    await reportList(canvas);
    await waitFor(() => expect(reportsTab(canvas)).toHaveAccessibleName('Reported Content 18'));
    await userEvent.click(button(card(canvas, 2), t.approve));
    expect(await toasts().findByText(m.contentDone('approved'))).toBeVisible();
    await waitFor(() =>
      expect(within(card(canvas, 2)).getByText(t.statuses.dismissed!)).toBeVisible(),
    );
    expect(within(card(canvas, 2)).queryByRole('button')).toBeNull();
    await waitFor(() => expect(reportsTab(canvas)).toHaveAccessibleName('Reported Content 17'));
    // Focus went with the buttons: it moves on to the next report's first action, once the
    // other reports' actions stop waiting (whichever of the two happened first).
    await waitFor(() => expect(button(card(canvas, 3), t.approve)).toHaveFocus());
  },
};

/** While a request runs its button says so and every other action waits. */
export const Approving: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/v1/moderator/content/:id/approve', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(button(card(canvas, 1), t.approve));
    const busy = await within(card(canvas, 1)).findByRole('button', { name: t.approving });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(button(card(canvas, 1), t.dismiss)).toHaveAttribute('aria-disabled', 'true');
    expect(button(card(canvas, 2), t.approve)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A failed approve leaves the report pending and says so. */
export const ApproveFails: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('put', '/moderator/content/{id}/approve')] },
  },
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(button(card(canvas, 1), t.approve));
    expect(await toasts().findByText(m.moderateFailed)).toBeVisible();
    await waitFor(() =>
      expect(button(card(canvas, 1), t.approve)).not.toHaveAttribute('aria-disabled'),
    );
    expect(within(card(canvas, 1)).getByText(t.statuses.pending!)).toBeVisible();
  },
};

/** Dismiss Report: 'Content dismissed successfully', and the report is dismissed. */
export const Dismiss: Story = {
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(button(card(canvas, 3), t.dismiss));
    expect(await toasts().findByText(m.contentDone('dismissed'))).toBeVisible();
    await waitFor(() =>
      expect(within(card(canvas, 3)).getByText(t.statuses.dismissed!)).toBeVisible(),
    );
  },
};

/** Warn User warns the author, then dismisses the report. */
export const WarnUser: Story = {
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(button(card(canvas, 1), t.warn));
    expect(await toasts().findByText(m.userWarned)).toBeVisible();
    await waitFor(() =>
      expect(within(card(canvas, 1)).getByText(t.statuses.dismissed!)).toBeVisible(),
    );
    await waitFor(() => expect(button(card(canvas, 2), t.approve)).toHaveFocus());
  },
};

/** A failed warning says so, and the report stays pending (it is not dismissed). */
export const WarnFails: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('post', '/moderator/users/{id}/warn')] },
  },
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(button(card(canvas, 1), t.warn));
    expect(await toasts().findByText(m.userModerationFailed)).toBeVisible();
    await waitFor(() =>
      expect(button(card(canvas, 1), t.warn)).not.toHaveAttribute('aria-disabled'),
    );
    expect(within(card(canvas, 1)).getByText(t.statuses.pending!)).toBeVisible();
  },
};

const deleteDialog = () => findPopup('alertdialog', { name: t.deleteTitle }, { timeout: 5000 });

/** Delete Content asks for a reason: its button waits until there is one, then deletes. */
export const DeleteContent: Story = {
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(button(card(canvas, 2), t.delete));
    const dialog = await deleteDialog();
    const submit = within(dialog).getByRole('button', { name: t.delete });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Spam link');
    expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit);
    expect(await toasts().findByText(m.contentDone('deleted'))).toBeVisible();
    await popupClosed('alertdialog');
    await waitFor(() =>
      expect(within(card(canvas, 2)).getByText(t.statuses.resolved!)).toBeVisible(),
    );
  },
};

/** A refused delete keeps the dialog open with the reason, and says so. */
export const DeleteFails: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('put', '/moderator/content/{id}/remove')] },
  },
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(button(card(canvas, 2), t.delete));
    const dialog = await deleteDialog();
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await userEvent.type(reason, 'Spam link');
    await userEvent.click(within(dialog).getByRole('button', { name: t.delete }));
    expect(await toasts().findByText(m.moderateFailed)).toBeVisible();
    expect(dialog).toBeVisible();
    expect(reason).toHaveValue('Spam link');
    expect(within(card(canvas, 2)).getByText(t.statuses.pending!)).toBeVisible();
  },
};

/**
 * The delete dialog by keyboard alone: Escape closes it and focus returns to its button; once the
 * content is deleted, focus moves on to the next report's actions.
 */
export const DeleteByKeyboard: Story = {
  play: async ({ canvas }) => {
    const list = await reportList(canvas);
    const opener = button(card(canvas, 2), t.delete);
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await deleteDialog();
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await popupClosed('alertdialog');
    await waitFor(() => expect(opener).toHaveFocus());
    // Again, this time to the end: type the reason, Tab to Delete Content, Enter.
    await userEvent.keyboard('{Enter}');
    const again = await deleteDialog();
    await userEvent.keyboard('Off-topic advertising');
    await userEvent.tab();
    await userEvent.tab();
    expect(within(again).getByRole('button', { name: t.delete })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await toasts().findByText(m.contentDone('deleted'))).toBeVisible();
    // The report's buttons are gone with the content; focus carries on in the list, not the page.
    await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));
  },
};

/** While the delete runs, the dialog's buttons wait and say so, and the dialog stays open. */
export const Deleting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/v1/moderator/content/:id/remove', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(button(card(canvas, 2), t.delete));
    const dialog = await deleteDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Spam link');
    await userEvent.click(within(dialog).getByRole('button', { name: t.delete }));
    expect(await within(dialog).findByRole('button', { name: t.deleting })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeVisible();
  },
};

/** Beyond the spec: select several pending reports and approve them together. */
export const BulkApprove: Story = {
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: t.select(1) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t.select(3) }));
    const bar = canvas.getByRole('group', { name: t.bulkActions });
    expect(within(bar).getByText(t.selected(2))).toBeVisible();
    expect(canvas.getByRole('checkbox', { name: t.selectAll })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await userEvent.click(button(bar, t.approveSelected));
    expect(await toasts().findByText(t.bulkSummary('approved', 2, 0))).toBeVisible();
    await waitFor(() =>
      expect(within(card(canvas, 3)).getByText(t.statuses.dismissed!)).toBeVisible(),
    );
    expect(canvas.queryByRole('group', { name: t.bulkActions })).toBeNull();
  },
};

/** Some fail: the summary says how many, and the failed ones stay selected. */
export const BulkPartlyFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/v1/moderator/content/:id/approve', async ({ request }) => {
          const body = (await request.clone().json()) as { type?: string };
          // Report 1 is on a thread: its call fails; the others pass to the mock backend.
          if (body.type === 'thread')
            return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await reportList(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: t.selectAll }));
    const bar = canvas.getByRole('group', { name: t.bulkActions });
    // Reports 1, 2, 3 and 6 are pending on the first page (1 is on a thread).
    expect(within(bar).getByText(t.selected(6))).toBeVisible();
    await userEvent.click(button(bar, t.dismissSelected));
    expect(await toasts().findByText(/^\d+ dismissed, \d+ failed$/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: t.select(1) })).toBeChecked());
    expect(within(card(canvas, 2)).getByText(t.statuses.dismissed!)).toBeVisible();
  },
};

/** Review All Pending's address: only pending reports. */
export const PendingOnly: Story = {
  parameters: route('&status=pending'),
  play: async ({ canvas }) => {
    const list = await reportList(canvas);
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(10);
    for (const c of cards) expect(within(c).getByText(t.statuses.pending!)).toBeVisible();
    expect(canvas.getByRole('combobox', { name: t.filter })).toHaveTextContent(t.filters.pending);
  },
};

/** A page beyond the end (18 pending reports make 2 pages) becomes the last page. */
export const PageBeyondTheEnd: Story = {
  parameters: route('&status=pending&page=5'),
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('list', { name: t.reportList })).getAllByRole('article'),
        ).toHaveLength(8),
      { timeout: 5000 },
    );
    const pager = canvas.getByRole('navigation', { name: t.reportPager });
    expect(within(pager).getByText('Page 2 of 2')).toBeVisible();
  },
};

/** History: today, week and month counts and the log's entries, 50 a page. */
export const History: Story = {
  parameters: route('&view=history'),
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('list', { name: t.log }, { timeout: 5000 });
    expect(within(log).getAllByRole('article')).toHaveLength(50);
    const counts = canvas.getByRole('region', { name: t.counts });
    for (const label of [t.today, t.week, t.month])
      expect(within(counts).getByText(label)).toBeVisible();
    const first = within(log).getAllByRole('article')[0]!;
    expect(within(first).getByText(new RegExp(`^${t.moderator}: `))).toBeVisible();
    expect(within(first).getByText(new RegExp(`^${t.reason}:`))).toBeVisible();
    expect(canvas.getByRole('navigation', { name: t.historyPager })).toBeVisible();
    expect(canvas.getByRole('tab', { name: t.history })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Long and unicode log entries; an unknown moderator and a missing reason say so. */
export const HistoryLongAndUnicode: Story = {
  parameters: {
    ...route('&view=history'),
    msw: {
      handlers: [
        http.get('*/api/v1/moderator/logs', () =>
          HttpResponse.json({
            data: [
              {
                id: 1,
                action: 'lock',
                content_type: 'thread',
                content_id: 7,
                description: `Locked thread “${'Bakit mabagal ang laptop ko pagkatapos ng update? '.repeat(4)}” 🔒`,
                reason: `Paulit-ulit na spam — ${'李小龍 '.repeat(20)}`,
                moderator: { id: 3, name: 'Zoë Ångström-Villanueva' },
                user: null,
                created_at: '2026-11-22T08:00:00Z',
              },
              {
                id: 2,
                action: 'approve',
                content_type: null,
                content_id: null,
                description: null,
                reason: null,
                moderator: null,
                user: null,
                created_at: '2026-11-21T08:00:00Z',
              },
            ],
            meta: { current_page: 1, last_page: 1, per_page: 50, total: 2, from: 1, to: 2 },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('list', { name: t.log }, { timeout: 5000 });
    const [first, second] = within(log).getAllByRole('article');
    expect(within(first!).getByText(t.actions.lock!)).toBeVisible();
    expect(within(first!).getByText(/Zoë Ångström-Villanueva$/)).toBeVisible();
    expect(within(second!).getByText(`${t.moderator}: ${t.unknownModerator}`)).toBeVisible();
    expect(within(second!).getByText(t.noLogReason)).toBeVisible();
    expect(canvas.queryByRole('navigation', { name: t.historyPager })).toBeNull();
  },
};

export const HistoryLoading: Story = {
  parameters: {
    ...route('&view=history'),
    msw: {
      handlers: [
        scenarios.slow('get', '/moderator/logs', 'infinite'),
        scenarios.slow('get', '/moderator/stats', 'infinite'),
      ],
    },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText(t.loading)).toBeVisible();
    expect(canvas.queryByRole('list', { name: t.log })).toBeNull();
  },
};

export const HistoryEmpty: Story = {
  parameters: {
    ...route('&view=history'),
    msw: { handlers: [scenarios.empty('get', '/moderator/logs')] },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: t.noHistory })).toBeVisible();
  },
};

/** The log fails: the spec's message; failed counts show '-'. */
export const HistoryError: Story = {
  parameters: {
    ...route('&view=history'),
    msw: {
      handlers: [
        scenarios.serverError('get', '/moderator/logs'),
        scenarios.serverError('get', '/moderator/stats'),
      ],
    },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText(m.loadFailed, { selector: 'p' })).toBeVisible();
    expect(await canvas.findByText(t.countsFailed)).toBeVisible();
    expect(await toasts().findByText(m.loadFailed)).toBeVisible();
  },
};

/** Quick Actions: Review All Pending, View Statistics and View History, and the other tools. */
export const QuickActions: Story = {
  parameters: route('&view=quick'),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('link', { name: t.reviewPending })).toHaveAttribute(
      'href',
      '/UserProfile?tab=moderation&status=pending',
    );
    expect(canvas.getByRole('link', { name: t.viewStatistics })).toHaveAttribute(
      'href',
      '/UserProfile',
    );
    expect(canvas.getByRole('link', { name: t.viewHistory })).toHaveAttribute(
      'href',
      '/UserProfile?tab=moderation&view=history',
    );
    const tools = canvas.getByRole('region', { name: t.toolsTitle });
    for (const word of [
      /lock or unlock/i,
      /pin or unpin/i,
      /move/i,
      /hide or unhide/i,
      /warn/i,
      /suspend/i,
      /ban/i,
    ])
      expect(within(tools).getAllByText(word).length).toBeGreaterThan(0);
  },
};

/** Sub-tabs by keyboard: arrows move between Reported Content, History and Quick Actions. */
export const KeyboardTabs: Story = {
  play: async ({ canvas }) => {
    await reportList(canvas);
    reportsTab(canvas).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: t.history })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await canvas.findByRole('list', { name: t.log }, { timeout: 5000 })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...LongAndUnicode,
  globals: { viewport: { value: 'mobile' } },
};

export const MobileHistory: Story = {
  ...History,
  globals: { viewport: { value: 'mobile' } },
};

/** In the profile: a moderator opens Moderation from the side menu; the tab loads its chunk. */
export const InProfileModerator: Story = {
  render: () => <UserProfileScreen />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    expect(
      await canvas.findByRole('heading', { level: 2, name: t.title }, { timeout: 8000 }),
    ).toBeVisible();
    expect(
      within(canvas.getByRole('navigation', { name: 'My Profile' })).getByRole('link', {
        name: 'Moderation',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await reportList(canvas)).toBeVisible();
  },
};

/** An admin gets the same tab. */
export const InProfileAdmin: Story = {
  ...InProfileModerator,
  parameters: { layout: 'fullscreen', session: 'admin' },
};

/** A member asking for the tab gets the dashboard: Moderation is neither offered nor loaded. */
export const InProfileMember: Story = {
  render: () => <UserProfileScreen />,
  parameters: { layout: 'fullscreen', session: 'user' },
  play: async ({ canvas }) => {
    expect(
      await canvas.findByRole('heading', { level: 2, name: 'Dashboard' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(
      within(canvas.getByRole('navigation', { name: 'My Profile' })).queryByRole('link', {
        name: 'Moderation',
      }),
    ).toBeNull();
    expect(canvas.queryByRole('heading', { name: t.title })).toBeNull();
  },
};
