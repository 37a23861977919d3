import { useId } from 'react';
import { Link, Heading, Stack, Text } from '@forum/forum-ui/design-system';
import { accountText as t } from '../messages.ts';
import { mailbox } from './SignUp.css.ts';

export interface DemoMailboxProps {
  /** The verification link's path, /verify-email?id=&hash=. */
  href: string;
}

/**
 * Demo mode sends no e-mail: this note stands in for the mailbox and holds the link the
 * verification message would carry. Used after sign-up and after a resend.
 */
export function DemoMailbox({ href }: DemoMailboxProps) {
  const titleId = useId();
  return (
    <section className={mailbox} aria-labelledby={titleId}>
      <Stack space="small">
        <Heading level={2} size={4} id={titleId}>
          {t.demoMailboxTitle}
        </Heading>
        <Text size="small" tone="muted">
          {t.demoMailboxBody}
        </Text>
        <Text>
          <Link to={href}>{t.openVerificationLink}</Link>
        </Text>
      </Stack>
    </section>
  );
}
