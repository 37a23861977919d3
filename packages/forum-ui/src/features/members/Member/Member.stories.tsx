import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { memberMessages as m, memberText as t } from '../messages.ts';
import { userManagementText as um } from '../../staff/index.ts';
import { TOO_MANY_ATTEMPTS, tooManyAttempts } from '../../../test/failures.ts';
import { toasts, type Canvas, findPopup, popupClosed } from '../../../test/queries.ts';
import { MemberScreen } from './MemberScreen.tsx';

const meta = {
  title: 'Screens/Members/Member',
  component: MemberScreen,
  parameters: { layout: 'padded', router: { route: '/users/3', path: '/users/:id' } },
} satisfies Meta<typeof MemberScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = (canvas: Canvas, text: string | RegExp) =>
  canvas.findByRole('heading', { level: 1, name: text });
const counts = (canvas: Canvas) => canvas.getByRole('region', { name: t.counts });
const activity = (canvas: Canvas) => canvas.getByRole('region', { name: t.recentActivity });
const stat = (canvas: Canvas, label: string) =>
  within(counts(canvas)).getByRole('group', { name: label });
const moderateButton = (canvas: Canvas) => canvas.queryByRole('button', { name: t.moderate });
/** The Moderate dialog (in a portal), once its lazily loaded code is there. */
const moderateDialog = async (name: string) =>
  within(await findPopup('dialog', { name: um.moderateTitle(name) }, { timeout: 5000 }));

/** Stats for any id: a member with these public fields and counts. */
const memberWith = (user: Record<string, unknown>, data: Record<string, unknown> = {}) =>
  http.get('*/api/v1/users/:id/stats', ({ params }) =>
    HttpResponse.json({
      data: {
        threads_count: 1234,
        posts_count: 1_234_567,
        likes_count: 0,
        join_date: '2024-03-15T08:00:00.000Z',
        ...data,
      },
      user: {
        id: Number(params.id),
        name: 'Maria Clara Santos',
        role: 'user',
        avatar_url: null,
        bio: null,
        created_at: '2024-03-15T08:00:00.000Z',
        ...user,
      },
    }),
  );

/** A guest sees the member's name, role, joined date and counts; activity is for them and staff. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await name(canvas, 'Juan dela Cruz')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Juan dela Cruz' })).toHaveTextContent('JC');
    await expect(canvas.getByText('User')).toBeVisible();
    await expect(canvas.getByText(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    for (const label of [t.threads, t.posts, t.likes])
      await expect(stat(canvas, label)).toHaveTextContent(/\d/);
    await expect(within(activity(canvas)).getByText(t.activityPrivateGuest)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t.yourProfile })).toBeNull();
  },
};

/** The member themself: their recent activity, each line linking to its thread, and their profile. */
export const OwnPage: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await name(canvas, 'Juan dela Cruz');
    await expect(canvas.getByRole('link', { name: t.yourProfile })).toHaveAttribute(
      'href',
      '/UserProfile',
    );
    const list = await within(activity(canvas)).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.length).toBeLessThanOrEqual(10);
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/threads\//),
    );
    await expect(items[0]!.querySelector('time')).toHaveAttribute('datetime');
  },
};

/** Staff see anyone's recent activity. */
export const StaffViewer: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvas }) => {
    await name(canvas, 'Juan dela Cruz');
    await expect(await within(activity(canvas)).findByRole('list')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t.yourProfile })).toBeNull();
  },
};

