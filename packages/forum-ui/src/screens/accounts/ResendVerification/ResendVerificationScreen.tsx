import { useState } from 'react';
import { useResendVerificationEmail } from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useForumForm } from '../../../forms/useForumForm.ts';
import { accountMessages as m } from '../../../messages/accounts.ts';
import { verificationPath } from '../VerifyEmail/verificationLink.ts';
import { EMAIL_DEFAULTS, RESEND_DRAFT, validateEmailOnly } from './emailForm.ts';
import { ResendVerificationView, type ResendResult } from './ResendVerificationView.tsx';

export { RESEND_DRAFT };

/** /resend-verification: ask for a new verification e-mail. */
export function ResendVerificationScreen() {
  const toast = useToast();
  const resend = useResendVerificationEmail();
  const [result, setResult] = useState<ResendResult>();
  const [sentBefore, setSentBefore] = useState(false);
  const form = useForumForm({
    defaultValues: EMAIL_DEFAULTS,
    draftKey: RESEND_DRAFT,
    validate: validateEmailOnly,
    submit: async (values) => {
      const email = values.email.trim();
      return { email, answer: await resend.mutateAsync({ body: { email } }) };
    },
    failure: { fallback: m.resendFailed },
    onSuccess: ({ email, answer }) => {
      const alreadyVerified = answer.message === m.alreadyVerifiedServer;
      setResult({
        email,
        alreadyVerified,
        verificationHref: answer.verification ? verificationPath(answer.verification) : undefined,
      });
      if (alreadyVerified) toast.info(m.alreadyVerified);
      else toast.success(m.verificationEmailSent);
    },
  });

  return (
    <ResendVerificationView
      form={form}
      result={result}
      focusEmail={sentBefore}
      onSendAnother={() => {
        // Back to the form, with the address just used ready to send again.
        if (result) form.setValue('email', result.email);
        setResult(undefined);
        setSentBefore(true);
      }}
    />
  );
}
