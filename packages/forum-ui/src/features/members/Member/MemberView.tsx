import { useId, type ReactNode } from 'react';
import type { components } from '@forum/api';
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Link,
  RecordUnavailable,
  RoleBadge,
  Skeleton,
  StatCard,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
  parseDate,
  toDateTimeAttribute,
  formatRelative,
  LocalTime,
  threadPath,
} from '@forum/forum-ui/design-system';
import { memberMessages as m, memberText as t } from '../messages.ts';
import { activityLabel } from '../../profile/index.ts';
import * as styles from './Member.css.ts';

type User = components['schemas']['User'];
type UserStats = components['schemas']['UserStats'];
export type MemberActivityItem = components['schemas']['ActivityItem'];

/** What the page shows of the member (public fields of the API's User). */
export type MemberProfile = Pick<User, 'id' | 'name' | 'role'> &
  Partial<Pick<User, 'avatar_url' | 'bio' | 'created_at'>>;

export interface MemberActivity {
  /**
   * `hidden`: the viewer may not see it (only the member and staff may: GET /users/{id}/activity
   * answers 401 or 403 to anyone else), so it is not asked for.
   */
  status: 'hidden' | 'loading' | 'error' | 'ready';
  items?: readonly MemberActivityItem[];
  onRetry?: () => unknown;
  retrying?: boolean;
}

export interface MemberViewProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  member?: MemberProfile;
  stats?: Pick<UserStats, 'threads_count' | 'posts_count' | 'likes_count' | 'join_date'>;
  /** 'Error: {message}' or 'Failed to load this member'. */
  errorMessage?: string;
  onRetry?: () => unknown;
  retrying?: boolean;
  activity: MemberActivity;
  /** The viewer is signed in (changes what the hidden activity says). */
  signedIn?: boolean;
  /** The viewer is this member: a link to their own profile area. */
  isSelf?: boolean;
  /**
   * Given when the viewer may moderate this member (staff, not their own page, not an admin's):
   * a Moderate button that calls it.
   */
  onModerate?: () => void;
  /** Dialogs opened from the page (the Moderate dialog). */
  dialogs?: ReactNode;
  /** The current time, for 'x minutes ago' (stories fix it). */
  now?: Date;
}

function ActivitySection({
  activity,
  name,
  signedIn,
  now,
}: {
  activity: MemberActivity;
  name: string;
  signedIn: boolean;
  now?: Date;
}) {
  const headingId = useId();
  let body;
  if (activity.status === 'hidden') {
    body = <Text tone="muted">{signedIn ? t.activityPrivate(name) : t.activityPrivateGuest}</Text>;
  } else if (activity.status === 'loading') {
    body = (
      <Stack space="small" aria-busy="true">
        <Text tone="muted" role="status">
          {t.loadingActivity}
        </Text>
        <Skeleton lines={2} />
        <Skeleton lines={2} />
      </Stack>
    );
  } else if (activity.status === 'error') {
    body = (
      <ErrorState
        size="compact"
        message={m.activityFailed}
        onRetry={activity.onRetry}
        retrying={activity.retrying}
        retryLabel={t.retry}
      />
    );
  } else if (!activity.items?.length) {
    body = <EmptyState size="compact" title={m.noActivity} description={t.noActivityHint} />;
  } else {
    body = (
      <ul className={styles.activity} aria-labelledby={headingId}>
        {activity.items.map((item) => (
          <li key={item.id} className={styles.activityItem}>
            <Text>
              {activityLabel(item.type)}
              {item.thread ? (
                <>
                  {': '}
                  <Link to={threadPath(item.thread)}>{item.thread.title}</Link>
                </>
              ) : (
                item.description && `: ${item.description}`
              )}
            </Text>
            <time className={styles.when} dateTime={toDateTimeAttribute(item.created_at)}>
              {formatRelative(item.created_at, now)}
            </time>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} size={3} id={headingId}>
          {t.recentActivity}
        </Heading>
        {body}
      </Stack>
    </Card>
  );
}

/**
 * A member's public page (/users/{id}): picture or initials, name, role badge, joined date,
 * their thread, post and like counts, and their recent activity where the viewer may see it.
 */
export function MemberView({
  status,
  member,
  stats,
  errorMessage,
  onRetry,
  retrying,
  activity,
  signedIn = false,
  isSelf = false,
  onModerate,
  dialogs,
  now,
}: MemberViewProps) {
  if (status === 'loading') {
    return (
      <Stack space="large" aria-busy="true">
        <VisuallyHidden role="status">{t.loadingMember}</VisuallyHidden>
        <div className={styles.identity} aria-hidden="true">
          <Skeleton variant="circle" width={96} />
          <Stack space="small" style={{ flex: '1 1 14rem' }}>
            <Skeleton width="14rem" height="2rem" />
            <Skeleton width="8rem" />
          </Stack>
        </div>
        <div className={styles.stats} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="block" height={88} />
          ))}
        </div>
      </Stack>
    );
  }

  if (status === 'notFound' || status === 'error' || !member) {
    const notFound = status !== 'error';
    return (
      <RecordUnavailable
        reason={notFound ? 'notFound' : 'error'}
        title={notFound ? m.notFound : t.member}
        notFound={{
          title: m.notFound,
          description: m.notFoundHint,
          backTo: '/',
          backLabel: t.backHome,
        }}
        error={{ message: errorMessage ?? m.loadFailed, onRetry, retrying, retryLabel: t.retry }}
      />
    );
  }

  return (
    <Stack space="large">
      <header className={styles.identity}>
        <Avatar name={member.name} src={member.avatar_url} colorKey={member.id} size="xlarge" />
        <div className={styles.identityText}>
          <div className={styles.nameLine}>
            <Heading level={1}>{member.name}</Heading>
            <RoleBadge userRole={member.role} />
          </div>
          {parseDate(stats?.join_date ?? member.created_at) && (
            <Text tone="muted">
              <LocalTime value={stats?.join_date ?? member.created_at}>{t.joined}</LocalTime>
            </Text>
          )}
          {member.bio && <Text>{member.bio}</Text>}
          {isSelf && (
            <Text size="small" tone="muted">
              {t.ownPage} <Link to="/UserProfile">{t.yourProfile}</Link>
            </Text>
          )}
        </div>
        {onModerate && (
          <Button variant="secondary" onClick={onModerate}>
            {t.moderate}
          </Button>
        )}
      </header>

      <section aria-label={t.counts} className={styles.stats}>
        <StatCard label={t.threads} value={stats?.threads_count} />
        <StatCard label={t.posts} value={stats?.posts_count} />
        <StatCard label={t.likes} value={stats?.likes_count} />
      </section>

      <ActivitySection activity={activity} name={member.name} signedIn={signedIn} now={now} />
      {dialogs}
    </Stack>
  );
}
