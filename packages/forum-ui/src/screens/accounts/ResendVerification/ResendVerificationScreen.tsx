import { useState } from 'react';
import { toApiError, useResendVerificationEmail } from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useFormDraft } from '../../../hooks/useFormDraft.ts';
import {
  accountMessages as m,
  formFailure,
  validateEmailOnly,
  verificationPath,
} from '../../../messages/accounts.ts';
import { ResendVerificationView, type ResendResult } from './ResendVerificationView.tsx';

const EMPTY = { email: '' };

/** Storage key of the resend form's draft. */
export const RESEND_DRAFT = 'resend-verification';

const RESEND_FIELDS = { email: 'email' } as const satisfies Record<string, 'email'>;

/** /resend-verification: ask for a new verification e-mail. */
export function ResendVerificationScreen() {
  const toast = useToast();
  const resend = useResendVerificationEmail();
  const draft = useFormDraft(RESEND_DRAFT, EMPTY);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [result, setResult] = useState<ResendResult>();
  const [sentBefore, setSentBefore] = useState(false);

  const submit = async () => {
    const invalid = validateEmailOnly(draft.values);
    if (invalid.email) {
      setError(invalid.email);
      setFormError(undefined);
      setFailedSubmits((n) => n + 1);
      toast.error(invalid.email, { id: invalid.email });
      return;
    }
    setError(undefined);
    setFormError(undefined);
    const email = draft.values.email.trim();
    try {
      const answer = await resend.mutateAsync({ body: { email } });
      draft.clear();
      const alreadyVerified = answer.message === m.alreadyVerifiedServer;
      setResult({
        email,
        alreadyVerified,
        verificationHref: answer.verification ? verificationPath(answer.verification) : undefined,
      });
      if (alreadyVerified) toast.info(m.alreadyVerified);
      else toast.success(m.verificationEmailSent);
    } catch (caught) {
      const failure = formFailure(toApiError(caught), RESEND_FIELDS, m.resendFailed);
      setError(failure.errors.email);
      setFormError(failure.formError);
      setFailedSubmits((n) => n + 1);
      if (failure.fieldErrors) toast.fieldErrors(failure.fieldErrors);
      if (failure.formError) toast.error(failure.formError);
    }
  };

  return (
    <ResendVerificationView
      email={draft.values.email}
      error={error}
      formError={formError}
      submitting={resend.isPending}
      failedSubmits={failedSubmits}
      result={result}
      focusEmail={sentBefore}
      onEmailChange={(email) => {
        draft.setValue('email', email);
        if (error) setError(undefined);
      }}
      onSubmit={() => void submit()}
      onSendAnother={() => {
        // Back to the form, with the address just used ready to send again.
        if (result) draft.setValue('email', result.email);
        setResult(undefined);
        setSentBefore(true);
      }}
    />
  );
}
