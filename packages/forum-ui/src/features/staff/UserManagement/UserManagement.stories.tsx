import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { userManagementText as t } from './messages.ts';
import { toasts, type Canvas, findPopup, popupClosed } from '../../../test/queries.ts';
import { UserManagementScreen } from './UserManagementScreen.tsx';

const route = (query = '') => ({
  router: { route: `/UserProfile?tab=users${query}`, path: '/UserProfile' },
});

const meta = {
  title: 'Screens/Staff/User management',
  component: UserManagementScreen,
  parameters: { ...route(), session: 'admin' },
} satisfies Meta<typeof UserManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: Canvas) => canvas.findByRole('list', { name: t.listLabel });
/** A user's card, found by their name. */
const card = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('article', { name }));
const body = () => within(document.body);

/** Page 1 of All: ten cards, the tab counts from the admin stats, and the pager. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const cards = within(await list(canvas)).getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(canvas.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    expect(canvas.getByRole('searchbox', { name: t.searchLabel })).toHaveValue('');
    expect(canvas.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    expect(await canvas.findByRole('tab', { name: /^Banned \d+$/ })).toBeVisible();
    expect(canvas.getByRole('tab', { name: /^Moderators \d+$/ })).toBeVisible();
    expect(canvas.getByRole('tab', { name: /^Admins \d+$/ })).toBeVisible();
    expect(canvas.getByRole('navigation', { name: t.pager })).toBeVisible();
    const first = within(cards[0]!);
    expect(first.getByRole('button', { name: t.manage })).toBeVisible();
    expect(first.getByRole('button', { name: t.deleteUser })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/admin/users', 'infinite')] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status')).toHaveTextContent(t.loading);
    expect(canvas.queryByRole('list', { name: t.listLabel })).toBeNull();
  },
};

/** A search that matches nobody says so. */
export const Empty: Story = {
  parameters: route('&search=zzzz-nobody'),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: t.empty })).toBeVisible();
    expect(canvas.getByText(t.emptySearch('zzzz-nobody'))).toBeVisible();
    expect(canvas.getByRole('searchbox', { name: t.searchLabel })).toHaveValue('zzzz-nobody');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/admin/users')] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText(t.loadFailed)).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(await toasts().findByText(t.loadFailed)).toBeVisible();
  },
};

/** The Banned tab from the URL: banned users offer Unban instead of Ban. */
export const BannedTab: Story = {
  parameters: route('&filter=banned'),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('tab', { name: /^Banned/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const ben = await card(canvas, 'Ben Banned');
    expect(ben.getByText(t.banned)).toBeVisible();
    expect(ben.getByRole('button', { name: t.unban })).toBeVisible();
    expect(ben.queryByRole('button', { name: t.ban })).toBeNull();
  },
};

/** Typing in the search box narrows the list after a pause (and the URL keeps it). */
export const Search: Story = {
  play: async ({ canvas }) => {
    await list(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: t.searchLabel }), 'Mona');
    expect(await canvas.findByRole('article', { name: 'Mona Moderator' })).toBeVisible();
    await waitFor(() =>
      expect(within(canvas.getByRole('list')).getAllByRole('article')).toHaveLength(1),
    );
    expect(canvas.getByText(t.summary(1))).toBeVisible();
  },
};

/** One's own card: a You badge, and neither Manage nor Moderate nor the direct buttons. */
export const OwnCard: Story = {
  parameters: route('&search=admin@example.com'),
  play: async ({ canvas }) => {
    const own = await card(canvas, 'Ada Admin');
    expect(own.getByText(t.you)).toBeVisible();
    expect(own.getByText(t.ownCard)).toBeVisible();
    expect(own.queryByRole('button')).toBeNull();
  },
};

