import { useEffect, useId, useRef } from 'react';
import {
  Button,
  ButtonLink,
  PanelFrame,
  Heading,
  Inline,
  Stack,
  Text,
} from '@forum/forum-ui/design-system';
import { accountText as t } from '../messages.ts';
import { DemoMailbox } from './DemoMailbox.tsx';

export interface RegistrationSuccessViewProps {
  /** The address the verification e-mail went to. */
  email: string;
  /**
   * The verification link's path (/verify-email?id=&hash=), known only in demo mode, where no
   * e-mail is sent: it is shown in a 'Demo mailbox' note so the link can be opened.
   */
  verificationHref?: string;
  /** The resend call is in flight: 'Resend Email' reads 'Sending...'. */
  resending?: boolean;
  onResend: () => void;
}

/** After sign-up: a verification e-mail was sent; resend it or go to login. */
export function RegistrationSuccessView({
  email,
  verificationHref,
  resending = false,
  onResend,
}: RegistrationSuccessViewProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces held focus: put it on the new heading so reading starts here.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <PanelFrame as="section" aria-labelledby={titleId}>
      <Stack space="large">
        <Heading level={1} size={2} id={titleId} ref={headingRef} tabIndex={-1}>
          {t.registrationSuccessTitle}
        </Heading>
        <Stack space="small">
          <Text weight="medium">{t.registrationSuccessBody(email)}</Text>
          <Text tone="muted">{t.registrationSuccessHelp}</Text>
        </Stack>

        {verificationHref && <DemoMailbox href={verificationHref} />}

        <Inline space="small">
          <Button variant="secondary" busy={resending} busyLabel={t.sending} onClick={onResend}>
            {t.resendEmail}
          </Button>
          <ButtonLink to="/login" variant="primary">
            {t.goToLogin}
          </ButtonLink>
        </Inline>
      </Stack>
    </PanelFrame>
  );
}
