import { useEffect, useRef } from 'react';
import {
  Button,
  ButtonLink,
  FormPanel,
  PanelFrame,
  Link,
  Heading,
  Inline,
  Stack,
  Text,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { accountMessages as m, accountText as t } from '../messages.ts';
import { DemoMailbox } from '../SignUp/DemoMailbox.tsx';
import type { EmailValues } from './emailForm.ts';

/** What the resend answered: a new e-mail went out, or the account needs none. */
export interface ResendResult {
  email: string;
  alreadyVerified: boolean;
  /** Demo mode only: the new link's path, shown in the demo mailbox note. */
  verificationHref?: string;
}

export interface ResendVerificationViewProps {
  /**
   * The form's state from the form layer: the e-mail, its message ('Please enter your email
   * address', server 422 texts), the form-level failure ('Failed to resend verification email.
   * Please try again.') and whether the call is in flight (the button reads 'Sending...').
   */
  form: ForumAppForm<EmailValues>;
  /** Put focus in the e-mail field when the form appears (after 'Send Another'). */
  focusEmail?: boolean;
  /** Set once the resend succeeded: the success screen replaces the form. */
  result?: ResendResult;
  /** 'Send Another': back to the form. */
  onSendAnother: () => void;
}

/** Asks for a new verification e-mail; then the success screen with 'Send Another'. */
export function ResendVerificationView(props: ResendVerificationViewProps) {
  return props.result ? (
    <Sent result={props.result} onSendAnother={props.onSendAnother} />
  ) : (
    <ResendForm {...props} />
  );
}

/** Focuses an element once, when it mounts (a stable ref callback: not again on re-renders). */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

function ResendForm({ form, focusEmail = false }: ResendVerificationViewProps) {
  return (
    <FormPanel
      title={t.resendTitle}
      intro={t.resendIntro}
      form={form}
      submit={{ label: t.resendButton, busyLabel: t.sending }}
      footer={
        <Inline align="center">
          <Link to="/login">{t.backToLogin}</Link>
        </Inline>
      }
    >
      <form.AppField name="email">
        {(field) => (
          <field.EmailField ref={focusEmail ? focusOnMount : undefined} label={t.email} required />
        )}
      </form.AppField>
    </FormPanel>
  );
}

function Sent({ result, onSendAnother }: { result: ResendResult; onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces held focus: start reading at the new heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <PanelFrame>
      {result.alreadyVerified ? (
        <Stack space="large">
          <Heading level={1} size={2} ref={headingRef} tabIndex={-1}>
            {t.alreadyVerifiedTitle}
          </Heading>
          <Text>{m.alreadyVerified}</Text>
          <Inline space="small">
            <ButtonLink to="/login" variant="primary">
              {t.goToLogin}
            </ButtonLink>
          </Inline>
        </Stack>
      ) : (
        <Stack space="large">
          <Heading level={1} size={2} ref={headingRef} tabIndex={-1}>
            {t.resendSuccessTitle}
          </Heading>
          <Stack space="small">
            <Text weight="medium">{m.verificationEmailSent}</Text>
            <Text tone="muted">
              {t.registrationSuccessBody(result.email)} {t.registrationSuccessHelp}
            </Text>
          </Stack>
          {result.verificationHref && <DemoMailbox href={result.verificationHref} />}
          <Inline space="small">
            <Button variant="secondary" onClick={onSendAnother}>
              {t.sendAnother}
            </Button>
            <ButtonLink to="/login" variant="primary">
              {t.backToLogin}
            </ButtonLink>
          </Inline>
        </Stack>
      )}
    </PanelFrame>
  );
}
