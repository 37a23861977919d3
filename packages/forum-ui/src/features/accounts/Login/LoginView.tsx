import { Link as RouterLink } from 'react-router-dom';
import { FormPanel, Link, Inline, Text, type ForumAppForm } from '@forum/forum-ui/design-system';
import { accountText as t } from '../messages.ts';
import * as styles from './Login.css.ts';
import { LoginFields } from '../LoginFields/LoginFields.tsx';
import type { LoginValues } from '../LoginFields/loginForm.ts';

export interface LoginViewProps {
  /**
   * The form's state from the form layer: values, messages ('Please fill in all fields', server
   * 422 texts), the form-level failure (403 unverified or banned, 'Login failed. Please try
   * again.'), and whether the call is in flight (the button reads 'Logging in...').
   */
  form: ForumAppForm<LoginValues>;
  /** Where clicking outside the box, or 'Back to home', goes (default '/'). */
  homeHref?: string;
}

/**
 * The login box: e-mail, password and the account links. Clicking outside the box returns home
 * (a real link covering the area around it); keyboard and screen-reader users have the same
 * thing as the 'Back to home' link inside the box.
 */
export function LoginView({ form, homeHref = '/' }: LoginViewProps) {
  return (
    <FormPanel
      title={t.loginTitle}
      intro={t.loginIntro}
      form={form}
      submit={{ label: t.loginButton, busyLabel: t.loginBusy }}
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
      <LoginFields form={form} />
    </FormPanel>
  );
}
