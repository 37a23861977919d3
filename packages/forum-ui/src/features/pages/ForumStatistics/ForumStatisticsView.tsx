import {
  AuthorLink,
  Button,
  Card,
  Skeleton,
  StatCard,
  Box,
  Heading,
  Stack,
  Text,
} from '@forum/forum-ui/design-system';
import { statisticsText as t } from './statisticsText.ts';
import type { StatisticsState } from './statistics.ts';

export interface ForumStatisticsViewProps {
  /** The site's name, as the app sets it. */
  siteName: string;
  state: StatisticsState;
  /** Asks for the live numbers again (offered while the fallback numbers show). */
  onRetry?: () => void;
  /** A call is in flight: the retry button is busy. */
  retrying?: boolean;
  /** Locale for the numbers (default: the site's). */
  locale?: string;
}

/**
 * /ForumStatistics: totals of threads, posts and members, and the latest member. When the call
 * fails, fixed fallback numbers show, each marked approximate, with a calm note (a status, not
 * an alert: nothing is broken for the reader) and a way to try again.
 */
export function ForumStatisticsView({
  siteName,
  state,
  onRetry,
  retrying = false,
  locale,
}: ForumStatisticsViewProps) {
  const loading = state.status === 'loading';
  const fallback = state.status === 'fallback';
  const figures = loading ? undefined : state;
  const description = fallback ? t.approximate : undefined;
  return (
    <Stack as="section" space="xlarge" aria-labelledby="statistics-title" aria-busy={loading}>
      <Stack space="small">
        <Heading level={1} id="statistics-title">
          {t.title}
        </Heading>
        <Text tone="muted">{t.intro(siteName)}</Text>
      </Stack>

      {/* Always present, so the note is announced when it appears. */}
      <div role="status">
        {fallback && (
          <Stack
            space="small"
            align="left"
            padding="large"
            background="primarySoft"
            borderRadius="large"
          >
            <Heading level={2} size={4}>
              {t.fallbackTitle}
            </Heading>
            <Text>{t.fallbackBody}</Text>
            {onRetry && (
              <Button
                variant="secondary"
                size="small"
                busy={retrying}
                busyLabel={t.retrying}
                onClick={onRetry}
              >
                {t.tryAgain}
              </Button>
            )}
          </Stack>
        )}
      </div>

      <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 1, tablet: 3 }}>
        {(
          [
            [t.threads, figures?.threads],
            [t.posts, figures?.posts],
            [t.members, figures?.members],
          ] as const
        ).map(([label, value]) => (
          <StatCard
            key={label}
            label={label}
            value={value}
            loading={loading}
            loadingLabel={t.loading}
            description={description}
            locale={locale}
          />
        ))}
      </Box>

      <Card as="section" title={t.latestMember} headingLevel={2}>
        {loading ? (
          <Skeleton width="12rem" />
        ) : figures?.latestMember ? (
          <Stack space="xsmall">
            <AuthorLink author={figures.latestMember} withAvatar tone="link" />
            <Text size="small" tone="muted">
              {t.latestMemberWelcome}
            </Text>
          </Stack>
        ) : (
          <Text tone="muted">{t.noLatestMember}</Text>
        )}
      </Card>
    </Stack>
  );
}
