import { useId } from 'react';
import {
  Card,
  Link,
  ContactDetailsFields,
  Box,
  Heading,
  Stack,
  Text,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { CONTACT_EMAIL, PAGE_LINKS } from '../messages.ts';
import { contactMessages as m, contactText as t } from './contactText.ts';
import * as styles from './Contact.css.ts';
import { CONTACT_MESSAGE_MAX, type ContactValues } from './contactForm.ts';

/**
 * Which page: /ContactUs ('page') shows the form with the other ways to reach the team beside
 * it; /ContactForm ('form') shows the form alone. Both send the same message (one draft).
 */
export type ContactVariant = 'page' | 'form';

export interface ContactViewProps {
  /** The form's state from the form layer. */
  form: ForumAppForm<ContactValues>;
  variant?: ContactVariant;
  /** The last message was accepted: 'Your message has been sent successfully!'. */
  sent?: boolean;
  /** The address shown for writing to the team (default: the one contact address). */
  contactEmail?: string;
}

/** 'Write to us at …' with the address as a mail link. */
function EmailLine({ email }: { email: string }) {
  return (
    <Text>
      {t.emailBody} <Link to={`mailto:${email}`}>{email}</Link>
    </Text>
  );
}

/**
 * The contact form (spec): name, email (an e-mail field), subject and message, all required;
 * 'Send', which reads 'Sending...' while the message goes; the contact e-mail address shown.
 * Success is a status above the form (announced politely); failures are the form's message.
 */
export function ContactView({
  form,
  variant = 'page',
  sent = false,
  contactEmail = CONTACT_EMAIL,
}: ContactViewProps) {
  const titleId = useId();
  const page = variant === 'page';
  const formCard = (
    <Card>
      <Stack space="large">
        {/* Always present, so the success message is announced when it appears. */}
        <div role="status">
          {sent && (
            <Box
              background="successSoft"
              color="successText"
              padding="medium"
              borderRadius="medium"
            >
              <Text tone="inherit" weight="medium">
                {m.sent}
              </Text>
            </Box>
          )}
        </div>
        <form.AppForm>
          <form.Form labelledBy={titleId}>
            <ContactDetailsFields
              form={form}
              fields={{ name: 'name', email: 'email' }}
              labels={{ name: t.name, email: t.email }}
            />
            <form.AppField name="subject">
              {(field) => <field.TextField label={t.subject} required />}
            </form.AppField>
            <form.AppField name="message">
              {(field) => (
                <field.TextArea label={t.message} rows={6} limit={CONTACT_MESSAGE_MAX} required />
              )}
            </form.AppField>
            <div>
              <form.SubmitButton busyLabel={t.sending}>{t.send}</form.SubmitButton>
            </div>
          </form.Form>
        </form.AppForm>
        {!page && <EmailLine email={contactEmail} />}
      </Stack>
    </Card>
  );

  return (
    <Stack as="article" space="xlarge" aria-labelledby={titleId}>
      <Stack space="small" maxWidth="medium">
        <Heading level={1} id={titleId}>
          {page ? t.contactUsTitle : t.contactFormTitle}
        </Heading>
        <Text tone="muted">{page ? t.contactUsIntro : t.contactFormIntro}</Text>
      </Stack>
      {page ? (
        <div className={styles.layout}>
          {formCard}
          <Stack as="aside" space="large" aria-label={t.otherWaysTitle}>
            <Stack space="small">
              <Heading level={2} size={4}>
                {t.emailTitle}
              </Heading>
              <EmailLine email={contactEmail} />
            </Stack>
            <Stack space="small">
              <Heading level={2} size={4}>
                {t.otherWaysTitle}
              </Heading>
              <Stack as="ul" space="xsmall">
                <li>
                  <Text>
                    {t.supportForum} <Link to={PAGE_LINKS.techSupport}>{t.supportForumLink}</Link>
                  </Text>
                </li>
                <li>
                  <Text>
                    {t.rules} <Link to={PAGE_LINKS.rules}>{t.rulesLink}</Link>
                  </Text>
                </li>
                <li>
                  <Text>
                    {t.team} <Link to={PAGE_LINKS.team}>{t.teamLink}</Link>
                  </Text>
                </li>
              </Stack>
            </Stack>
          </Stack>
        </div>
      ) : (
        <Box maxWidth="medium">{formCard}</Box>
      )}
    </Stack>
  );
}
