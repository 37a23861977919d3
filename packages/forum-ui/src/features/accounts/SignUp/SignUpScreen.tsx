import { toApiError, useRegister, useResendVerificationEmail } from '@forum/api';
import { useToast, failureMessage } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { accountMessages as m } from '../messages.ts';
import { verificationPath } from '../VerifyEmail/verificationLink.ts';
import { RegistrationSuccessView } from './RegistrationSuccessView.tsx';
import {
  SIGN_UP_DEFAULTS,
  SIGN_UP_DRAFT,
  registrationBody,
  signUpServerFields,
  validateSignUp,
} from './signUpForm.ts';
import { SignUpView } from './SignUpView.tsx';

export { SIGN_UP_DRAFT };

/** /signup: the sign-up form, then the Registration Successful screen. */
export function SignUpScreen() {
  const toast = useToast();
  const register = useRegister();
  const resend = useResendVerificationEmail();
  const form = useApiForm({
    defaultValues: SIGN_UP_DEFAULTS,
    draftKey: SIGN_UP_DRAFT,
    validate: validateSignUp,
    // A new password also answers 'Passwords do not match'.
    clears: { password: ['confirmPassword'] },
    submit: (values) => register.mutateAsync({ body: registrationBody(values) }),
    failure: { fallback: m.registrationFailed, serverFields: signUpServerFields },
    onSuccess: () => void toast.success(m.registrationSuccessful),
  });

  // The registration and any resend are the mutations' answers: no copy of them here.
  const verification = resend.data?.verification ?? register.data?.verification;
  const registered = register.data && {
    email: register.data.user.email,
    verificationHref: verification ? verificationPath(verification) : undefined,
  };

  const resendEmail = async () => {
    if (!registered) return;
    try {
      const result = await resend.mutateAsync({ body: { email: registered.email } });
      if (result.message === m.alreadyVerifiedServer) toast.info(m.alreadyVerified);
      else toast.success(m.verificationEmailSent);
    } catch (caught) {
      toast.error(failureMessage(toApiError(caught), m.resendFailed));
    }
  };

  if (registered) {
    return (
      <RegistrationSuccessView
        email={registered.email}
        verificationHref={registered.verificationHref}
        resending={resend.isPending}
        onResend={() => void resendEmail()}
      />
    );
  }
  return <SignUpView form={form} />;
}
