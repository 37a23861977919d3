export { SignUpScreen, SIGN_UP_DRAFT } from './SignUp/SignUpScreen.tsx';
export { SignUpView, type SignUpViewProps } from './SignUp/SignUpView.tsx';
export {
  RegistrationSuccessView,
  type RegistrationSuccessViewProps,
} from './SignUp/RegistrationSuccessView.tsx';
export { DemoMailbox, type DemoMailboxProps } from './SignUp/DemoMailbox.tsx';
export { LoginScreen, LOGIN_DRAFT } from './Login/LoginScreen.tsx';
export { LoginView, type LoginViewProps } from './Login/LoginView.tsx';
export {
  ForgotPasswordScreen,
  FORGOT_PASSWORD_DRAFT,
  type ForgotPasswordScreenProps,
} from './ForgotPassword/ForgotPasswordScreen.tsx';
export {
  ForgotPasswordView,
  type ForgotPasswordViewProps,
} from './ForgotPassword/ForgotPasswordView.tsx';
export {
  VerifyEmailScreen,
  VERIFY_REDIRECT_DELAY,
  type VerifyEmailScreenProps,
} from './VerifyEmail/VerifyEmailScreen.tsx';
export {
  VerifyEmailView,
  type VerifyEmailViewProps,
  type VerifyEmailStatus,
} from './VerifyEmail/VerifyEmailView.tsx';
export {
  ResendVerificationScreen,
  RESEND_DRAFT,
} from './ResendVerification/ResendVerificationScreen.tsx';
export {
  ResendVerificationView,
  type ResendVerificationViewProps,
  type ResendResult,
} from './ResendVerification/ResendVerificationView.tsx';
export { returnPathFrom } from './returnPath.ts';
export { accountMessages, accountText } from './messages.ts';
export {
  validateSignUp,
  registrationBody,
  signUpServerFields,
  SIGN_UP_DEFAULTS,
  type SignUpField,
  type SignUpValues,
} from './SignUp/signUpForm.ts';
export {
  validateLogin,
  loginBody,
  LOGIN_DEFAULTS,
  type LoginField,
  type LoginValues,
} from './LoginFields/loginForm.ts';
export { validateEmailOnly, type EmailValues } from './ResendVerification/emailForm.ts';
export { verificationPath, parseVerificationLink } from './VerifyEmail/verificationLink.ts';
export { LoginFields } from './LoginFields/LoginFields.tsx';
