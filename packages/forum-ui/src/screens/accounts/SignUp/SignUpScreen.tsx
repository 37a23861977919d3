import { useState } from 'react';
import { toApiError, useRegister, useResendVerificationEmail } from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { failureMessage } from '../../../forms/failure.ts';
import { useForumForm } from '../../../forms/useForumForm.ts';
import { accountMessages as m } from '../../../messages/accounts.ts';
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

interface Registered {
  email: string;
  verificationHref?: string;
}

/** /signup: the sign-up form, then the Registration Successful screen. */
export function SignUpScreen() {
  const toast = useToast();
  const register = useRegister();
  const resend = useResendVerificationEmail();
  const [registered, setRegistered] = useState<Registered>();
  const form = useForumForm({
    defaultValues: SIGN_UP_DEFAULTS,
    draftKey: SIGN_UP_DRAFT,
    validate: validateSignUp,
    // A new password also answers 'Passwords do not match'.
    clears: { password: ['confirmPassword'] },
    submit: (values) => register.mutateAsync({ body: registrationBody(values) }),
    failure: { fallback: m.registrationFailed, serverFields: signUpServerFields },
    onSuccess: (result) => {
      setRegistered({
        email: result.user.email,
        verificationHref: result.verification ? verificationPath(result.verification) : undefined,
      });
      toast.success(m.registrationSuccessful);
    },
  });

  const resendEmail = async () => {
    if (!registered) return;
    try {
      const result = await resend.mutateAsync({ body: { email: registered.email } });
      if (result.verification) {
        const verificationHref = verificationPath(result.verification);
        setRegistered((current) => current && { ...current, verificationHref });
      }
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
