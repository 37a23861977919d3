import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useApiForm } from '../../../connected/apiForm.ts';
import { userManagementText as t } from './messages.ts';
import {
  ManageUserDialog,
  ModerateUserDialog,
  type HistoryState,
  type ModerationEntry,
  type WarningsState,
} from './UserDialogs.tsx';
import {
  SUSPEND_DEFAULTS,
  validateReason,
  WARN_DEFAULTS,
  type ManagedUser,
  type RoleValues,
  type SuspendValues,
  type WarnValues,
} from './userManagement.ts';
import { UserCard } from './UserManagementView.tsx';
import { findPopup } from '../../../test/queries.ts';

/** A story's form: these first values, the real rules, and a request that never answers. */
function useStoryForm<V extends { reason: string } | RoleValues>(
  values: V,
  validate?: (values: V) => Partial<Record<keyof V & string, string>>,
) {
  const [defaultValues] = useState(values);
  return useApiForm<V>({
    defaultValues,
    validate,
    toastInvalid: false,
    submit: () => new Promise<never>(() => {}),
  });
}

const JUAN: ManagedUser = {
  id: 3,
  name: 'Juan dela Cruz',
  username: 'juan',
  email: 'user@example.com',
  role: 'user',
  avatar_url: null,
  bio: null,
  created_at: '2026-03-01T08:00:00Z',
  is_banned: false,
  is_approved: true,
  status: 'active',
};

const LONG_REASON = `Paulit-ulit na pag-post ng parehong link sa “Tech News” 🔁 — ${'hindi kaugnay na nilalaman, '.repeat(8)}`;

const warnings: WarningsState = {
  status: 'ready',
  warnings: [
    {
      id: 2,
      user_id: 3,
      reason: LONG_REASON,
      moderator: { id: 2, name: 'Mona Moderator', avatar_url: null },
      created_at: '2026-11-20T10:00:00Z',
    },
    {
      id: 1,
      user_id: 3,
      reason: 'Content violation',
      moderator: null,
      created_at: '2026-11-02T09:00:00Z',
    },
  ],
};

const MONA = { id: 2, name: 'Mona Moderator', avatar_url: null };
const JUAN_SUMMARY = { id: 3, name: 'Juan dela Cruz', avatar_url: null };

const entry = (id: number, fields: Partial<ModerationEntry>): ModerationEntry => ({
  id,
  action: 'warn',
  content_type: 'user',
  content_id: 3,
  description: 'Warned Juan dela Cruz',
  reason: 'Content violation',
  moderator: MONA,
  user: JUAN_SUMMARY,
  created_at: '2026-11-20T10:00:00Z',
  ...fields,
});

const ENTRIES: ModerationEntry[] = [
  entry(14, {
    action: 'suspend',
    description: 'Suspended Juan dela Cruz for 1 week',
    reason: LONG_REASON,
    created_at: '2026-11-22T09:30:00Z',
  }),
  entry(12, { created_at: '2026-11-20T10:00:00Z' }),
  entry(9, {
    action: 'delete',
    content_type: 'post',
    content_id: null,
    description: 'Deleted post in "Best budget GPUs of 2026"',
    reason: null,
    moderator: null,
    created_at: '2026-11-02T09:00:00Z',
  }),
];

const ready = (entries: readonly ModerationEntry[], extra: Partial<HistoryState> = {}) =>
  ({
    status: 'ready',
    entries,
    page: 1,
    lastPage: 1,
    onPageChange: fn(),
    ...extra,
  }) as HistoryState;

