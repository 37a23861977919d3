/**
 * Every text of the account screens (sign-up, login, forgot password, e-mail verification and
 * resend), in one module so that the screens, their stories and tests use the same words.
 * Texts quoted from the spec's error catalogue (public-site.md, section 8) are marked "spec";
 * the rest are the product's own words for what the spec describes without quoting.
 */
import { fieldErrorsOf, type ApiError } from '@forum/api';

export const accountMessages = {
  // ── shared validation (spec, section 5) ──
  fillAllFields: 'Please fill in all fields', // spec
  passwordsDoNotMatch: 'Passwords do not match', // spec
  enterEmail: 'Please enter your email address', // spec

  // ── sign-up ──
  registrationFailed: 'Registration failed. Please try again.', // spec
  registrationSuccessful:
    'Registration successful! Please check your email to verify your account.', // spec
  verificationEmailSent: 'Verification email sent successfully!', // spec
  resendFailed: 'Failed to resend verification email. Please try again.', // spec

  // ── login ──
  loginFailed: 'Login failed. Please try again.', // spec
  loginSuccessful: 'Login successful!', // spec

  // ── verify e-mail ──
  invalidVerificationLink: 'Invalid verification link', // spec
  verificationFailed: 'Email verification failed. Please try again.', // spec
  verificationFailedExplanation:
    "We couldn't verify your email address. The link may be invalid or expired.", // spec
  /** The server's answer that counts as success (spec, section 4). */
  alreadyVerifiedServer: 'Email already verified.', // spec
  alreadyVerified: 'Email already verified! You can now log in to your account.', // spec
  verifiedFallback: 'Email verified successfully.',
} as const;

/** Headings, labels, button texts and other words of the account screens. */
export const accountText = {
  // shared
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  passwordHint: 'min 6 characters',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  showConfirmPassword: 'Show password confirmation',
  hideConfirmPassword: 'Hide password confirmation',
  sending: 'Sending...',
  backToLogin: 'Back to Login',
  goToLogin: 'Go to Login',

  // sign-up
  signUpTitle: 'Create an Account',
  signUpIntro: 'Join the community to start threads, reply and like posts.',
  signUpButton: 'Sign Up',
  signUpBusy: 'Creating...',
  haveAccount: 'Already have an account?',
  logInLink: 'Log in',
  socialDivider: 'or sign up with',
  facebook: 'Facebook',
  google: 'Google',
  notAvailableYet: 'Not available yet',
  registrationSuccessTitle: 'Registration Successful',
  registrationSuccessBody: (email: string) => `We have sent a verification email to ${email}.`,
  registrationSuccessHelp:
    'Open the link in that email to verify your account, then log in. If it has not arrived in a few minutes, check your spam folder.',
  resendEmail: 'Resend Email',
  demoMailboxTitle: 'Demo mailbox',
  demoMailboxBody: 'This demo sends no email. The message would contain this link:',
  openVerificationLink: 'Open the verification link',

  // login
  loginTitle: 'Log In',
  loginIntro: 'Welcome back! Log in to join the discussion.',
  loginButton: 'Log In',
  loginBusy: 'Logging in...',
  forgotPasswordLink: 'Forgot password?',
  resendVerificationLink: 'Resend verification email?',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',
  backToHome: 'Back to home',

  // forgot password
  forgotTitle: 'Forgot Password',
  forgotIntro:
    'Enter the email address of your account and we will send you a link to reset your password.',
  sendResetLink: 'Send Reset Link',
  resetLinkSent: (email: string) => `A password reset link has been sent to ${email}.`,

  // verify e-mail
  verifyTitle: 'Email Verification',
  verifying: 'Verifying your email address...',
  verifiedTitle: 'Email Verified',
  redirecting: 'Taking you to the login page...',
  goToLoginNow: 'Go to Login now',
  verifyFailedTitle: 'Verification Failed',
  invalidLinkHelp:
    'The link is missing part of its address. Open the link from your email again, or ask for a new one.',
  requestNewLink: 'Request a new verification email',

  // resend verification
  resendTitle: 'Resend Verification Email',
  resendIntro:
    'Enter the email address you signed up with and we will send you a new verification link.',
  resendButton: 'Send Verification Email',
  resendSuccessTitle: 'Check Your Email',
  sendAnother: 'Send Another',
  alreadyVerifiedTitle: 'Email Already Verified',
} as const;

