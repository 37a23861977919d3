import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { RoleBadge } from '../../../components/RoleBadge/RoleBadge.tsx';
import { CONTACT_EMAIL, PAGE_LINKS, teamText as t } from '../../../messages/pages.ts';
import { Box } from '../../../primitives/Box.tsx';
import { Heading } from '../../../primitives/Heading.tsx';
import { resetList } from '../../../primitives/primitives.css.ts';
import { Stack } from '../../../primitives/Stack.tsx';
import { Text } from '../../../primitives/Text.tsx';

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

      <Stack as="section" space="medium" aria-labelledby="team-roles">
        <Heading level={2} id="team-roles">
          {t.rolesTitle}
        </Heading>
        <Box
          as="ul"
          display="grid"
          gap="medium"
          gridTemplateColumns={{ mobile: 1, tablet: 2, desktop: 3 }}
          className={resetList}
        >
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
        </Box>
      </Stack>

      <Stack as="section" space="medium" maxWidth="medium" aria-labelledby="team-reach">
        <Heading level={2} id="team-reach">
          {t.reachTitle}
        </Heading>
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
      </Stack>
    </Stack>
  );
}
