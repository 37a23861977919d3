/** The sign-up form's fields, rules and request shape (plain functions, tested beside them). */
import { type FormErrors } from '@forum/forum-ui/design-system';
import { accountMessages as m } from '../messages.ts';

/** The fields, in the order they appear (the first invalid one gets focus). */
export const SIGN_UP_DEFAULTS = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};
export type SignUpValues = typeof SIGN_UP_DEFAULTS;
export type SignUpField = keyof SignUpValues;

/** Storage key of the sign-up draft (names and e-mail; never the passwords). */
export const SIGN_UP_DRAFT = 'signup';

const blank = (value: string) => value.trim() === '';

/** Spec: first name, last name, e-mail and password filled; password and confirmation equal. */
export function validateSignUp(values: SignUpValues): FormErrors<SignUpField> {
  const errors: FormErrors<SignUpField> = {};
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    if (blank(values[field])) errors[field] = m.fillAllFields;
  }
  // A password may contain spaces: only an empty one is missing.
  if (values.password === '') errors.password = m.fillAllFields;
  if (!errors.password && values.password !== values.confirmPassword) {
    errors.confirmPassword = m.passwordsDoNotMatch;
  }
  return errors;
}

/** The registration payload: name is the first and last names joined by a space. */
export function registrationBody(values: SignUpValues) {
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.confirmPassword,
  };
}

/** The server's field names on the sign-up form (the one `name` goes next to First Name). */
export const signUpServerFields: Readonly<Record<string, SignUpField>> = {
  name: 'firstName',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  password: 'password',
  password_confirmation: 'confirmPassword',
};