const meta = {
  title: 'Screens/Staff/User management/Parts',
  parameters: { session: 'admin' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function ManageHarness({ values }: { values: RoleValues }) {
  const form = useStoryForm(values);
  return <ManageUserDialog open user={JUAN} form={form} onClose={fn()} />;
}

const manage = (values: RoleValues) => <ManageHarness values={values} />;

/** Manage: the current role is selected and Update Role waits for another. */
export const ManageDefault: Story = {
  render: () => manage({ role: 'user' }),
  play: async () => {
    const dialog = within(await findPopup('dialog', { name: t.manageTitle('Juan dela Cruz') }));
    expect(dialog.getByRole('combobox', { name: t.roleLabel })).toHaveTextContent(t.roleUser);
    expect(dialog.getByRole('button', { name: t.updateRole })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Manage with another role chosen: Update Role can be used. */
export const ManageChanged: Story = {
  render: () => manage({ role: 'admin' }),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByRole('combobox', { name: t.roleLabel })).toHaveTextContent(t.roleAdmin);
    expect(dialog.getByRole('button', { name: t.updateRole })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Manage while the change is sent: the button says so and nothing else can be used. */
export const ManageSubmitting: Story = {
  render: () => manage({ role: 'moderator' }),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t.updateRole }));
    expect(await dialog.findByRole('button', { name: t.updatingRole })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog.getByRole('button', { name: t.cancel })).toHaveAttribute('aria-disabled', 'true');
  },
};

function ModerateHarness({
  warnings,
  warn,
  suspend,
  history,
}: {
  warnings: WarningsState;
  warn: WarnValues;
  suspend: SuspendValues;
  history: HistoryState;
}) {
  const warnForm = useStoryForm(warn, validateReason);
  const suspendForm = useStoryForm(suspend, validateReason);
  return (
    <ModerateUserDialog
      open
      user={JUAN}
      warnings={warnings}
      history={history}
      warnForm={warnForm}
      suspendForm={suspendForm}
      onClose={fn()}
    />
  );
}

const moderate = (
  state: WarningsState,
  warn: WarnValues = WARN_DEFAULTS,
  suspend: SuspendValues = SUSPEND_DEFAULTS,
  history: HistoryState = ready(ENTRIES),
) => <ModerateHarness warnings={state} warn={warn} suspend={suspend} history={history} />;

/** Moderate: the warnings (long and unicode reasons wrap), and the two forms with their defaults. */
export const ModerateDefault: Story = {
  render: () => moderate(warnings),
  play: async () => {
    const dialog = within(await findPopup('dialog', { name: t.moderateTitle('Juan dela Cruz') }));
    const list = within(dialog.getByRole('list', { name: t.warningsTitle }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText(/by Mona Moderator/)).toBeVisible();
    const warn = within(dialog.getByRole('form', { name: t.warnTitle }));
    expect(warn.getByRole('textbox', { name: /^Reason/ })).toHaveValue(t.defaultWarnReason);
    const suspend = within(dialog.getByRole('form', { name: t.suspendTitle }));
    expect(suspend.getByRole('combobox', { name: t.durationLabel })).toHaveTextContent(
      t.duration1Day,
    );
    expect(suspend.getByRole('textbox', { name: /^Reason/ })).toHaveValue('');
  },
};

/**
 * History beside the warnings: newest first, each entry's action, what was done, why (or
 * 'None given'), when and by whom (a deleted moderator's account reads 'by a former moderator').
 */
export const ModerateHistory: Story = {
  render: () => moderate(warnings),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByRole('heading', { level: 3, name: t.historyTitle })).toBeVisible();
    const items = within(dialog.getByRole('list', { name: t.historyLabel })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Suspend')).toBeVisible();
    expect(within(items[0]!).getByText('Suspended Juan dela Cruz for 1 week')).toBeVisible();
    expect(within(items[0]!).getByText(/by Mona Moderator/)).toBeVisible();
    expect(within(items[2]!).getByText('Delete')).toBeVisible();
    expect(within(items[2]!).getByText(`${t.historyReason}: ${t.historyNoReason}`)).toBeVisible();
    expect(within(items[2]!).getByText(new RegExp(t.historyUnknownModerator))).toBeVisible();
    // One page: no pager.
    expect(dialog.queryByRole('navigation', { name: t.historyPager })).toBeNull();
  },
};

export const ModerateHistoryLoading: Story = {
  render: () => moderate(warnings, undefined, undefined, { status: 'loading' }),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByRole('status')).toHaveTextContent(t.historyLoading);
    expect(dialog.queryByRole('list', { name: t.historyLabel })).toBeNull();
    expect(dialog.getByRole('list', { name: t.warningsTitle })).toBeVisible();
  },
};

