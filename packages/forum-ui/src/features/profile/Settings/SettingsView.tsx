import { useId, type ReactNode } from 'react';
import {
  BoundCheckbox,
  BoundSelect,
  Avatar,
  Button,
  Card,
  DataSaverSwitch,
  ErrorState,
  Skeleton,
  ContactDetailsFields,
  NewPasswordFields,
  useSubmitting,
  Heading,
  Stack,
  Text,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { profileMessages as m, profileText as t } from '../messages.ts';
import { AvatarField } from './AvatarField.tsx';
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
  /** The profile form (form layer): name, e-mail, and a new picture (previewed before saving). */
  form: ForumAppForm<ProfileValues>;
}

export function ProfileSection({ user, editing, onEdit, onCancel, form }: ProfileSectionProps) {
  const headingId = useId();
  const submitting = useSubmitting(form);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="large">
        <Heading level={3} size={4} id={headingId}>
          {t.profileSection}
        </Heading>
        {editing ? (
          <form.AppForm>
            <form.Form labelledBy={headingId}>
              <form.AppField name="avatar">
                {() => <AvatarField user={user} onChosen={() => form.layer.check(['avatar'])} />}
              </form.AppField>
              <ContactDetailsFields
                form={form}
                fields={{ name: 'name', email: 'email' }}
                labels={{ name: t.name, email: t.email }}
              />
              <div className={styles.actions}>
                <form.SubmitButton busyLabel={t.saving}>{t.saveChanges}</form.SubmitButton>
                <Button variant="secondary" onClick={onCancel} disabled={submitting}>
                  {t.cancel}
                </Button>
              </div>
            </form.Form>
          </form.AppForm>
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
                />
              )}
            </form.AppField>
            <NewPasswordFields
              form={form}
              fields={{ password: 'newPassword', confirm: 'confirmPassword' }}
              labels={{
                password: t.newPassword,
                confirm: t.confirmNewPassword,
                hint: t.passwordHint,
              }}
            />
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
            {() => <BoundSelect label={t.theme} options={THEMES} />}
          </form.AppField>
          <fieldset className={styles.fieldset}>
            <Text as="legend" weight="medium">
              {t.emailNotifications}
            </Text>
            <form.AppField name="reply_notifications">
              {() => <BoundCheckbox label={t.replyNotifications} />}
            </form.AppField>
            <form.AppField name="mention_notifications">
              {() => <BoundCheckbox label={t.mentionNotifications} />}
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

/**
 * What is set on this device, not in the account: the data saver (the same switch as the
 * footer's), kept in this browser's storage.
 */
export function DeviceSection() {
  const headingId = useId();
  const hintId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={3} size={4} id={headingId}>
          {t.deviceSection}
        </Heading>
        <DataSaverSwitch describedBy={hintId} />
        <Text tone="muted" id={hintId}>
          {t.dataSaverHint}
        </Text>
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

/** The Settings tab: the profile (view or edit), the password, preferences, and this device. */
export function SettingsView({ profile, password, preferences }: SettingsViewProps) {
  return (
    <Stack space="large">
      <Heading level={2} size={3}>
        {t.tabs.settings}
      </Heading>
      <ProfileSection {...profile} />
      <PasswordSection form={password} />
      {preferences}
      <DeviceSection />
    </Stack>
  );
}
