import { useParams } from 'react-router-dom';
import { isStaff, useSession, useUserActivity, useUserStats } from '@forum/api';
import { memberMessages as m } from '../../../messages/members.ts';
import { loadFailure } from '../../../utils/loadFailure.ts';
import { memberIdFrom } from './memberId.ts';
import { MemberView } from './MemberView.tsx';

/**
 * /users/{id}: GET /users/{id}/stats (the counts and the member's public record) for everyone;
 * GET /users/{id}/activity only for the member themself and for staff, the only viewers the
 * call answers (it is not asked for anyone else, so nobody meets a 401 or 403 here).
 */
export function MemberScreen() {
  const { id } = useParams();
  const memberId = memberIdFrom(id);
  const { user: viewer, isAuthenticated } = useSession();
  const stats = useUserStats(memberId);
  const isSelf = isAuthenticated && memberId !== null && viewer?.id === memberId;
  const mayReadActivity = isAuthenticated && memberId !== null && (isSelf || isStaff(viewer));
  const activity = useUserActivity(memberId, 1, { enabled: mayReadActivity });

  const status =
    memberId === null || (stats.isError && stats.error.status === 404)
      ? 'notFound'
      : stats.isError
        ? 'error'
        : stats.isPending
          ? 'loading'
          : 'ready';

  return (
    <MemberView
      status={status}
      member={stats.data?.user}
      stats={stats.data?.data}
      errorMessage={loadFailure(stats.error, m.loadFailed)}
      onRetry={() => stats.refetch()}
      retrying={stats.isError && stats.isFetching}
      signedIn={isAuthenticated}
      isSelf={isSelf}
      activity={{
        status: !mayReadActivity
          ? 'hidden'
          : activity.isPending
            ? 'loading'
            : activity.isError
              ? 'error'
              : 'ready',
        items: activity.data?.recent_activity.data,
        onRetry: () => activity.refetch(),
        retrying: activity.isError && activity.isFetching,
      }}
    />
  );
}
