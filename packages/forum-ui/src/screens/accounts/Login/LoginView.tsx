import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../../components/Button/Button.tsx';
import { FormPanel } from '../../../components/FormPanel/FormPanel.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import {
  accountText as t,
  type FormErrors,
  type LoginField,
  type LoginValues,
} from '../../../messages/accounts.ts';
import { Inline } from '../../../primitives/Inline.tsx';
import { Text } from '../../../primitives/Text.tsx';
import * as styles from './Login.css.ts';

export interface LoginViewProps {
  values: LoginValues;
  /** One message per field ('Please fill in all fields', server 422 texts). */
  errors?: FormErrors<LoginField>;
  /** A failure that belongs to no field (403 unverified or banned, 'Login failed. Please try again.'). */
  formError?: string;
  /** The login call is in flight: the button reads 'Logging in...'. */
  submitting?: boolean;
  /** Counts failed submits; each new count moves focus to the first invalid field. */
  failedSubmits?: number;
  /** Where clicking outside the box, or 'Back to home', goes (default '/'). */
  homeHref?: string;
  onChange: (field: LoginField, value: string) => void;
  onSubmit: () => void;
}

/**
 * The login box: e-mail, password and the account links. Clicking outside the box returns home
 * (a real link covering the area around it); keyboard and screen-reader users have the same
 * thing as the 'Back to home' link inside the box.
 */
export function LoginView({
  values,
  errors = {},
  formError,
  submitting = false,
  failedSubmits = 0,
  homeHref = '/',
  onChange,
  onSubmit,
}: LoginViewProps) {
  return (
    <FormPanel
      title={t.loginTitle}
      intro={t.loginIntro}
      formError={formError}
      failedSubmits={failedSubmits}
      submitting={submitting}
      onSubmit={onSubmit}
      className={styles.page}
      cardClassName={styles.box}
      aside={
        <RouterLink
          to={homeHref}
          className={styles.backdrop}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="login-backdrop"
        />
      }
      footer={
        <>
          <Inline space="xsmall" align="center">
            <Text as="span" tone="muted">
              {t.noAccount}
            </Text>
            <Link to="/signup">{t.signUpLink}</Link>
          </Inline>
          <Inline align="center">
            <Link to={homeHref} tone="muted">
              {t.backToHome}
            </Link>
          </Inline>
        </>
      }
    >
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        showPasswordLabel={t.showPassword}
        hidePasswordLabel={t.hidePassword}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <div className={styles.helpLinks}>
        <Link to="/ForgetPassword">{t.forgotPasswordLink}</Link>
        <Link to="/resend-verification">{t.resendVerificationLink}</Link>
      </div>
      <Button
        type="submit"
        variant="primary"
        size="large"
        fullWidth
        busy={submitting}
        busyLabel={t.loginBusy}
      >
        {t.loginButton}
      </Button>
    </FormPanel>
  );
}
