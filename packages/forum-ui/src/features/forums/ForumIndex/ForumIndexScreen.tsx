import { useLocation } from 'react-router-dom';
import { useCategories, useForumThreads, useSeenReplies, useSession } from '@forum/api';
import { usePageHref } from '../../../connected/usePageHref.ts';
import { usePageParam } from '../../../connected/usePageParam.ts';
import { forumMessages as m } from '../messages.ts';
import {
  loadFailure,
  clampPage,
  slicePage,
  totalPages,
  newThreadLink,
  forumSections,
} from '@forum/forum-ui/design-system';
import { ForumIndexView } from './ForumIndexView.tsx';
import { LATEST_PAGE_SIZE } from './LatestThreadsView.tsx';

/**
 * /Forums and /Forum: the main categories (GET /categories?top_level=true, keeping those with
 * boards) and the 50 latest threads paged here, 8 a page, the page kept in the URL.
 */
export function ForumIndexScreen() {
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  const categories = useCategories({ top_level: true });
  const latest = useForumThreads();
  const seen = useSeenReplies();
  const [page] = usePageParam();
  const pageHref = usePageHref();

  const threads = latest.data?.data ?? [];
  const lastPage = totalPages(threads.length, LATEST_PAGE_SIZE);
  const current = clampPage(page, lastPage);

  return (
    <ForumIndexView
      status={categories.isPending ? 'loading' : categories.isError ? 'error' : 'ready'}
      sections={forumSections(categories.data?.data)}
      errorMessage={loadFailure(categories.error, m.categoriesFailed)}
      onRetry={() => categories.refetch()}
      retrying={categories.isError && categories.isFetching}
      newThread={newThreadLink({ signedIn: isAuthenticated, returnTo: pathname + search })}
      latest={{
        status: latest.isPending ? 'loading' : latest.isError ? 'error' : 'ready',
        threads: slicePage(threads, current, LATEST_PAGE_SIZE),
        page: current,
        lastPage,
        getPageHref: pageHref,
        onRetry: () => latest.refetch(),
        retrying: latest.isError && latest.isFetching,
        seen,
      }}
    />
  );
}
