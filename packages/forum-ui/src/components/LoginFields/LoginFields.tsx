import { textField } from '../../forms/fields.ts';
import type { FormBinding } from '../../forms/useForumForm.ts';
import { accountText as t } from '../../messages/accounts.ts';
import { Link } from '../Link/Link.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './LoginFields.css.ts';
import type { LoginValues } from './loginForm.ts';

/**
 * The login fields: e-mail, password and the links to forgot password and resend
 * verification. Shared by the login page and the thread page's login-required modal, with
 * their rules (loginForm.ts) beside them.
 */
export function LoginFields({ form }: { form: FormBinding<LoginValues> }) {
  return (
    <>
      <TextField
        label={t.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        {...textField(form, 'email')}
      />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        required
        {...textField(form, 'password')}
        showPasswordLabel={t.showPassword}
        hidePasswordLabel={t.hidePassword}
      />
      <div className={styles.helpLinks}>
        <Link to="/ForgetPassword">{t.forgotPasswordLink}</Link>
        <Link to="/resend-verification">{t.resendVerificationLink}</Link>
      </div>
    </>
  );
}