export const ModerateHistoryEmpty: Story = {
  render: () => moderate({ status: 'ready', warnings: [] }, undefined, undefined, ready([])),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByText(t.noHistory)).toBeVisible();
    expect(dialog.getByText(t.noWarnings)).toBeVisible();
    expect(dialog.queryByRole('list', { name: t.historyLabel })).toBeNull();
  },
};

export const ModerateHistoryError: Story = {
  render: () => moderate(warnings, undefined, undefined, { status: 'error', onRetry: fn() }),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByText(t.historyFailed)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
    // The warnings and the forms are still there.
    expect(dialog.getByRole('list', { name: t.warningsTitle })).toBeVisible();
    expect(dialog.getByRole('button', { name: t.warnSubmit })).toBeVisible();
  },
};

const LONG_HISTORY = Array.from({ length: 10 }, (_, k) =>
  entry(40 - k, {
    action: (['warn', 'delete', 'hide', 'suspend', 'lock'] as const)[k % 5],
    description: `Entry ${k + 1}: 「技術フォーラム」 — Überprüfung #${k + 1} 🔍`,
    reason: k % 3 ? LONG_REASON : 'Content violation',
    created_at: new Date(Date.UTC(2026, 10, 20 - k, 9)).toISOString(),
  }),
);

/** A long history: ten to a page (long and unicode text wraps), and a pager for the rest. */
export const ModerateHistoryPaged: StoryObj<{ onPageChange: (page: number) => void }> = {
  args: { onPageChange: fn() },
  render: (args) =>
    moderate(
      warnings,
      undefined,
      undefined,
      ready(LONG_HISTORY, {
        page: 2,
        lastPage: 3,
        onPageChange: args.onPageChange,
      }),
    ),
  play: async ({ args }) => {
    const dialog = within(await findPopup('dialog'));
    const list = within(dialog.getByRole('list', { name: t.historyLabel }));
    expect(list.getAllByRole('listitem')).toHaveLength(10);
    expect(list.getByText(/Entry 1: 「技術フォーラム」/)).toBeVisible();
    const pager = within(dialog.getByRole('navigation', { name: t.historyPager }));
    expect(pager.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Another history page loading over the current one: the list is busy and says so. */
export const ModerateHistoryRefreshing: Story = {
  render: () =>
    moderate(
      warnings,
      undefined,
      undefined,
      ready(LONG_HISTORY, { page: 1, lastPage: 2, refreshing: true }),
    ),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByRole('list', { name: t.historyLabel })).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('status')).toHaveTextContent(t.historyLoading);
  },
};

/** On a phone the dialog fills the width; the forms stay usable. */
export const ModerateMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => moderate(warnings),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByRole('button', { name: t.warnSubmit })).toBeVisible();
    expect(dialog.getByRole('form', { name: t.suspendTitle })).toBeInTheDocument();
  },
};

export const ModerateLoadingWarnings: Story = {
  render: () => moderate({ status: 'loading' }),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByRole('status')).toHaveTextContent(t.warningsLoading);
  },
};

export const ModerateNoWarnings: Story = {
  render: () => moderate({ status: 'ready', warnings: [] }),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByText(t.noWarnings)).toBeVisible();
    expect(dialog.queryByRole('list', { name: t.warningsTitle })).toBeNull();
  },
};

export const ModerateWarningsError: Story = {
  render: () => moderate({ status: 'error', onRetry: fn() }),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    expect(dialog.getByText(t.warningsFailed)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A blank reason: the form says so next to the field. */
export const ModerateInvalid: Story = {
  render: () => moderate(warnings, { reason: '' }, SUSPEND_DEFAULTS),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t.warnSubmit }));
    await userEvent.click(dialog.getByRole('button', { name: t.suspendSubmit }));
    await waitFor(() => expect(dialog.getAllByText(t.reasonRequired)).toHaveLength(2));
  },
};

