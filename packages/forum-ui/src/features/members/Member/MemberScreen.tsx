import { Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { isStaff, mayModerate, useSession, useUserActivity, useUserStats } from '@forum/api';
import { memberMessages as m } from '../messages.ts';
import { loadFailure } from '@forum/forum-ui/design-system';
import { memberIdFrom } from './memberId.ts';
import { MemberView } from './MemberView.tsx';
import { LazyModerateDialogScreen as ModerateDialogScreen } from '../../staff/index.ts';

/**
 * /users/{id}: GET /users/{id}/stats (the counts and the member's public record) for everyone;
 * GET /users/{id}/activity only for the member themself and for staff, the only viewers the
 * call answers (it is not asked for anyone else, so nobody meets a 401 or 403 here). Staff get
 * the Moderate button (warnings, warn, suspend) on members they may moderate.
 */
export function MemberScreen() {
  const { id } = useParams();
  const memberId = memberIdFrom(id);
  const { user: viewer, isAuthenticated } = useSession();
  const stats = useUserStats(memberId);
  const isSelf = isAuthenticated && memberId !== null && viewer?.id === memberId;
  const mayReadActivity = isAuthenticated && memberId !== null && (isSelf || isStaff(viewer));
  const activity = useUserActivity(memberId, 1, { enabled: mayReadActivity });
  // `opened` counts openings: each one mounts the dialog afresh, with fresh forms.
  const [moderate, setModerate] = useState({ open: false, opened: 0 });
  const member = stats.data?.user;
  const canModerate = member !== undefined && mayModerate(viewer, member);

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
      member={member}
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
      onModerate={
        canModerate
          ? () => setModerate((current) => ({ open: true, opened: current.opened + 1 }))
          : undefined
      }
      dialogs={
        canModerate &&
        moderate.opened > 0 && (
          <Suspense fallback={null}>
            <ModerateDialogScreen
              key={moderate.opened}
              user={member}
              open={moderate.open}
              onClose={() => setModerate((current) => ({ ...current, open: false }))}
            />
          </Suspense>
        )
      }
    />
  );
}
