import { useId, type ReactNode } from 'react';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { FileField } from '../../../components/FileField/FileField.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { textField } from '../../../forms/fields.ts';
import { Form } from '../../../forms/Form.tsx';
import type { ForumAppForm } from '../../../components/AppForm/appForm.ts';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { profileMessages as m, profileText as t } from '../../../messages/profile.ts';
import { Heading } from '../../../primitives/Heading.tsx';
import { Stack } from '../../../primitives/Stack.tsx';
import { Text } from '../../../primitives/Text.tsx';
import * as styles from './Settings.css.ts';
import type {
  PasswordValues,
  PreferenceValues,
  ProfileValues,
  ThemeChoice,
} from './settingsForms.ts';

export interface ProfileSectionProps {
  user: { id: number; name: string; email: string; avatarUrl?: string | null };
  /** Editing (the form) or viewing (the saved profile and Edit Profile). */
  editing: boolean;
  onEdit: () => void;
  /** Cancel: leaves editing, the fields back to the saved profile. */
  onCancel: () => void;
  form: FormBinding<ProfileValues>;
  /** An object URL of the newly chosen picture, shown before saving. */
  avatarPreview?: string;
  onAvatarChange: (file: File | null) => void;
}

export function ProfileSection({
  user,
  editing,
  onEdit,
  onCancel,
  form,
  avatarPreview,
  onAvatarChange,
}: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="large">
        <Heading level={3} size={4} id={headingId}>
          {t.profileSection}
        </Heading>
        {editing ? (
          <Form form={form} labelledBy={headingId}>
            <div className={styles.identity}>
              {avatarPreview ? (
                <img src={avatarPreview} alt={t.newPicturePreview} className={styles.preview} />
              ) : (
                <Avatar
                  name={user.name}
                  src={user.avatarUrl ?? undefined}
                  colorKey={user.id}
                  size="xlarge"
                />
              )}
              <FileField
                label={t.profilePicture}
                hint={t.avatarHint}
                accept="image/*"
                name="avatar"
                error={form.errors.avatar}
                onFileChange={onAvatarChange}
              />
            </div>
            <TextField label={t.name} autoComplete="name" required {...textField(form, 'name')} />
            <TextField
              label={t.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              {...textField(form, 'email')}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" busy={form.submitting} busyLabel={t.saving}>
                {t.saveChanges}
              </Button>
              <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
                {t.cancel}
              </Button>
            </div>
          </Form>
        ) : (
          <Stack space="medium">
            <div className={styles.identity}>
              <Avatar
                name={user.name}
                src={user.avatarUrl ?? undefined}
                colorKey={user.id}
                size="xlarge"
              />
              <Stack space="xsmall">
                <Text weight="medium">{user.name}</Text>
                <Text tone="muted">{user.email}</Text>
              </Stack>
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onEdit}>
                {t.editProfile}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function PasswordSection({ form }: { form: ForumAppForm<PasswordValues> }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="large">
        <Heading level={3} size={4} id={headingId}>
          {t.passwordSection}
        </Heading>
        <form.AppForm>
          <form.Form labelledBy={headingId}>
            <form.AppField name="currentPassword">
              {(field) => (
                <field.PasswordField
                  label={t.currentPassword}
                  autoComplete="current-password"
                  required
                  showPasswordLabel={t.showPassword}
                  hidePasswordLabel={t.hidePassword}
                />
              )}
            </form.AppField>
            <form.AppField name="newPassword">
              {(field) => (
                <field.PasswordField
                  label={t.newPassword}
                  autoComplete="new-password"
                  hint={t.passwordHint}
                  required
                  showPasswordLabel={t.showPassword}
                  hidePasswordLabel={t.hidePassword}
                />
              )}
            </form.AppField>
            <form.AppField name="confirmPassword">
              {(field) => (
                <field.PasswordField
                  label={t.confirmNewPassword}
                  autoComplete="new-password"
                  required
                  showPasswordLabel={t.showPassword}
                  hidePasswordLabel={t.hidePassword}
                />
              )}
            </form.AppField>
            <div className={styles.actions}>
              <form.SubmitButton busyLabel={t.changingPassword}>
                {t.changePassword}
              </form.SubmitButton>
            </div>
          </form.Form>
        </form.AppForm>
      </Stack>
    </Card>
  );
}

export type PreferencesState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; form: ForumAppForm<PreferenceValues> };

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: t.themeSystem },
  { value: 'light', label: t.themeLight },
  { value: 'dark', label: t.themeDark },
];

export function PreferencesSection({ state }: { state: PreferencesState }) {
  const headingId = useId();
  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <Stack space="small" aria-busy="true">
        <Text tone="muted" role="status">
          {t.loadingTab}
        </Text>
        <Skeleton variant="block" height={120} />
      </Stack>
    );
  } else if (state.status === 'error') {
    body = <ErrorState message={m.preferencesLoadFailed} onRetry={state.onRetry} />;
  } else {
    const { form } = state;
    body = (
      <form.AppForm>
        <form.Form labelledBy={headingId}>
          <form.AppField name="theme">
            {(field) => <field.Select label={t.theme} options={THEMES} />}
          </form.AppField>
          <fieldset className={styles.fieldset}>
            <Text as="legend" weight="medium">
              {t.emailNotifications}
            </Text>
            <form.AppField name="reply_notifications">
              {(field) => <field.Checkbox label={t.replyNotifications} />}
            </form.AppField>
            <form.AppField name="mention_notifications">
              {(field) => <field.Checkbox label={t.mentionNotifications} />}
            </form.AppField>
          </fieldset>
          <div className={styles.actions}>
            <form.SubmitButton busyLabel={t.saving}>{t.savePreferences}</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    );
  }
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={3} size={4} id={headingId}>
            {t.preferencesSection}
          </Heading>
          <Text tone="muted">{t.preferencesIntro}</Text>
        </Stack>
        {body}
      </Stack>
    </Card>
  );
}

export interface SettingsViewProps {
  profile: ProfileSectionProps;
  password: ForumAppForm<PasswordValues>;
  /** The preferences section (PreferencesSection, in whatever state its data is). */
  preferences: ReactNode;
}

/** The Settings tab: the profile (view or edit), the password, and preferences. */
export function SettingsView({ profile, password, preferences }: SettingsViewProps) {
  return (
    <Stack space="large">
      <Heading level={2} size={3}>
        {t.tabs.settings}
      </Heading>
      <ProfileSection {...profile} />
      <PasswordSection form={password} />
      {preferences}
    </Stack>
  );
}
