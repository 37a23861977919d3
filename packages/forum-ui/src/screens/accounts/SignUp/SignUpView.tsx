import { useId } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { FormPanel } from '../../../components/FormPanel/FormPanel.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import {
  accountText as t,
  type FormErrors,
  type SignUpField,
  type SignUpValues,
} from '../../../messages/accounts.ts';
import { Inline } from '../../../primitives/Inline.tsx';
import { Stack } from '../../../primitives/Stack.tsx';
import { Text } from '../../../primitives/Text.tsx';
import * as styles from './SignUp.css.ts';

export interface SignUpViewProps {
  values: SignUpValues;
  /** One message per field, shown next to it ('Please fill in all fields', server 422 texts). */
  errors?: FormErrors<SignUpField>;
  /** A failure that belongs to no field (e.g. 'Registration failed. Please try again.'). */
  formError?: string;
  /** The registration call is in flight: the button reads 'Creating...'. */
  submitting?: boolean;
  /** Counts failed submits; each new count moves focus to the first invalid field. */
  failedSubmits?: number;
  onChange: (field: SignUpField, value: string) => void;
  onSubmit: () => void;
}

/** The sign-up form: names, e-mail, password and confirmation, and (inert) social sign-up. */
export function SignUpView({
  values,
  errors = {},
  formError,
  submitting = false,
  failedSubmits = 0,
  onChange,
  onSubmit,
}: SignUpViewProps) {
  const socialHintId = useId();
  return (
    <FormPanel
      title={t.signUpTitle}
      intro={t.signUpIntro}
      formError={formError}
      failedSubmits={failedSubmits}
      submitting={submitting}
      onSubmit={onSubmit}
      footer={
        <>
          <Stack space="small" as="section" aria-label={t.socialDivider}>
            <Text size="small" tone="muted" align="center" className={styles.divider}>
              {t.socialDivider}
            </Text>
            <div className={styles.socialRow}>
              {/* Present but inert (spec): disabled, still focusable, and saying why. */}
              <Button variant="secondary" fullWidth disabled aria-describedby={socialHintId}>
                {t.facebook}
              </Button>
              <Button variant="secondary" fullWidth disabled aria-describedby={socialHintId}>
                {t.google}
              </Button>
            </div>
            <Text id={socialHintId} size="small" tone="muted" align="center">
              {t.notAvailableYet}
            </Text>
          </Stack>

          <Inline space="xsmall" align="center">
            <Text as="span" tone="muted">
              {t.haveAccount}
            </Text>
            <Link to="/login">{t.logInLink}</Link>
          </Inline>
        </>
      }
    >
      <div className={styles.nameRow}>
        <TextField
          label={t.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => onChange('firstName', event.target.value)}
        />
        <TextField
          label={t.lastName}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={errors.lastName}
          onChange={(event) => onChange('lastName', event.target.value)}
        />
      </div>
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="new-password"
        hint={t.passwordHint}
        required
        value={values.password}
        error={errors.password}
        showPasswordLabel={t.showPassword}
        hidePasswordLabel={t.hidePassword}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <PasswordField
        label={t.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errors.confirmPassword}
        showPasswordLabel={t.showConfirmPassword}
        hidePasswordLabel={t.hideConfirmPassword}
        onChange={(event) => onChange('confirmPassword', event.target.value)}
      />
      <Button
        type="submit"
        variant="primary"
        size="large"
        fullWidth
        busy={submitting}
        busyLabel={t.signUpBusy}
      >
        {t.signUpButton}
      </Button>
    </FormPanel>
  );
}
