import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccounts, scenarios, seedState } from '@forum/mocks';
import { DRAFT_OWNER_FIELD, DRAFT_PREFIX, DATA_SAVER_KEY } from '@forum/forum-ui/design-system';
import { profileMessages as m, profileText as t } from '../messages.ts';
import { field, toasts, type Canvas } from '../../../test/queries.ts';
import { AVATAR_MAX_BYTES, PROFILE_DRAFT } from './settingsForms.ts';
import { phonePhoto } from '../../../test/images.ts';
import { SettingsScreen } from './SettingsScreen.tsx';

const meta = {
  title: 'Screens/Profile/Settings',
  component: SettingsScreen,
  parameters: {
    router: { route: '/UserProfile?tab=settings', path: '/UserProfile' },
    session: 'user',
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });
const profile = (canvas: Canvas) => within(section(canvas, t.profileSection));
const password = (canvas: Canvas) => within(section(canvas, t.passwordSection));
const edit = (canvas: Canvas) =>
  userEvent.click(profile(canvas).getByRole('button', { name: t.editProfile }));
const image = (bytes: number, name = 'me.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Viewing: the saved picture (initials), name and e-mail, and Edit Profile. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    const view = profile(canvas);
    await expect(view.getByRole('img', { name: 'Juan dela Cruz' })).toBeVisible();
    await expect(view.getByText('user@example.com')).toBeVisible();
    await expect(view.queryByRole('textbox')).toBeNull();
    await expect(password(canvas).getByLabelText(/^Current Password/)).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: t.theme })).toBeVisible();
  },
};

export const Editing: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await expect(field(canvas, t.name)).toHaveValue('Juan dela Cruz');
    await expect(field(canvas, t.email)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(t.profilePicture)).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByRole('button', { name: t.saveChanges })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.cancel })).toBeVisible();
  },
};

export const SaveProfile: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    const name = field(canvas, t.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Juan Santos 🇵🇭');
    await userEvent.upload(canvas.getByLabelText(t.profilePicture), image(2048));
    await expect(canvas.getByRole('img', { name: t.newPicturePreview })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.saveChanges }));
    await expect(await toasts().findByText(m.profileUpdated)).toBeVisible();
    // Back to viewing, with the saved name.
    await expect(await profile(canvas).findByText('Juan Santos 🇵🇭')).toBeVisible();
    await expect(profile(canvas).getByRole('button', { name: t.editProfile })).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [scenarios.slow('put', '/auth/profile', 'infinite')] } },
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t.saveChanges }));
    await expect(await canvas.findByRole('button', { name: t.saving })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: t.cancel })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.clear(field(canvas, t.name));
    await userEvent.clear(field(canvas, t.email));
    await userEvent.click(canvas.getByRole('button', { name: t.saveChanges }));
    await waitFor(() => expect(field(canvas, t.name)).toHaveFocus());
    await expect(field(canvas, t.name)).toHaveAccessibleDescription(m.nameRequired);
    await expect(field(canvas, t.email)).toHaveAccessibleDescription(m.emailRequired);
  },
};

export const AvatarTooLarge: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    const picker = canvas.getByLabelText(t.profilePicture);
    // A file that is no photo to make smaller is judged as it is.
    await userEvent.upload(picker, image(AVATAR_MAX_BYTES));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(expect.stringContaining(m.avatarTooLarge)),
    );
    await expect(canvas.queryByRole('img', { name: t.newPicturePreview })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.saveChanges }));
    await waitFor(() => expect(picker).toHaveFocus());
  },
};

export const AvatarWrongType: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    const picker = canvas.getByLabelText(t.profilePicture);
    await userEvent.upload(picker, image(100, 'notes.pdf', 'application/pdf'), {
      applyAccept: false,
    });
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(expect.stringContaining(m.avatarNotImage)),
    );
  },
};

