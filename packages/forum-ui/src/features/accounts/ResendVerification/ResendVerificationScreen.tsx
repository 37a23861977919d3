import { useResendVerificationEmail } from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { accountMessages as m } from '../messages.ts';
import { verificationPath } from '../VerifyEmail/verificationLink.ts';
import { EMAIL_DEFAULTS, RESEND_DRAFT, validateEmailOnly } from './emailForm.ts';
import { ResendVerificationView, type ResendResult } from './ResendVerificationView.tsx';

export { RESEND_DRAFT };

/**
 * /resend-verification: ask for a new verification e-mail. The answer is the mutation's (its
 * data and variables), the address stays in the form after success: 'Send Another' only resets
 * the mutation, and the form comes back with the address, focused.
 */
export function ResendVerificationScreen() {
  const toast = useToast();
  const resend = useResendVerificationEmail();
  const form = useApiForm({
    defaultValues: EMAIL_DEFAULTS,
    draftKey: RESEND_DRAFT,
    validate: validateEmailOnly,
    resetOnSuccess: false,
    submit: (values) => resend.mutateAsync({ body: { email: values.email.trim() } }),
    failure: { fallback: m.resendFailed },
    onSuccess: (answer) => {
      if (answer.message === m.alreadyVerifiedServer) toast.info(m.alreadyVerified);
      else toast.success(m.verificationEmailSent);
    },
  });

  const result: ResendResult | undefined =
    resend.isSuccess && resend.variables
      ? {
          email: resend.variables.body.email,
          alreadyVerified: resend.data.message === m.alreadyVerifiedServer,
          verificationHref: resend.data.verification
            ? verificationPath(resend.data.verification)
            : undefined,
        }
      : undefined;

  return (
    <ResendVerificationView
      form={form}
      result={result}
      // The form shows again after a success ('Send Another'): focus goes to the address.
      focusEmail={resend.isIdle && form.state.isSubmitSuccessful}
      onSendAnother={() => resend.reset()}
    />
  );
}
