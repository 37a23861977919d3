import { Button } from '../../../components/Button/Button.tsx';
import { FormPanel } from '../../../components/FormPanel/FormPanel.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { accountText as t } from '../../../messages/accounts.ts';
import { Inline } from '../../../primitives/Inline.tsx';

export interface ForgotPasswordViewProps {
  email: string;
  /** The e-mail field's message ('Please enter your email address'). */
  error?: string;
  /** Counts failed submits; each new count moves focus to the e-mail field. */
  failedSubmits?: number;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
}

/** The forgot-password form: an e-mail field, 'Send Reset Link' and 'Back to Login'. */
export function ForgotPasswordView({
  email,
  error,
  failedSubmits = 0,
  onEmailChange,
  onSubmit,
}: ForgotPasswordViewProps) {
  return (
    <FormPanel
      title={t.forgotTitle}
      intro={t.forgotIntro}
      failedSubmits={failedSubmits}
      onSubmit={onSubmit}
      footer={
        <Inline align="center">
          <Link to="/login">{t.backToLogin}</Link>
        </Inline>
      }
    >
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        error={error}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <Button type="submit" variant="primary" size="large" fullWidth>
        {t.sendResetLink}
      </Button>
    </FormPanel>
  );
}
