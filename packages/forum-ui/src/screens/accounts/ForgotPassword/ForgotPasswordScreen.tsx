import { useState } from 'react';
import { useFormDraft } from '../../../hooks/useFormDraft.ts';
import { accountText as t, validateEmailOnly } from '../../../messages/accounts.ts';
import { ForgotPasswordView } from './ForgotPasswordView.tsx';

const EMPTY = { email: '' };

/** Storage key of the forgot-password draft. */
export const FORGOT_PASSWORD_DRAFT = 'forgot-password';

export interface ForgotPasswordScreenProps {
  /**
   * Shows the confirmation. The spec's page only shows a browser alert (no call is made), so
   * the default is window.alert; stories pass a spy.
   */
  onAlert?: (message: string) => void;
}

const browserAlert = (message: string) => window.alert(message);

/** /ForgetPassword: asks for an e-mail and confirms with an alert (no call is made). */
export function ForgotPasswordScreen({ onAlert = browserAlert }: ForgotPasswordScreenProps) {
  const draft = useFormDraft(FORGOT_PASSWORD_DRAFT, EMPTY);
  const [error, setError] = useState<string>();
  const [failedSubmits, setFailedSubmits] = useState(0);

  const submit = () => {
    const invalid = validateEmailOnly(draft.values);
    if (invalid.email) {
      setError(invalid.email);
      setFailedSubmits((n) => n + 1);
      return;
    }
    setError(undefined);
    onAlert(t.resetLinkSent(draft.values.email.trim()));
    draft.clear();
  };

  return (
    <ForgotPasswordView
      email={draft.values.email}
      error={error}
      failedSubmits={failedSubmits}
      onEmailChange={(email) => {
        draft.setValue('email', email);
        if (error) setError(undefined);
      }}
      onSubmit={submit}
    />
  );
}