/** Another member sees the counts, and that the activity is private; the admin's badge is red. */
export const OtherMemberViewer: Story = {
  parameters: { session: 'user', router: { route: '/users/1', path: '/users/:id' } },
  play: async ({ canvas }) => {
    await expect(await name(canvas, 'Ada Admin')).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();
    await expect(within(activity(canvas)).getByText(t.activityPrivate('Ada Admin'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/users/{id}/stats', 'infinite')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loadingMember)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** A server failure: the page's own words (never a raw 'Server Error'), and Retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/users/{id}/stats')] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(m.loadFailed)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** A refusal the server explains shows 'Error: {message}'. */
export const ErrorWithMessage: Story = {
  parameters: {
    msw: {
      handlers: [tooManyAttempts('/users/:id/stats')],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(`Error: ${TOO_MANY_ATTEMPTS}`)).toBeVisible();
  },
};

/** No such member (the server's 404). */
export const NotFound: Story = {
  parameters: { router: { route: '/users/999999', path: '/users/:id' } },
  play: async ({ canvas }) => {
    await expect(await name(canvas, m.notFound)).toBeVisible();
    await expect(canvas.getByText(m.notFoundHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backHome })).toHaveAttribute('href', '/');
  },
};

/** An address that is not a member id at all is not found without asking the server. */
export const NotAnId: Story = {
  parameters: {
    router: { route: '/users/me', path: '/users/:id' },
    msw: { handlers: [scenarios.serverError('get', '/users/{id}/stats')] },
  },
  play: async ({ canvas }) => {
    await expect(await name(canvas, m.notFound)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ActivityLoading: Story = {
  parameters: {
    session: 'user',
    msw: { handlers: [scenarios.slow('get', '/users/{id}/activity', 'infinite')] },
  },
  play: async ({ canvas }) => {
    await name(canvas, 'Juan dela Cruz');
    await expect(within(activity(canvas)).getByText(t.loadingActivity)).toBeVisible();
  },
};

export const ActivityEmpty: Story = {
  parameters: {
    session: 'user',
    msw: { handlers: [scenarios.empty('get', '/users/{id}/activity')] },
  },
  play: async ({ canvas }) => {
    await name(canvas, 'Juan dela Cruz');
    await expect(
      await within(activity(canvas)).findByRole('heading', { name: m.noActivity }),
    ).toBeVisible();
  },
};

export const ActivityError: Story = {
  parameters: {
    session: 'user',
    msw: { handlers: [scenarios.serverError('get', '/users/{id}/activity')] },
  },
  play: async ({ canvas }) => {
    await name(canvas, 'Juan dela Cruz');
    const alert = await within(activity(canvas)).findByRole('alert');
    await expect(within(alert).getByText(m.activityFailed)).toBeVisible();
    // The rest of the page stands.
    await expect(stat(canvas, t.threads)).toBeVisible();
  },
};

/** Long and non-Latin names and bios wrap; large counts are grouped; nothing scrolls sideways. */
export const LongAndUnicode: Story = {
  parameters: {
    msw: {
      handlers: [
        memberWith(
          {
            name: 'Gabriela Silang-Dimaculangan y Villanueva de los Santos 山田太郎 🎮',
            role: 'moderator',
            bio: 'Mahilig sa mga lumang kompyuter — 新しいグラフィックカード — مقارنة بين أفضل الهواتف. Supercalifragilisticexpialidocious_handle_without_spaces',
          },
          { likes_count: 98_765_432 },
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await name(canvas, /Gabriela Silang/)).toBeVisible();
    await expect(canvas.getByText('Moderator')).toBeVisible();
    await expect(stat(canvas, t.posts)).toHaveTextContent('1,234,567');
    await expect(stat(canvas, t.likes)).toHaveTextContent('98,765,432');
    await expect(canvas.getByText(/^Joined Mar 15, 2024$/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A missing count shows '-' (read as 'Not available'). */
export const MissingCounts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/users/:id/stats', ({ params }) =>
          HttpResponse.json({
            data: {},
            user: {
              id: Number(params.id),
              name: 'Maria Clara Santos',
              role: 'user',
              created_at: '2024-03-15T08:00:00.000Z',
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await name(canvas, 'Maria Clara Santos');
    await expect(stat(canvas, t.threads)).toHaveTextContent('-');
    await expect(within(stat(canvas, t.threads)).getByText('Not available')).toBeInTheDocument();
    // The joined date falls back to the account's creation date.
    await expect(canvas.getByText(/^Joined Mar 15, 2024$/)).toBeVisible();
  },
};

/** At 360 px the counts stack and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { session: 'user' },
  play: async ({ canvas, canvasElement }) => {
    await name(canvas, 'Juan dela Cruz');
    const [a, b] = [stat(canvas, t.threads), stat(canvas, t.posts)].map((el) =>
      el.getBoundingClientRect(),
    );
    await expect(b!.top).toBeGreaterThan(a!.bottom - 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Keyboard alone: the profile link, then each activity line's thread. */
export const KeyboardOnly: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    await name(canvas, 'Juan dela Cruz');
    const list = await within(activity(canvas)).findByRole('list');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.yourProfile })).toHaveFocus();
    await userEvent.tab();
    await expect(within(list).getAllByRole('link')[0]).toHaveFocus();
  },
};

/** Juan's page: Moderate clicked, and its dialog once there. */
async function openModerate(canvas: Canvas) {
  await name(canvas, 'Juan dela Cruz');
  await userEvent.click(moderateButton(canvas)!);
  return moderateDialog('Juan dela Cruz');
}

/**
 * A moderator on a member's page: Moderate opens User Management's Moderate dialog (loaded on
 * first open); a warning with the spec's default reason joins the member's warnings.
 */
export const ModeratorSeesModerate: Story = {
  parameters: { session: 'moderator' },
  play: async ({ canvas }) => {
    const dialog = await openModerate(canvas);
    await expect(await dialog.findByText(um.noWarnings)).toBeVisible();
    const warn = within(dialog.getByRole('form', { name: um.warnTitle }));
    await expect(warn.getByRole('textbox', { name: /^Reason/ })).toHaveValue(um.defaultWarnReason);
    await userEvent.click(warn.getByRole('button', { name: um.warnSubmit }));
    await expect(await toasts().findByText(um.warnedDone)).toBeVisible();
    const warnings = await dialog.findByRole('list', { name: um.warningsTitle });
    await expect(within(warnings).getByText(um.defaultWarnReason)).toBeVisible();
    // Closing gives focus back to the button.
    await userEvent.click(dialog.getByRole('button', { name: um.close }));
    await popupClosed('dialog');
    await waitFor(() => expect(moderateButton(canvas)).toHaveFocus());
  },
};

/** An admin moderates members too (from their page as from User Management). */
export const AdminSeesModerate: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvas }) => {
    const dialog = await openModerate(canvas);
    const suspend = within(dialog.getByRole('form', { name: um.suspendTitle }));
    await expect(suspend.getByRole('combobox', { name: um.durationLabel })).toHaveTextContent(
      um.duration1Day,
    );
    await userEvent.type(suspend.getByRole('textbox', { name: /^Reason/ }), 'Spam links');
    await userEvent.click(suspend.getByRole('button', { name: um.suspendSubmit }));
    await expect(await toasts().findByText(um.suspendedDone)).toBeVisible();
    await popupClosed('dialog');
  },
};

/** A page where the viewer (`session`) finds no Moderate button: member `id`, named `member`. */
const noModerate = (
  session: 'user' | 'moderator',
  id: number,
  member: string,
  more?: (canvas: Canvas) => Promise<void>,
): Story => ({
  parameters: { session, router: { route: `/users/${id}`, path: '/users/:id' } },
  play: async ({ canvas }) => {
    await expect(await name(canvas, member)).toBeVisible();
    await more?.(canvas);
    await expect(moderateButton(canvas)).toBeNull();
  },
});

/** A member (and a guest, see Default) sees no Moderate button on someone else's page. */
export const UserSeesNoModerate: Story = noModerate('user', 2, 'Mona Moderator');

/** Staff cannot moderate themselves (the server refuses it): no button on one's own page. */
export const OwnPageNoModerate: Story = noModerate('moderator', 2, 'Mona Moderator', (canvas) =>
  expect(canvas.getByRole('link', { name: t.yourProfile })).toBeVisible(),
);

/**
 * An admin cannot be warned or suspended (the server refuses it): no button on an admin's page
 * (for admins too: `mayModerate`'s unit test).
 */
export const AdminPageNoModerate: Story = noModerate('moderator', 1, 'Ada Admin');

/** Keyboard alone: Tab to Moderate, Enter opens the dialog, Escape closes it back to the button. */
export const ModerateKeyboard: Story = {
  parameters: { session: 'moderator' },
  play: async ({ canvas }) => {
    await name(canvas, 'Juan dela Cruz');
    const button = moderateButton(canvas)!;
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await moderateDialog('Juan dela Cruz');
    await expect(await dialog.findByText(um.noWarnings)).toBeVisible();
    const element = within(document.body).getByRole('dialog');
    await waitFor(() => expect(element.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await popupClosed('dialog');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** On a phone the button sits under the name and the dialog fits the screen. */
export const ModerateMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { session: 'moderator' },
  play: async ({ canvas, canvasElement }) => {
    await name(canvas, 'Juan dela Cruz');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.click(moderateButton(canvas)!);
    const dialog = await moderateDialog('Juan dela Cruz');
    await expect(await dialog.findByText(um.noWarnings)).toBeVisible();
    const box = within(document.body).getByRole('dialog').getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
