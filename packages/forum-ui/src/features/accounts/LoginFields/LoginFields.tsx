import { Link, type ForumAppForm } from '@forum/forum-ui/design-system';
import { accountText as t } from '../messages.ts';
import * as styles from './LoginFields.css.ts';
import type { LoginValues } from './loginForm.ts';

/**
 * The login fields: e-mail, password and the links to forgot password and resend
 * verification. Shared by the login page and the thread page's login-required modal.
 */
export function LoginFields({
  form,
}: {
  /** A form of the layer (`useApiForm`) with the login values. */
  form: ForumAppForm<LoginValues>;
}) {
  return (
    <>
      <form.AppField name="email">
        {(field) => <field.EmailField label={t.email} autoComplete="username" required />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField label={t.password} autoComplete="current-password" required />
        )}
      </form.AppField>
      <div className={styles.helpLinks}>
        <Link to="/ForgetPassword">{t.forgotPasswordLink}</Link>
        <Link to="/resend-verification">{t.resendVerificationLink}</Link>
      </div>
    </>
  );
}
