import { FormPanel, Link, Inline, type ForumAppForm } from '@forum/forum-ui/design-system';
import { accountText as t } from '../messages.ts';
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
