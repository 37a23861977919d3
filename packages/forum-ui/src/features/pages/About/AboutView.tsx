import {
  ButtonLink,
  Card,
  CardGrid,
  PageSection,
  Link,
  Heading,
  Inline,
  Stack,
  Text,
} from '@forum/forum-ui/design-system';
import { aboutText as t } from './aboutText.ts';
import { PAGE_LINKS } from '../messages.ts';

export interface AboutViewProps {
  /** The site's name, as the app sets it. */
  siteName: string;
  /** A member is logged in: the invitation offers to start a topic instead of signing up. */
  signedIn?: boolean;
}

/**
 * /AboutUs: the mission, what the site offers (each subject links to its pages), the community
 * and an invitation to join (spec, section 1).
 */
export function AboutView({ siteName, signedIn = false }: AboutViewProps) {
  return (
    <Stack as="article" space="xxlarge" aria-labelledby="about-title">
      <Stack as="header" space="medium" maxWidth="medium">
        <Heading level={1} id="about-title">
          {t.title}
        </Heading>
        <Text size="large">{t.lead(siteName)}</Text>
      </Stack>

      <PageSection title={t.missionTitle}>
        <Text>{t.mission}</Text>
      </PageSection>

      <PageSection title={t.offersTitle} wide>
        <CardGrid>
          {t.offers.map((offer) => (
            <Card as="li" key={offer.href} title={offer.title} href={offer.href}>
              <Text tone="muted">{offer.body}</Text>
            </Card>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection title={t.communityTitle}>
        <Text>{t.community}</Text>
        <Text>
          {t.communityRules} <Link to={PAGE_LINKS.rules}>{t.rulesLink}</Link>
          {t.communityRulesEnd}
        </Text>
        <Text>
          <Link to={PAGE_LINKS.team}>{t.teamLink}</Link>
        </Text>
      </PageSection>

      <PageSection
        title={t.joinTitle}
        wide
        background="primarySoft"
        padding="xlarge"
        borderRadius="large"
      >
        <Text>{signedIn ? t.joinMember : t.joinGuest}</Text>
        <Inline space="medium">
          {signedIn ? (
            <ButtonLink to={PAGE_LINKS.createTopic} variant="primary">
              {t.startTopic}
            </ButtonLink>
          ) : (
            <ButtonLink to={PAGE_LINKS.signup} variant="primary">
              {t.signUp}
            </ButtonLink>
          )}
          <ButtonLink to={PAGE_LINKS.forums} variant="secondary">
            {t.browseForums}
          </ButtonLink>
        </Inline>
      </PageSection>
    </Stack>
  );
}