/** A phone photo as the picture: made 512 px on the device, and the hint says by how much. */
export const AvatarShrunk: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    const picker = canvas.getByLabelText(t.profilePicture);
    await userEvent.upload(picker, await phonePhoto());
    await waitFor(
      () =>
        expect(picker).toHaveAccessibleDescription(
          expect.stringMatching(/Made smaller for sending: [\d.]+ MB → \d+ KB\.$/),
        ),
      { timeout: 10_000 },
    );
    const preview = await canvas.findByRole('img', { name: t.newPicturePreview });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(512));
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('put', '/auth/profile')] } },
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.type(field(canvas, t.name), ' Jr.');
    await userEvent.click(canvas.getByRole('button', { name: t.saveChanges }));
    await expect(await toasts().findByText(m.profileUpdateFailed)).toBeVisible();
    await expect(field(canvas, t.name)).toHaveValue('Juan dela Cruz Jr.');
  },
};

export const EmailTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.validation('put', '/auth/profile', {
          email: ['The email has already been taken.'],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await edit(canvas);
    const email = field(canvas, t.email);
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t.saveChanges }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email has already been taken.'),
    );
    await expect(
      await toasts().findByText('email: The email has already been taken.'),
    ).toBeVisible();
  },
};

export const CancelRestores: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.clear(field(canvas, t.name));
    await userEvent.type(field(canvas, t.name), 'Someone Else');
    await userEvent.click(canvas.getByRole('button', { name: t.cancel }));
    await expect(profile(canvas).getByText('Juan dela Cruz')).toBeVisible();
    await edit(canvas);
    await expect(field(canvas, t.name)).toHaveValue('Juan dela Cruz');
  },
};

const idOf = (email: string) => seedState().users.find((u) => u.email === email)!.id;

/** A reload in the middle of editing reopens the form with what was typed. */
export const DraftRestored: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      DRAFT_PREFIX + PROFILE_DRAFT,
      JSON.stringify({ name: 'Juan D. Cruz', [DRAFT_OWNER_FIELD]: idOf(demoAccounts.user.email) }),
    );
  },
  play: async ({ canvas }) => {
    await expect(field(canvas, t.name)).toHaveValue('Juan D. Cruz');
    await expect(field(canvas, t.email)).toHaveValue('user@example.com');
  },
};

/**
 * One phone, many members: a draft another member left in this tab (a Settings save that met a
 * 401) is never restored, nor sent, for the member signed in now.
 */
export const AnotherMembersDraftIgnored: Story = {
  beforeEach: () => {
    const other = idOf(demoAccounts.moderator.email);
    sessionStorage.setItem(
      DRAFT_PREFIX + PROFILE_DRAFT,
      JSON.stringify({ name: 'Typed by someone else', [DRAFT_OWNER_FIELD]: other }),
    );
    sessionStorage.setItem(`${DRAFT_PREFIX}${PROFILE_DRAFT}:resend`, `${Date.now()}|${other}`);
  },
  play: async ({ canvas }) => {
    await edit(canvas);
    await expect(field(canvas, t.name)).toHaveValue('Juan dela Cruz');
    await expect(canvas.queryByDisplayValue('Typed by someone else')).toBeNull();
    // Its mark to send again was taken and dropped: nothing was saved.
    await waitFor(() =>
      expect(sessionStorage.getItem(`${DRAFT_PREFIX}${PROFILE_DRAFT}:resend`)).toBeNull(),
    );
    await expect(toasts().queryByText(m.profileUpdated)).toBeNull();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvas }) => {
    const form = password(canvas);
    await userEvent.type(form.getByLabelText(/^Current Password/), 'password');
    await userEvent.type(form.getByLabelText(/^New Password/), 'secret1');
    await userEvent.type(form.getByLabelText(/^Confirm New Password/), 'secret2');
    await userEvent.click(form.getByRole('button', { name: t.changePassword }));
    const confirm = form.getByLabelText(/^Confirm New Password/);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(m.passwordsDontMatch));
    await expect(await toasts().findByText(m.passwordsDontMatch)).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvas }) => {
    const form = password(canvas);
    await userEvent.type(form.getByLabelText(/^Current Password/), 'password');
    await userEvent.type(form.getByLabelText(/^New Password/), '12345');
    await userEvent.type(form.getByLabelText(/^Confirm New Password/), '12345');
    await userEvent.click(form.getByRole('button', { name: t.changePassword }));
    await waitFor(() =>
      expect(form.getByLabelText(/^New Password/)).toHaveAccessibleDescription(
        expect.stringContaining(m.passwordTooShort),
      ),
    );
  },
};

