import { useState } from 'react';
import { toApiError, useRegister, useResendVerificationEmail } from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useFormDraft } from '../../../hooks/useFormDraft.ts';
import {
  accountMessages as m,
  failureMessage,
  formFailure,
  registrationBody,
  signUpServerFields,
  validateSignUp,
  verificationPath,
  type FormErrors,
  type SignUpField,
  type SignUpValues,
} from '../../../messages/accounts.ts';
import { RegistrationSuccessView } from './RegistrationSuccessView.tsx';
import { SignUpView } from './SignUpView.tsx';

const EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Storage key of the sign-up draft (names and e-mail; never the passwords). */
export const SIGN_UP_DRAFT = 'signup';

interface Registered {
  email: string;
  verificationHref?: string;
}

/** /signup: the sign-up form, then the Registration Successful screen. */
export function SignUpScreen() {
  const toast = useToast();
  const register = useRegister();
  const resend = useResendVerificationEmail();
  const draft = useFormDraft(SIGN_UP_DRAFT, EMPTY);
  const [errors, setErrors] = useState<FormErrors<SignUpField>>({});
  const [formError, setFormError] = useState<string>();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [registered, setRegistered] = useState<Registered>();

  const change = (field: SignUpField, value: string) => {
    draft.setValue(field, value);
    // Editing a field answers its message; a new password also answers 'Passwords do not match'.
    if (errors[field] || (field === 'password' && errors.confirmPassword)) {
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        if (field === 'password') delete next.confirmPassword;
        return next;
      });
    }
  };

  const fail = (next: FormErrors<SignUpField>, message?: string) => {
    setErrors(next);
    setFormError(message);
    setFailedSubmits((n) => n + 1);
  };

  const submit = async () => {
    const invalid = validateSignUp(draft.values);
    if (Object.keys(invalid).length > 0) {
      fail(invalid);
      // The catalogue's texts are toasts too; one per distinct message, replaced on a resubmit.
      for (const message of new Set(Object.values(invalid))) toast.error(message, { id: message });
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      const result = await register.mutateAsync({ body: registrationBody(draft.values) });
      draft.clear();
      setRegistered({
        email: result.user.email,
        verificationHref: result.verification ? verificationPath(result.verification) : undefined,
      });
      toast.success(m.registrationSuccessful);
    } catch (caught) {
      const failure = formFailure(toApiError(caught), signUpServerFields, m.registrationFailed);
      fail(failure.errors, failure.formError);
      if (failure.fieldErrors) toast.fieldErrors(failure.fieldErrors);
      if (failure.formError) toast.error(failure.formError);
    }
  };

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
  return (
    <SignUpView
      values={draft.values}
      errors={errors}
      formError={formError}
      submitting={register.isPending}
      failedSubmits={failedSubmits}
      onChange={change}
      onSubmit={() => void submit()}
    />
  );
}
