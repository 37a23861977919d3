import { useSearchParams } from 'react-router-dom';
import { useSession, useUserActivity } from '@forum/api';
import { profileMessages as m } from '../messages.ts';
import { searchString, withPage } from '@forum/forum-ui/design-system';
import { activityLocation, type ActivityView as View } from './activity.ts';
import { ActivityView, type ActivityGroup } from './ActivityView.tsx';

interface Paged<T> {
  data: readonly T[];
  meta?: { total?: number; last_page?: number };
}

function group<T>(page: Paged<T> | undefined): ActivityGroup<T> | undefined {
  if (!page) return undefined;
  return {
    items: page.data,
    total: page.meta?.total ?? page.data.length,
    lastPage: page.meta?.last_page ?? 1,
  };
}

/**
 * The Activity tab: the person's threads, posts and recent activity, 10 a page. The sub-tab
 * and page are in the URL (`?tab=activity&view=posts&page=2`).
 */
export function ActivityScreen() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const { view, page } = activityLocation(params);
  // The spec's failure message is a toast (meta: the query cache shows it); the tab also says
  // it where the list would be.
  const activity = useUserActivity(user?.id, page, { meta: { failureToast: m.activityFailed } });

  const go = (next: { view?: View; page?: number }) =>
    setParams((current) => {
      const updated = withPage(current, next.page ?? 1);
      updated.set('view', next.view ?? view);
      return updated;
    });

  const data = activity.data;
  return (
    <ActivityView
      view={view}
      page={page}
      onViewChange={(next) => go({ view: next, page: 1 })}
      onPageChange={(next) => go({ page: next })}
      pageHref={(next) => {
        const updated = withPage(params, next);
        updated.set('view', view);
        return `/UserProfile${searchString(updated)}`;
      }}
      status={activity.isPending ? 'loading' : activity.isError && !data ? 'error' : 'ready'}
      refreshing={activity.isPlaceholderData}
      onRetry={() => void activity.refetch()}
      threads={group(data?.threads)}
      posts={group(data?.posts)}
      recent={group(data?.recent_activity)}
    />
  );
}