/** The server message for a failure the person can act on, else the screen's fallback text. */
export function failureMessage(
  error: Pick<ApiError, 'message' | 'status' | 'data'>,
  fallback: string,
): string {
  // 5xx bodies ('Server Error') and network failures say nothing useful to a person, and a body
  // without a message leaves the client's generic text: the screen's own words read better.
  if (error.status < 400 || error.status >= 500) return fallback;
  const message = (error.data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

// ── the account forms' rules (plain functions, tested in accounts.test.ts) ──

/** A form's field errors: one message per field, shown next to it. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** The sign-up form's fields, in the order they appear (the first invalid one gets focus). */
export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
export type SignUpValues = Record<SignUpField, string>;
export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;

const blank = (value: string) => value.trim() === '';

/** Spec: first name, last name, e-mail and password filled; password and confirmation equal. */
export function validateSignUp(values: SignUpValues): FormErrors<SignUpField> {
  const errors: FormErrors<SignUpField> = {};
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    if (blank(values[field])) errors[field] = accountMessages.fillAllFields;
  }
  // A password may contain spaces: only an empty one is missing.
  if (values.password === '') errors.password = accountMessages.fillAllFields;
  if (!errors.password && values.password !== values.confirmPassword) {
    errors.confirmPassword = accountMessages.passwordsDoNotMatch;
  }
  return errors;
}

/** Spec: e-mail and password required. */
export function validateLogin(values: LoginValues): FormErrors<LoginField> {
  const errors: FormErrors<LoginField> = {};
  if (blank(values.email)) errors.email = accountMessages.fillAllFields;
  if (values.password === '') errors.password = accountMessages.fillAllFields;
  return errors;
}

/** Spec: the resend (and forgot-password) e-mail is required. */
export function validateEmailOnly(values: { email: string }): FormErrors<'email'> {
  return blank(values.email) ? { email: accountMessages.enterEmail } : {};
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

/**
 * A 422 errors map placed on a form: the first message of each known server field goes next to
 * its form field; messages of fields the form does not have are returned in `other`.
 */
export function placeFieldErrors<F extends string>(
  errors: Readonly<Record<string, readonly string[]>>,
  fields: Readonly<Record<string, F>>,
): { byField: FormErrors<F>; other: string[] } {
  const byField: FormErrors<F> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const field = Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
    const [first] = messages;
    if (first === undefined) continue;
    if (field && byField[field] === undefined) byField[field] = first;
    else if (!field) other.push(...messages);
  }
  return { byField, other };
}

/** The fields with an error, in the form's order. */
export function invalidFields<F extends string>(order: readonly F[], errors: FormErrors<F>): F[] {
  return order.filter((field) => errors[field] !== undefined);
}

/** The app path of a verification link. */
export function verificationPath(link: { id: number | string; hash: string }): string {
  return `/verify-email?id=${encodeURIComponent(String(link.id))}&hash=${encodeURIComponent(link.hash)}`;
}

/** The id and hash of /verify-email?id=&hash=, or null when either is missing or malformed. */
export function parseVerificationLink(
  search: string | URLSearchParams,
): { id: number; hash: string } | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawId = params.get('id')?.trim() ?? '';
  const hash = params.get('hash')?.trim() ?? '';
  if (!/^\d+$/.test(rawId) || hash === '') return null;
  const id = Number(rawId);
  return Number.isSafeInteger(id) && id > 0 ? { id, hash } : null;
}

/** How a failed account call shows on its form. */
export interface FormFailure<F extends string> {
  /** Messages next to fields (from a 422 errors map). */
  errors: FormErrors<F>;
  /** A message for the whole form: a non-422 failure, or 422 messages of fields the form lacks. */
  formError?: string;
  /** The 422 errors map, for the 'field: message' toasts; absent otherwise. */
  fieldErrors?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Places a failed call on a form: a 422 with an errors map goes next to the fields (and its
 * messages become 'field: message' toasts); anything else is one form message, the server's
 * own for a 4xx or the screen's fallback text.
 */
export function formFailure<F extends string>(
  error: Pick<ApiError, 'message' | 'status' | 'data'>,
  fields: Readonly<Record<string, F>>,
  fallback: string,
): FormFailure<F> {
  const map = error.status === 422 ? fieldErrorsOf(error as ApiError) : undefined;
  if (!map) return { errors: {}, formError: failureMessage(error, fallback) };
  const { byField, other } = placeFieldErrors(map, fields);
  return {
    errors: byField,
    formError: other.length ? other.join(' ') : undefined,
    fieldErrors: map,
  };
}
