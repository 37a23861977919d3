import {
  Card,
  CardGrid,
  Link,
  PageSection,
  RoleBadge,
  Heading,
  Stack,
  Text,
} from '@forum/forum-ui/design-system';
import { CONTACT_EMAIL, PAGE_LINKS } from '../messages.ts';
import { teamText as t } from './teamText.ts';

export interface TeamIntroductionViewProps {
  /** The site's name, as the app sets it. */
  siteName: string;
  /** The address shown for writing to the staff (default: the one contact address). */
  contactEmail?: string;
}

/**
 * /TeamIntroduction: the roles that keep the forum running (administrators, moderators,
 * members), each with its role badge, and how to reach the staff.
 */
export function TeamIntroductionView({
  siteName,
  contactEmail = CONTACT_EMAIL,
}: TeamIntroductionViewProps) {
  return (
    <Stack as="article" space="xxlarge" aria-labelledby="team-title">
      <Stack as="header" space="medium" maxWidth="medium">
        <Heading level={1} id="team-title">
          {t.title}
        </Heading>
        <Text size="large">{t.lead(siteName)}</Text>
      </Stack>

      <PageSection title={t.rolesTitle} wide>
        <CardGrid>
          {t.roles.map((role) => (
            <Card
              as="li"
              key={role.role}
              title={role.title}
              actions={<RoleBadge userRole={role.role} aria-hidden="true" />}
            >
              <Text>{role.body}</Text>
            </Card>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection title={t.reachTitle}>
        <Text>
          {t.reachForm} <Link to={PAGE_LINKS.contactForm}>{t.contactFormLink}</Link>
          {t.reachFormEnd}
        </Text>
        <Text>{t.reachReport}</Text>
        <Text>
          {t.reachEmail} <Link to={`mailto:${contactEmail}`}>{contactEmail}</Link>.
        </Text>
        <Text>
          <Link to={PAGE_LINKS.about}>{t.aboutLink}</Link>
        </Text>
      </PageSection>
    </Stack>
  );
}