/** Manage: Update Role waits for another role, then changes it and says so. */
export const ManageRole: Story = {
  parameters: route('&search=user@example.com'),
  play: async ({ canvas }) => {
    const juan = await card(canvas, 'Juan dela Cruz');
    await userEvent.click(juan.getByRole('button', { name: t.manage }));
    const dialog = within(await findPopup('dialog', { name: t.manageTitle('Juan dela Cruz') }));
    const update = dialog.getByRole('button', { name: t.updateRole });
    expect(update).toHaveAttribute('aria-disabled', 'true');
    expect(dialog.getByRole('combobox', { name: t.roleLabel })).toHaveTextContent(t.roleUser);
    await userEvent.click(dialog.getByRole('combobox', { name: t.roleLabel }));
    await userEvent.click(await body().findByRole('option', { name: t.roleModerator }));
    expect(update).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(update);
    expect(await toasts().findByText(t.roleUpdatedDone)).toBeVisible();
    await popupClosed('dialog');
    const updated = await card(canvas, 'Juan dela Cruz');
    await waitFor(() => expect(updated.getByText('Moderator')).toBeVisible());
    expect(updated.getByRole('button', { name: t.makeUser })).toBeVisible();
    expect(updated.getByRole('button', { name: t.makeModerator })).toHaveAccessibleDescription(
      t.currentRole,
    );
  },
};

/** The three role buttons: a click makes its role the current one, and focus stays on it. */
export const RoleButtons: Story = {
  parameters: route('&search=user@example.com'),
  play: async ({ canvas }) => {
    const juan = await card(canvas, 'Juan dela Cruz');
    const makeUser = juan.getByRole('button', { name: t.makeUser });
    expect(makeUser).toHaveAttribute('aria-disabled', 'true');
    expect(makeUser).toHaveAccessibleDescription(t.currentRole);
    const makeAdmin = juan.getByRole('button', { name: t.makeAdmin });
    await userEvent.click(makeAdmin);
    expect(await toasts().findByText(t.roleUpdatedDone)).toBeVisible();
    await waitFor(() =>
      expect(juan.getByRole('button', { name: t.makeAdmin })).toHaveAccessibleDescription(
        t.currentRole,
      ),
    );
    expect(juan.getByRole('button', { name: t.makeAdmin })).toHaveFocus();
    expect(juan.getByRole('button', { name: t.makeUser })).not.toHaveAttribute('aria-disabled');
    expect(juan.getByText('Admin', { exact: true })).toBeVisible();
  },
};

