import { useApiForm } from '../../../connected/apiForm.ts';
import { accountText as t } from '../messages.ts';
import {
  EMAIL_DEFAULTS,
  FORGOT_PASSWORD_DRAFT,
  validateEmailOnly,
} from '../ResendVerification/emailForm.ts';
import { ForgotPasswordView } from './ForgotPasswordView.tsx';

export { FORGOT_PASSWORD_DRAFT };

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
  const form = useApiForm({
    defaultValues: EMAIL_DEFAULTS,
    draftKey: FORGOT_PASSWORD_DRAFT,
    validate: validateEmailOnly,
    // The spec shows this page's message next to the field only.
    toastInvalid: false,
    // No call is made: the spec's page only confirms.
    submit: (values) => Promise.resolve(values.email.trim()),
    onSuccess: (email) => onAlert(t.resetLinkSent(email)),
  });
  return <ForgotPasswordView form={form} />;
}
