import { useId } from 'react';
import {
  Button,
  FormPanel,
  Link,
  NewPasswordFields,
  Inline,
  Stack,
  Text,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { accountText as t } from '../messages.ts';
import * as styles from './SignUp.css.ts';
import type { SignUpValues } from './signUpForm.ts';

export interface SignUpViewProps {
  /**
   * The form's state from the form layer: values, one message per field ('Please fill in all
   * fields', server 422 texts), the form-level failure ('Registration failed. Please try
   * again.'), and whether the call is in flight (the button reads 'Creating...').
   */
  form: ForumAppForm<SignUpValues>;
}

/** The sign-up form: names, e-mail, password and confirmation, and (inert) social sign-up. */
export function SignUpView({ form }: SignUpViewProps) {
  const socialHintId = useId();
  return (
    <FormPanel
      title={t.signUpTitle}
      intro={t.signUpIntro}
      form={form}
      submit={{ label: t.signUpButton, busyLabel: t.signUpBusy }}
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
        <form.AppField name="firstName">
          {(field) => <field.TextField label={t.firstName} autoComplete="given-name" required />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label={t.lastName} autoComplete="family-name" required />}
        </form.AppField>
      </div>
      <form.AppField name="email">
        {(field) => <field.EmailField label={t.email} required />}
      </form.AppField>
      <NewPasswordFields
        form={form}
        fields={{ password: 'password', confirm: 'confirmPassword' }}
        labels={{
          password: t.password,
          confirm: t.confirmPassword,
          hint: t.passwordHint,
          showConfirm: t.showConfirmPassword,
          hideConfirm: t.hideConfirmPassword,
        }}
      />
    </FormPanel>
  );
}
