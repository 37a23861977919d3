/**
 * The one-field e-mail forms (resend verification, forgot password): fields and rule
 * (a plain function, tested beside it).
 */
import { type FormErrors } from '@forum/forum-ui/design-system';
import { accountMessages as m } from '../messages.ts';

export const EMAIL_DEFAULTS = { email: '' };
export type EmailValues = typeof EMAIL_DEFAULTS;

/** Storage key of the resend form's draft. */
export const RESEND_DRAFT = 'resend-verification';
/** Storage key of the forgot-password draft. */
export const FORGOT_PASSWORD_DRAFT = 'forgot-password';

/** Spec: the e-mail is required ('Please enter your email address'). */
export function validateEmailOnly(values: EmailValues): FormErrors<'email'> {
  return values.email.trim() === '' ? { email: m.enterEmail } : {};
}
