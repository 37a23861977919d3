import {
  isAdmin,
  isStaff,
  useAdminStats,
  useModeratorStats,
  useSession,
  useUserStats,
} from '@forum/api';
import { formatDate } from '@forum/forum-ui/design-system';
import { DashboardView } from './DashboardView.tsx';

/**
 * The Dashboard tab. Admins get the site's numbers (and no personal cards); everyone else
 * gets their own, and moderators the moderation numbers too. A count the server does not
 * send, or that failed to load, shows '-'.
 */
export function DashboardScreen() {
  const { user } = useSession();
  const admin = isAdmin(user);
  const moderator = isStaff(user) && !admin;
  const personal = useUserStats(user?.id, { enabled: Boolean(user) && !admin });
  const adminStats = useAdminStats({ enabled: admin });
  const moderatorStats = useModeratorStats({ enabled: moderator });
  if (!user) return null;

  const stats = personal.data?.data;
  const site = adminStats.data?.data;
  const mod = moderatorStats.data?.data;
  return (
    <DashboardView
      user={{
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        avatarUrl: typeof user.avatar_url === 'string' ? user.avatar_url : null,
      }}
      personal={
        admin
          ? undefined
          : {
              loading: personal.isPending,
              failed: personal.isError,
              onRetry: () => personal.refetch(),
              retrying: personal.isError && personal.isFetching,
              values: {
                threads: stats?.threads_count,
                posts: stats?.posts_count,
                likes: stats?.likes_count,
                joined: stats?.join_date ? formatDate(stats.join_date) : undefined,
              },
            }
      }
      admin={
        admin
          ? {
              loading: adminStats.isPending,
              failed: adminStats.isError,
              onRetry: () => adminStats.refetch(),
              retrying: adminStats.isError && adminStats.isFetching,
              values: {
                totalUsers: site?.overview.total_users,
                totalThreads: site?.overview.total_threads,
                totalPosts: site?.overview.total_posts,
                pendingApprovals: site?.threads?.pending,
              },
            }
          : undefined
      }
      moderator={
        moderator
          ? {
              loading: moderatorStats.isPending,
              failed: moderatorStats.isError,
              onRetry: () => moderatorStats.refetch(),
              retrying: moderatorStats.isError && moderatorStats.isFetching,
              values: {
                reportedContent: mod?.reported_content,
                pendingReviews: mod?.pending_reviews,
                moderatedToday: mod?.moderated_today,
              },
            }
          : undefined
      }
    />
  );
}
