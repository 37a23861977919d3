import { useId } from 'react';
import {
  ButtonLink,
  PanelFrame,
  Link,
  Spinner,
  Heading,
  Inline,
  Stack,
  Text,
} from '@forum/forum-ui/design-system';
import { accountMessages as m, accountText as t } from '../messages.ts';

export type VerifyEmailStatus = 'invalid' | 'verifying' | 'success' | 'failure';

export interface VerifyEmailViewProps {
  status: VerifyEmailStatus;
  /**
   * success: the server's message ('Email verified successfully.');
   * failure: the server's message or 'Email verification failed. Please try again.'
   */
  message?: string;
  /** success: the server said 'Email already verified.' (counted as success). */
  alreadyVerified?: boolean;
  /** success: the redirect to login is under way (shows 'Taking you to the login page...'). */
  redirecting?: boolean;
}

/** /verify-email: verifying, then success (on to login) or failure (ask for a new link). */
export function VerifyEmailView({
  status,
  message,
  alreadyVerified = false,
  redirecting = true,
}: VerifyEmailViewProps) {
  const titleId = useId();
  const title =
    status === 'success'
      ? t.verifiedTitle
      : status === 'verifying'
        ? t.verifyTitle
        : t.verifyFailedTitle;
  return (
    <PanelFrame as="section" aria-labelledby={titleId}>
      {/* The outcome replaces 'verifying' in place: announce it. */}
      <Stack space="large" aria-live="polite">
        <Heading level={1} size={2} id={titleId}>
          {title}
        </Heading>

        {status === 'verifying' && <Spinner label={t.verifying} showLabel size="large" />}

        {status === 'success' && (
          <>
            <Text weight="medium">
              {alreadyVerified ? m.alreadyVerified : (message ?? m.verifiedFallback)}
            </Text>
            {redirecting && <Text tone="muted">{t.redirecting}</Text>}
            <Inline>
              <ButtonLink to="/login" variant="primary">
                {t.goToLoginNow}
              </ButtonLink>
            </Inline>
          </>
        )}

        {(status === 'failure' || status === 'invalid') && (
          <>
            {status === 'invalid' ? (
              <Stack space="small">
                <Text weight="medium" tone="critical">
                  {m.invalidVerificationLink}
                </Text>
                <Text tone="muted">{t.invalidLinkHelp}</Text>
              </Stack>
            ) : (
              <Stack space="small">
                <Text weight="medium">{m.verificationFailedExplanation}</Text>
                <Text tone="critical">{message ?? m.verificationFailed}</Text>
              </Stack>
            )}
            <Inline space="large">
              <ButtonLink to="/resend-verification" variant="primary">
                {t.requestNewLink}
              </ButtonLink>
              <Link to="/login">{t.backToLogin}</Link>
            </Inline>
          </>
        )}
      </Stack>
    </PanelFrame>
  );
}
