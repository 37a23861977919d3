import {
  Avatar,
  Button,
  Card,
  RoleBadge,
  StatCard,
  Heading,
  Inline,
  Stack,
  Text,
  type StatValue,
} from '@forum/forum-ui/design-system';
import { profileMessages as m, profileText as t } from '../messages.ts';
import * as styles from './Dashboard.css.ts';

/** One group of cards: its values, and whether they are loading or failed. */
export interface StatGroup<K extends string> {
  values?: Partial<Record<K, StatValue>>;
  loading?: boolean;
  failed?: boolean;
  /** Loads the numbers again (a Retry button by the failure; none without it). */
  onRetry?: () => unknown;
  /** The numbers are being loaded again. */
  retrying?: boolean;
}

export type PersonalStat = 'threads' | 'posts' | 'likes' | 'joined';
export type AdminStat = 'totalUsers' | 'totalThreads' | 'totalPosts' | 'pendingApprovals';
export type ModeratorStat = 'reportedContent' | 'pendingReviews' | 'moderatedToday';

export interface DashboardViewProps {
  user: { id: number; name: string; email: string; role: string; avatarUrl?: string | null };
  /** Non-admins: Threads, Posts, Likes and Joined. Admins see no personal cards. */
  personal?: StatGroup<PersonalStat>;
  /** Admins: Total Users, Total Threads, Total Posts and Pending Approvals. */
  admin?: StatGroup<AdminStat>;
  /** Moderators: Reported Content, Pending Reviews and Moderated Today. */
  moderator?: StatGroup<ModeratorStat>;
}

const PERSONAL: readonly PersonalStat[] = ['threads', 'posts', 'likes', 'joined'];
const ADMIN: readonly AdminStat[] = [
  'totalUsers',
  'totalThreads',
  'totalPosts',
  'pendingApprovals',
];
const MODERATOR: readonly ModeratorStat[] = ['reportedContent', 'pendingReviews', 'moderatedToday'];

function Cards<K extends PersonalStat | AdminStat | ModeratorStat>({
  title,
  keys,
  group,
}: {
  title: string;
  keys: readonly K[];
  group: StatGroup<K>;
}) {
  return (
    <Stack as="section" space="medium" aria-label={title}>
      <Heading level={3} size={4}>
        {title}
      </Heading>
      <ul className={styles.cards}>
        {keys.map((key) => (
          <li key={key}>
            <StatCard label={t.cards[key]} value={group.values?.[key]} loading={group.loading} />
          </li>
        ))}
      </ul>
      {group.failed && (
        <Inline space="small" align="center">
          <Text size="small" tone="muted" role="status">
            {m.statsFailed}
          </Text>
          {group.onRetry && (
            <Button
              size="small"
              variant="secondary"
              onClick={() => void group.onRetry?.()}
              busy={group.retrying}
              busyLabel={t.retrying}
            >
              {t.retry}
            </Button>
          )}
        </Inline>
      )}
    </Stack>
  );
}

/** The Dashboard tab: who the person is, and the numbers their role sees. */
export function DashboardView({ user, personal, admin, moderator }: DashboardViewProps) {
  return (
    <Stack space="large">
      <Heading level={2} size={3}>
        {t.tabs.dashboard}
      </Heading>
      <Card>
        <div className={styles.identity}>
          <Avatar
            name={user.name}
            src={user.avatarUrl ?? undefined}
            colorKey={user.id}
            size="large"
          />
          <Stack space="small" className={styles.identityText}>
            <Heading level={3} size={4}>
              {user.name}
            </Heading>
            <div>
              <RoleBadge userRole={user.role} />
            </div>
            <Text tone="muted">
              <span>{t.email}: </span>
              {user.email}
            </Text>
          </Stack>
        </div>
      </Card>
      {admin && <Cards title={t.siteOverview} keys={ADMIN} group={admin} />}
      {personal && <Cards title={t.yourActivity} keys={PERSONAL} group={personal} />}
      {moderator && <Cards title={t.moderationOverview} keys={MODERATOR} group={moderator} />}
    </Stack>
  );
}