/** The server refuses the current password: its message goes next to that field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas }) => {
    const form = password(canvas);
    await userEvent.type(form.getByLabelText(/^Current Password/), 'not-it');
    await userEvent.type(form.getByLabelText(/^New Password/), 'secret12');
    await userEvent.type(form.getByLabelText(/^Confirm New Password/), 'secret12');
    await userEvent.click(form.getByRole('button', { name: t.changePassword }));
    const current = form.getByLabelText(/^Current Password/);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(
        'The provided password does not match your current password.',
      ),
    );
    await waitFor(() => expect(current).toHaveFocus());
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvas }) => {
    const form = password(canvas);
    await userEvent.type(form.getByLabelText(/^Current Password/), 'password');
    await userEvent.type(form.getByLabelText(/^New Password/), 'secret12');
    await userEvent.type(form.getByLabelText(/^Confirm New Password/), 'secret12');
    await userEvent.click(form.getByRole('button', { name: t.changePassword }));
    await expect(await toasts().findByText(m.passwordChanged)).toBeVisible();
    await expect(form.getByLabelText(/^Current Password/)).toHaveValue('');
  },
};

/**
 * Choosing dark and saving. (In the app the site follows at once; Storybook's theme toolbar
 * holds the theme here, so this story checks what was saved.)
 */
export const PreferencesSaved: Story = {
  play: async ({ canvas }) => {
    // The form replaces the loading state once the saved preferences arrive.
    await userEvent.click(await canvas.findByRole('combobox', { name: t.theme }));
    const prefs = within(section(canvas, t.preferencesSection));
    await userEvent.click(await within(document.body).findByRole('option', { name: t.themeDark }));
    await userEvent.click(prefs.getByRole('checkbox', { name: t.mentionNotifications }));
    await userEvent.click(prefs.getByRole('button', { name: t.savePreferences }));
    await expect(await toasts().findByText(m.preferencesSaved)).toBeVisible();
    await expect(prefs.getByRole('combobox', { name: t.theme })).toHaveTextContent(t.themeDark);
    await expect(prefs.getByRole('checkbox', { name: t.mentionNotifications })).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('get', '/user/preferences', 'infinite')] } },
  play: async ({ canvas }) => {
    const prefs = within(section(canvas, t.preferencesSection));
    await expect(prefs.getByRole('status')).toHaveTextContent(t.loadingTab);
  },
};

export const PreferencesError: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('get', '/user/preferences')] } },
  play: async ({ canvas }) => {
    const prefs = within(section(canvas, t.preferencesSection));
    await expect(await prefs.findByText(m.preferencesLoadFailed)).toBeVisible();
    await expect(prefs.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** This device: the data saver's switch, kept in this browser (the footer's switch follows). */
export const DataSaver: Story = {
  beforeEach: () => () => localStorage.removeItem(DATA_SAVER_KEY),
  play: async ({ canvas }) => {
    const device = within(section(canvas, t.deviceSection));
    const saver = device.getByRole('switch', { name: 'Data saver' });
    await expect(saver).not.toBeChecked();
    await expect(saver).toHaveAccessibleDescription(t.dataSaverHint);
    await userEvent.click(saver);
    await expect(saver).toBeChecked();
    await expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    // Space switches it back, from the keyboard.
    saver.focus();
    await userEvent.keyboard(' ');
    await expect(saver).not.toBeChecked();
    await expect(localStorage.getItem(DATA_SAVER_KEY)).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const button = profile(canvas).getByRole('button', { name: t.editProfile });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const name = field(canvas, t.name);
    name.focus();
    await userEvent.keyboard('{Control>}a{/Control}Ana');
    await userEvent.keyboard('{Enter}');
    await expect(await toasts().findByText(m.profileUpdated)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await edit(canvas);
    await expect(field(canvas, t.name)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
