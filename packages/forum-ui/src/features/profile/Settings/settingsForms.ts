/**
 * The Settings tab's three forms (profile, password, preferences): their fields, rules and
 * request shapes. Plain functions, unit tested beside them.
 */
import { type FormErrors } from '@forum/forum-ui/design-system';
import { profileMessages as m } from '../messages.ts';

// ── profile ──

/** Largest avatar the server takes (spec: under 5MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type ProfileValues = {
  name: string;
  email: string;
  /** A newly chosen picture; never stored in a draft (a File is not JSON). */
  avatar: File | null;
};

export const PROFILE_DRAFT = 'profile-settings';

export function profileDefaults(user: { name: string; email: string }): ProfileValues {
  return { name: user.name, email: user.email, avatar: null };
}

/** Images only, under 5MB. */
export function avatarProblem(file: Pick<File, 'size' | 'type'> | null): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return m.avatarNotImage;
  if (file.size >= AVATAR_MAX_BYTES) return m.avatarTooLarge;
  return undefined;
}

/** Spec: name and e-mail required; the avatar an image under 5MB. */
export function validateProfile(values: ProfileValues): FormErrors<'name' | 'email' | 'avatar'> {
  const errors: FormErrors<'name' | 'email' | 'avatar'> = {};
  if (values.name.trim() === '') errors.name = m.nameRequired;
  if (values.email.trim() === '') errors.email = m.emailRequired;
  const avatar = avatarProblem(values.avatar);
  if (avatar) errors.avatar = avatar;
  return errors;
}

export function profileBody(values: ProfileValues) {
  return { name: values.name.trim(), email: values.email.trim() };
}

// ── password ──

export const PASSWORD_MIN = 6;
export const PASSWORD_DEFAULTS = { currentPassword: '', newPassword: '', confirmPassword: '' };
export type PasswordValues = typeof PASSWORD_DEFAULTS;

/** Spec: the new password at least 6 characters and equal to its confirmation. */
export function validatePassword(values: PasswordValues): FormErrors<keyof PasswordValues> {
  const errors: FormErrors<keyof PasswordValues> = {};
  if (values.currentPassword === '') errors.currentPassword = m.currentPasswordRequired;
  if (values.newPassword.length < PASSWORD_MIN) errors.newPassword = m.passwordTooShort;
  else if (values.newPassword !== values.confirmPassword)
    errors.confirmPassword = m.passwordsDontMatch;
  return errors;
}

export function passwordBody(values: PasswordValues) {
  return {
    current_password: values.currentPassword,
    password: values.newPassword,
    password_confirmation: values.confirmPassword,
  };
}

/** The server's field names on the password form. */
export const passwordServerFields: Readonly<Record<string, keyof PasswordValues>> = {
  current_password: 'currentPassword',
  password: 'newPassword',
  password_confirmation: 'confirmPassword',
};

// ── preferences ──

export type ThemeChoice = 'system' | 'light' | 'dark';

/** The preferences this screen edits (openapi.yaml `Preferences`; the rest keep their value). */
export type PreferenceValues = {
  theme: ThemeChoice;
  email_notifications: boolean;
  reply_notifications: boolean;
  mention_notifications: boolean;
};

export function preferenceDefaults(saved: Partial<PreferenceValues> | undefined): PreferenceValues {
  return {
    theme: saved?.theme ?? 'system',
    email_notifications: saved?.email_notifications ?? true,
    reply_notifications: saved?.reply_notifications ?? true,
    mention_notifications: saved?.mention_notifications ?? true,
  };
}
