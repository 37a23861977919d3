import { FormPanel } from '../../../design-system/components/FormPanel/FormPanel.tsx';
import { Link } from '../../../design-system/components/Link/Link.tsx';
import type { ForumAppForm } from '../../../design-system/components/AppForm/appForm.tsx';
import { accountText as t } from '../messages.ts';
import { Inline } from '../../../design-system/primitives/Inline.tsx';
import type { EmailValues } from '../ResendVerification/emailForm.ts';

export interface ForgotPasswordViewProps {
  /** The form's state from the form layer (the e-mail and 'Please enter your email address'). */
  form: ForumAppForm<EmailValues>;
}

/** The forgot-password form: an e-mail field, 'Send Reset Link' and 'Back to Login'. */
export function ForgotPasswordView({ form }: ForgotPasswordViewProps) {
  return (
    <FormPanel
      title={t.forgotTitle}
      intro={t.forgotIntro}
      form={form}
      submit={{ label: t.sendResetLink }}
      footer={
        <Inline align="center">
          <Link to="/login">{t.backToLogin}</Link>
        </Inline>
      }
    >
      <form.AppField name="email">
        {(field) => <field.EmailField label={t.email} required />}
      </form.AppField>
    </FormPanel>
  );
}
