import { useMemo, useState } from 'react';
import type { components } from '@forum/api';
import {
  useChangePassword,
  usePreferences,
  useApi,
  useSession,
  useUpdatePreferences,
  useUpdateProfile,
  useUploadAvatar,
} from '@forum/api';
import { useToast, hasDraft, useTheme } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { profileMessages as m } from '../messages.ts';
import {
  PASSWORD_DEFAULTS,
  PROFILE_DRAFT,
  passwordBody,
  passwordServerFields,
  preferenceDefaults,
  profileBody,
  profileDefaults,
  validatePassword,
  validateProfile,
} from './settingsForms.ts';
import { PreferencesSection, SettingsView } from './SettingsView.tsx';

type SavedPreferences = components['schemas']['Preferences'];

/** The preferences form, once the saved preferences (its defaults) are known. */
function PreferencesForm({ saved }: { saved: SavedPreferences }) {
  const toast = useToast();
  const theme = useTheme();
  const update = useUpdatePreferences();
  const defaults = useMemo(() => preferenceDefaults(saved), [saved]);
  const form = useApiForm({
    defaultValues: defaults,
    // The form keeps showing what was saved (the server's answer becomes the cached data).
    resetOnSuccess: false,
    // Fields this form does not edit keep their saved value.
    submit: (values) => update.mutateAsync({ body: { ...saved, ...values } }),
    failure: { fallback: m.preferencesFailed },
    onSuccess: (_result, values) => {
      theme.setPreference(values.theme);
      toast.success(m.preferencesSaved);
    },
  });
  return <PreferencesSection state={{ status: 'ready', form }} />;
}

/** The Preferences section: loading, failed (with a retry), or the form. */
export function PreferencesScreen() {
  const query = usePreferences();
  if (query.isPending) return <PreferencesSection state={{ status: 'loading' }} />;
  if (query.isError || !query.data) {
    return <PreferencesSection state={{ status: 'error', onRetry: () => void query.refetch() }} />;
  }
  return <PreferencesForm saved={query.data.data} />;
}

/**
 * The Settings tab: edit the profile (name, e-mail, picture), change the password, and set
 * preferences (theme, notification e-mails). Every form is on the form layer.
 */
export function SettingsScreen() {
  const toast = useToast();
  const { user } = useSession();
  const updateProfile = useUpdateProfile();
  const uploadAvatar = useUploadAvatar();
  const changePassword = useChangePassword();

  const saved = useMemo(
    () => profileDefaults({ name: user?.name ?? '', email: user?.email ?? '' }),
    [user?.name, user?.email],
  );
  // A draft this member left by a reload mid-edit reopens the form with it (another member's
  // is not theirs to see).
  const { session } = useApi();
  const [editing, setEditing] = useState(() => hasDraft(PROFILE_DRAFT, undefined, session.owner()));

  const profile = useApiForm({
    defaultValues: saved,
    draftKey: PROFILE_DRAFT,
    secret: ['avatar'],
    validate: validateProfile,
    toastInvalid: false,
    submit: async (values) => {
      if (values.avatar) await uploadAvatar.mutateAsync(values.avatar);
      return updateProfile.mutateAsync({ body: profileBody(values) });
    },
    failure: { fallback: m.profileUpdateFailed },
    onSuccess: () => {
      setEditing(false);
      toast.success(m.profileUpdated);
    },
  });

  const password = useApiForm({
    defaultValues: PASSWORD_DEFAULTS,
    validate: validatePassword,
    submit: (values) => changePassword.mutateAsync({ body: passwordBody(values) }),
    failure: { fallback: m.passwordChangeFailed, serverFields: passwordServerFields },
    onSuccess: () => toast.success(m.passwordChanged),
  });

  if (!user) return null;
  return (
    <SettingsView
      profile={{
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          avatarUrl: typeof user.avatar_url === 'string' ? user.avatar_url : null,
        },
        editing,
        onEdit: () => {
          profile.reset(saved, { keepDefaultValues: true });
          setEditing(true);
        },
        onCancel: () => {
          profile.layer.discardDraft();
          setEditing(false);
        },
        form: profile,
      }}
      password={password}
      preferences={<PreferencesScreen />}
    />
  );
}
