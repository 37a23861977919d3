import { Link } from '../Link/Link.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { textField } from '../../forms/fields.ts';
import type { ForumAppForm } from '../AppForm/appForm.ts';
import type { FormBinding } from '../../forms/useForumForm.ts';
import { accountText as t } from '../../messages/accounts.ts';
import * as styles from './LoginFields.css.ts';
import type { LoginValues } from './loginForm.ts';

/**
 * The login fields: e-mail, password and the links to forgot password and resend
 * verification. Shared by the login page and the thread page's login-required modal.
 */
export function LoginFields({
  form,
}: {
  /** A form of the layer (`useForumAppForm`), or the transition adapter's binding. */
  form: ForumAppForm<LoginValues> | FormBinding<LoginValues>;
}) {
  const email = {
    label: t.email,
    type: 'email',
    autoComplete: 'username',
    inputMode: 'email',
    required: true,
  } as const;
  const password = {
    label: t.password,
    autoComplete: 'current-password',
    required: true,
    showPasswordLabel: t.showPassword,
    hidePasswordLabel: t.hidePassword,
  } as const;
  return (
    <>
      {'AppField' in form ? (
        <>
          <form.AppField name="email">{(field) => <field.TextField {...email} />}</form.AppField>
          <form.AppField name="password">
            {(field) => <field.PasswordField {...password} />}
          </form.AppField>
        </>
      ) : (
        <>
          <TextField {...email} {...textField(form, 'email')} />
          <PasswordField {...password} {...textField(form, 'password')} />
        </>
      )}
      <div className={styles.helpLinks}>
        <Link to="/ForgetPassword">{t.forgotPasswordLink}</Link>
        <Link to="/resend-verification">{t.resendVerificationLink}</Link>
      </div>
    </>
  );
}
