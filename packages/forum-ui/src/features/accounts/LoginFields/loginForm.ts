/** The login form's fields and rules (plain functions, tested beside them). */
import { type FormErrors } from '@forum/forum-ui/design-system';
import { accountMessages as m } from '../messages.ts';

export const LOGIN_DEFAULTS = { email: '', password: '' };
export type LoginValues = typeof LOGIN_DEFAULTS;
export type LoginField = keyof LoginValues;

/** Storage key of the login draft (the e-mail only; never the password). */
export const LOGIN_DRAFT = 'login';

/** Spec: e-mail and password required. */
export function validateLogin(values: LoginValues): FormErrors<LoginField> {
  const errors: FormErrors<LoginField> = {};
  if (values.email.trim() === '') errors.email = m.fillAllFields;
  if (values.password === '') errors.password = m.fillAllFields;
  return errors;
}

/** The login payload: the e-mail trimmed, the password exactly as typed. */
export function loginBody(values: LoginValues) {
  return { email: values.email.trim(), password: values.password };
}
