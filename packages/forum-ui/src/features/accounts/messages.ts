/**
 * Every text of the account screens (sign-up, login, forgot password, e-mail verification and
 * resend), in one module so that the screens, their stories and tests use the same words.
 * Texts quoted from the spec's error catalogue (docs/spec/public-site.md, section 8) are marked
 * "spec"; the rest are the product's own words for what the spec describes without quoting.
 * Texts only: each form's rules live beside the form (<Screen>/*Form.ts in this feature).
 */
import { formText } from '@forum/forum-ui/design-system';
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
  showPassword: formText.showPassword,
  hidePassword: formText.hidePassword,
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
