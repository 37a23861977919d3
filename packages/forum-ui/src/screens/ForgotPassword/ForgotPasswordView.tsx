import { useId, useRef, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useFocusFirstInvalid } from '../../hooks/useFocusFirstInvalid.ts';
import { accountText as t } from '../../messages/accounts.ts';
import { Box } from '../../primitives/Box.tsx';
import { Heading } from '../../primitives/Heading.tsx';
import { Inline } from '../../primitives/Inline.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';

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
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, failedSubmits);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Box
      width="full"
      maxWidth="small"
      marginX="auto"
      paddingX="medium"
      paddingY={{ mobile: 'large', tablet: 'xxlarge' }}
    >
      <Card padding="large">
        <Stack space="large">
          <Stack space="small">
            <Heading level={1} size={2} id={titleId}>
              {t.forgotTitle}
            </Heading>
            <Text tone="muted">{t.forgotIntro}</Text>
          </Stack>
          <form ref={formRef} noValidate aria-labelledby={titleId} onSubmit={submit}>
            <Stack space="large">
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
            </Stack>
          </form>
          <Inline align="center">
            <Link to="/login">{t.backToLogin}</Link>
          </Inline>
        </Stack>
      </Card>
    </Box>
  );
}