/** A suspension being sent: its button says so, the warn button waits. */
export const ModerateSuspending: Story = {
  render: () => moderate(warnings, WARN_DEFAULTS, { duration: '2_weeks', reason: 'Spam' }),
  play: async () => {
    const dialog = within(await findPopup('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t.suspendSubmit }));
    expect(await dialog.findByRole('button', { name: t.suspendBusy })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog.getByRole('button', { name: t.warnSubmit })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog.getByRole('combobox', { name: t.durationLabel })).toHaveTextContent(
      t.duration2Weeks,
    );
  },
};

const cardFor = (viewer: { id: number; role: string }, user = JUAN) => (
  <UserCard user={user} viewer={viewer} onManage={fn()} onModerate={fn()} onAction={fn()} />
);

/**
 * An admin sees Manage, Moderate and all three role buttons: the user's own role (Make User)
 * is there but cannot be used, and says it is the current role.
 */
export const CardForAdmin: Story = {
  render: () => cardFor({ id: 1, role: 'admin' }),
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: t.actionsOf('Juan dela Cruz') }));
    for (const name of [t.manage, t.moderate, t.makeAdmin, t.makeModerator, t.ban, t.deleteUser]) {
      expect(group.getByRole('button', { name })).toBeVisible();
      expect(group.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
    }
    const current = group.getByRole('button', { name: t.makeUser });
    expect(current).toBeVisible();
    expect(current).toHaveAttribute('aria-disabled', 'true');
    expect(current).toHaveAccessibleDescription(t.currentRole);
    expect(group.getAllByRole('button', { description: t.currentRole })).toHaveLength(1);
  },
};

/** A moderator (were the card shown to one) would see only Moderate. */
export const CardForModerator: Story = {
  parameters: { session: 'moderator' },
  render: () => cardFor({ id: 2, role: 'moderator' }),
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: t.actionsOf('Juan dela Cruz') }));
    expect(group.getAllByRole('button')).toHaveLength(1);
    expect(group.getByRole('button', { name: t.moderate })).toBeVisible();
  },
};

/** One's own card: a You badge and no actions. */
export const CardOwn: Story = {
  render: () => cardFor({ id: 3, role: 'admin' }, { ...JUAN, role: 'admin' }),
  play: async ({ canvas }) => {
    expect(canvas.getByText(t.you)).toBeVisible();
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A banned moderator: the Banned badge, Unban instead of Ban, and Make Moderator as the current role. */
export const CardBanned: Story = {
  render: () => cardFor({ id: 1, role: 'admin' }, { ...JUAN, role: 'moderator', is_banned: true }),
  play: async ({ canvas }) => {
    expect(canvas.getByText(t.banned)).toBeVisible();
    expect(canvas.getByRole('button', { name: t.unban })).toBeVisible();
    expect(canvas.getByRole('button', { name: t.makeUser })).toBeVisible();
    expect(canvas.getByRole('button', { name: t.makeModerator })).toHaveAccessibleDescription(
      t.currentRole,
    );
    expect(canvas.getByRole('button', { name: t.makeUser })).not.toHaveAttribute('aria-disabled');
  },
};

/** An admin's card (seen by another admin): Make Admin is the current role; no Moderate. */
export const CardAdminUser: Story = {
  render: () => cardFor({ id: 1, role: 'admin' }, { ...JUAN, role: 'admin' }),
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: t.actionsOf('Juan dela Cruz') }));
    expect(group.getByRole('button', { name: t.makeAdmin })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(group.getByRole('button', { description: t.currentRole })).toHaveAccessibleName(
      t.makeAdmin,
    );
    expect(group.queryByRole('button', { name: t.moderate })).toBeNull();
  },
};