/** A direct role button in flight: it says so and every action button waits. */
export const ActionInFlight: Story = {
  parameters: {
    ...route('&search=user@example.com'),
    msw: { handlers: [scenarios.slow('put', '/admin/users/{id}/role', 'infinite')] },
  },
  play: async ({ canvas }) => {
    const juan = await card(canvas, 'Juan dela Cruz');
    await userEvent.click(juan.getByRole('button', { name: t.makeModerator }));
    const busy = await juan.findByRole('button', { name: t.updatingRole });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(juan.getByRole('button', { name: t.ban })).toHaveAttribute('aria-disabled', 'true');
    expect(juan.getByRole('button', { name: t.manage })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Ban asks first, then the card offers Unban; Unban gives it back. */
export const BanAndUnban: Story = {
  parameters: route('&search=user@example.com'),
  play: async ({ canvas }) => {
    const juan = await card(canvas, 'Juan dela Cruz');
    await userEvent.click(juan.getByRole('button', { name: t.ban }));
    const confirm = within(await findPopup('alertdialog', { name: t.banTitle('Juan dela Cruz') }));
    await userEvent.click(confirm.getByRole('button', { name: t.ban }));
    expect(await toasts().findByText(t.bannedDone)).toBeVisible();
    const unban = await (
      await card(canvas, 'Juan dela Cruz')
    ).findByRole('button', {
      name: t.unban,
    });
    // Focus returns to the same button, which now offers Unban.
    await waitFor(() => expect(unban).toHaveFocus());
    await userEvent.click(unban);
    expect(await toasts().findByText(t.unbannedDone)).toBeVisible();
    expect(
      await (await card(canvas, 'Juan dela Cruz')).findByRole('button', { name: t.ban }),
    ).toBeVisible();
  },
};

/** A refused action says so and leaves the card as it was. */
export const ActionFailed: Story = {
  parameters: {
    ...route('&search=user@example.com'),
    msw: { handlers: [scenarios.serverError('put', '/admin/users/{id}/unban')] },
  },
  play: async ({ canvas }) => {
    const juan = await card(canvas, 'Juan dela Cruz');
    await userEvent.click(juan.getByRole('button', { name: t.ban }));
    await userEvent.click(
      within(await findPopup('alertdialog')).getByRole('button', { name: t.ban }),
    );
    const unban = await (
      await card(canvas, 'Juan dela Cruz')
    ).findByRole('button', {
      name: t.unban,
    });
    // The ban is done (the list refetched) before Unban takes a click.
    await waitFor(() => expect(unban).not.toHaveAttribute('aria-disabled', 'true'), {
      timeout: 5000,
    });
    await userEvent.click(unban);
    expect(await toasts().findByText(t.actionFailed, {}, { timeout: 5000 })).toBeVisible();
    const after = await card(canvas, 'Juan dela Cruz');
    expect(after.getByRole('button', { name: t.unban })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(after.getByText(t.banned)).toBeVisible();
  },
};

/** Delete asks, saying it cannot be undone; Cancel keeps the user, confirming removes them. */
export const DeleteUser: Story = {
  parameters: route('&search=user@example.com'),
  play: async ({ canvas }) => {
    const juan = await card(canvas, 'Juan dela Cruz');
    await userEvent.click(juan.getByRole('button', { name: t.deleteUser }));
    let confirm = within(await findPopup('alertdialog', { name: t.deleteTitle('Juan dela Cruz') }));
    expect(confirm.getByText(t.deleteMessage)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: t.cancel }));
    await popupClosed('alertdialog');
    await waitFor(() => expect(juan.getByRole('button', { name: t.deleteUser })).toHaveFocus());
    await userEvent.click(juan.getByRole('button', { name: t.deleteUser }));
    confirm = within(await findPopup('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: t.deleteUser }));
    expect(await toasts().findByText(t.deletedDone)).toBeVisible();
    expect(await canvas.findByRole('heading', { name: t.empty })).toBeVisible();
    // The card is gone, so focus goes to the tab's heading rather than nowhere.
    await waitFor(() => expect(canvas.getByRole('heading', { name: t.title })).toHaveFocus());
  },
};

/**
 * Moderate: the warnings and history, a warn form with the spec's default reason, and a suspend
 * form. A new warning shows in both lists.
 */
export const Moderate: Story = {
  parameters: route('&search=suspended@example.com'),
  play: async ({ canvas }) => {
    const sam = await card(canvas, 'Sam Suspended');
    expect(sam.getByText(t.suspended)).toBeVisible();
    await userEvent.click(sam.getByRole('button', { name: t.moderate }));
    const dialog = within(await findPopup('dialog', { name: t.moderateTitle('Sam Suspended') }));
    const warnings = await dialog.findByRole('list', { name: t.warningsTitle });
    const before = within(warnings).getAllByRole('listitem').length;
    const warn = within(dialog.getByRole('form', { name: t.warnTitle }));
    expect(warn.getByRole('textbox', { name: /^Reason/ })).toHaveValue(t.defaultWarnReason);
    await userEvent.click(warn.getByRole('button', { name: t.warnSubmit }));
    expect(await toasts().findByText(t.warnedDone)).toBeVisible();
    await waitFor(() => expect(within(warnings).getAllByRole('listitem')).toHaveLength(before + 1));
    const history = within(dialog.getByRole('list', { name: t.historyLabel }));
    await waitFor(() =>
      expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Warned Sam Suspended'),
    );
    expect(history.getByText('Suspended Sam Suspended for 1 month')).toBeVisible();
    const suspend = within(dialog.getByRole('form', { name: t.suspendTitle }));
    expect(suspend.getByRole('combobox', { name: t.durationLabel })).toHaveTextContent(
      t.duration1Day,
    );
    await userEvent.click(suspend.getByRole('button', { name: t.suspendSubmit }));
    expect(await suspend.findByText(t.reasonRequired)).toBeVisible();
    expect(suspend.getByRole('textbox', { name: /^Reason/ })).toHaveFocus();
    await userEvent.click(suspend.getByRole('combobox', { name: t.durationLabel }));
    await userEvent.click(await body().findByRole('option', { name: t.duration1Week }));
    await userEvent.type(suspend.getByRole('textbox', { name: /^Reason/ }), 'Repeated spam');
    await userEvent.click(suspend.getByRole('button', { name: t.suspendSubmit }));
    expect(await toasts().findByText(t.suspendedDone)).toBeVisible();
    await popupClosed('dialog');
  },
};

const historyList = (dialog: Canvas) => dialog.findByRole('list', { name: t.historyLabel });

/**
 * A long history (Ben Banned's, seeded: the ban, three warnings, removed posts, an earlier
 * suspension): newest first, 10 a page, and Next shows the oldest.
 */
export const ModerateHistory: Story = {
  parameters: route('&search=banned@example.com'),
  play: async ({ canvas }) => {
    await userEvent.click(
      (await card(canvas, 'Ben Banned')).getByRole('button', { name: t.moderate }),
    );
    const dialog = within(await findPopup('dialog', { name: t.moderateTitle('Ben Banned') }));
    let entries = within(await historyList(dialog)).getAllByRole('listitem');
    expect(entries).toHaveLength(10);
    expect(entries[0]).toHaveTextContent('Banned Ben Banned');
    expect(within(entries[0]!).getByText('Ban')).toBeVisible();
    const pager = within(dialog.getByRole('navigation', { name: t.historyPager }));
    expect(pager.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await pager.findByText('Page 2 of 2')).toBeVisible();
    await waitFor(() =>
      expect(
        within(dialog.getByRole('list', { name: t.historyLabel })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    entries = within(dialog.getByRole('list', { name: t.historyLabel })).getAllByRole('listitem');
    expect(entries[1]).toHaveTextContent('Suspended Ben Banned for 1 week');
  },
};

/** Nothing on record: the history says so beside the warnings. */
export const ModerateHistoryEmpty: Story = {
  parameters: {
    ...route('&search=user@example.com'),
    msw: { handlers: [scenarios.empty('get', '/moderator/users/{id}/history')] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      (await card(canvas, 'Juan dela Cruz')).getByRole('button', { name: t.moderate }),
    );
    const dialog = within(await findPopup('dialog'));
    expect(await dialog.findByText(t.noHistory)).toBeVisible();
    expect(await dialog.findByText(t.noWarnings)).toBeVisible();
    expect(dialog.queryByRole('navigation', { name: t.historyPager })).toBeNull();
  },
};

export const ModerateHistoryLoading: Story = {
  parameters: {
    ...route('&search=user@example.com'),
    msw: { handlers: [scenarios.slow('get', '/moderator/users/{id}/history', 'infinite')] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      (await card(canvas, 'Juan dela Cruz')).getByRole('button', { name: t.moderate }),
    );
    const dialog = within(await findPopup('dialog'));
    expect(await dialog.findByText(t.historyLoading)).toBeVisible();
    expect(await dialog.findByText(t.noWarnings)).toBeVisible();
    expect(dialog.queryByRole('list', { name: t.historyLabel })).toBeNull();
  },
};

/** The history failing says so inside the dialog, with Retry; the rest still works. */
export const ModerateHistoryError: Story = {
  parameters: {
    ...route('&search=user@example.com'),
    msw: { handlers: [scenarios.serverError('get', '/moderator/users/{id}/history')] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      (await card(canvas, 'Juan dela Cruz')).getByRole('button', { name: t.moderate }),
    );
    const dialog = within(await findPopup('dialog'));
    expect(await dialog.findByText(t.historyFailed)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(await dialog.findByText(t.noWarnings)).toBeVisible();
    expect(dialog.getByRole('button', { name: t.warnSubmit })).toBeVisible();
  },
};

/** A blank warning reason is refused before anything is sent. */
export const WarnReasonRequired: Story = {
  parameters: route('&search=user@example.com'),
  play: async ({ canvas }) => {
    await userEvent.click(
      (await card(canvas, 'Juan dela Cruz')).getByRole('button', { name: t.moderate }),
    );
    const dialog = within(await findPopup('dialog'));
    expect(await dialog.findByText(t.noWarnings)).toBeVisible();
    const warn = within(dialog.getByRole('form', { name: t.warnTitle }));
    await userEvent.clear(warn.getByRole('textbox', { name: /^Reason/ }));
    await userEvent.click(warn.getByRole('button', { name: t.warnSubmit }));
    expect(await warn.findByText(t.reasonRequired)).toBeVisible();
    expect(toasts().queryByText(t.warnedDone)).toBeNull();
  },
};

/** The warnings failing to load say so inside the dialog; the forms still work. */
export const WarningsError: Story = {
  parameters: {
    ...route('&search=user@example.com'),
    msw: { handlers: [scenarios.serverError('get', '/moderator/users/{id}/warnings')] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      (await card(canvas, 'Juan dela Cruz')).getByRole('button', { name: t.moderate }),
    );
    const dialog = within(await findPopup('dialog'));
    expect(await dialog.findByText(t.warningsFailed)).toBeVisible();
    expect(dialog.getByRole('button', { name: t.warnSubmit })).toBeVisible();
  },
};

/** A moderation the server refuses says so with the spec's words. */
export const ModerationFailed: Story = {
  parameters: {
    ...route('&search=user@example.com'),
    msw: { handlers: [scenarios.serverError('post', '/moderator/users/{id}/warn')] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      (await card(canvas, 'Juan dela Cruz')).getByRole('button', { name: t.moderate }),
    );
    const dialog = within(await findPopup('dialog'));
    // The warnings and the history are in before Warn user is pressed: the dialog's body has
    // its final height, so it is scrolled the same way in every run.
    await waitFor(() => expect(dialog.queryByText(t.historyLoading)).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: t.warnSubmit }));
    expect(await dialog.findByText(t.moderationFailed)).toBeVisible();
    expect(dialog.getByRole('button', { name: t.warnSubmit })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const LONG_NAME = `Maria Clara “Ñiña” de los Santos-Ybañez ${'y Villanueva '.repeat(4)}`.trim();

/** Long and unicode names and addresses wrap inside their cards. */
export const LongAndUnicode: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/admin/users', () =>
          HttpResponse.json({
            data: [
              {
                id: 901,
                name: LONG_NAME,
                username: 'maria_clara_ñiña_de_los_santos_ybañez_villanueva',
                email: 'maria.clara.ninya.de.los.santos.ybanez.villanueva@halimbawa.example.org',
                role: 'moderator',
                avatar_url: null,
                bio: null,
                created_at: '2026-01-15T08:00:00Z',
                is_banned: false,
                is_approved: true,
                status: 'active',
              },
              {
                id: 902,
                name: '李小龍',
                username: null,
                email: 'li@example.cn',
                role: 'user',
                avatar_url: null,
                bio: null,
                created_at: '2026-02-01T08:00:00Z',
                is_banned: true,
                is_approved: true,
                status: 'banned',
              },
            ],
            meta: { current_page: 1, last_page: 1, per_page: 10, total: 2, from: 1, to: 2 },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const maria = await card(canvas, LONG_NAME);
    expect(maria.getByText('Moderator')).toBeVisible();
    expect(maria.getByRole('button', { name: t.makeUser })).toBeVisible();
    const li = await card(canvas, '李小龍');
    expect(li.getByText(t.banned)).toBeVisible();
    expect(li.getByRole('button', { name: t.unban })).toBeVisible();
  },
};

/** On a phone the cards stack and their buttons wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(await list(canvas)).getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(canvas.getByRole('tablist', { name: t.filtersLabel })).toBeVisible();
  },
};
