import { useLocation } from 'react-router-dom';
import { useSeenReplies, useSession, useThreads } from '@forum/api';
import { useClampedPage } from '../../../connected/useClampedPage.ts';
import { usePageHref } from '../../../connected/usePageHref.ts';
import { usePageParam } from '../../../connected/usePageParam.ts';
import { newThreadLink } from '@forum/forum-ui/design-system';
import { PAGED_LISTS, fetchParams, listPage, type PagedListId } from './pagedLists.ts';
import { PagedListView } from './PagedListView.tsx';

export interface PagedListScreenProps {
  /** Which list page (see PAGED_LISTS): 'featured', 'hardware', 'trending', ... */
  list: PagedListId;
}

/**
 * One screen for every paged list page: the row of PAGED_LISTS says what to fetch and how to
 * page it. The page number lives in the URL (?page=3). Client-paged lists fetch once and share
 * that request with any list asking the same (the home page's, the other pages of the list).
 */
export function PagedListScreen({ list: id }: PagedListScreenProps) {
  const list = PAGED_LISTS[id];
  const [page] = usePageParam();
  const getPageHref = usePageHref();
  const { pathname, search } = useLocation();
  const { isAuthenticated } = useSession();
  const seen = useSeenReplies();
  const query = useThreads(fetchParams(list, page));
  const shown = query.data ? listPage(list, query.data, page) : undefined;

  // A page beyond the end (an old link, a list that shrank) becomes the last page, in place.
  useClampedPage({
    page,
    lastPage: shown?.lastPage,
    settled: !query.isPlaceholderData,
    hrefOf: getPageHref,
  });

  const status = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return (
    <PagedListView
      title={list.title}
      intro={list.intro}
      related={list.related?.map((related) => PAGED_LISTS[related])}
      status={status}
      threads={shown?.threads}
      page={shown?.page ?? page}
      lastPage={shown?.lastPage}
      startIndex={shown?.startIndex}
      total={list.showTotal ? shown?.total : undefined}
      pager={list.pager}
      getPageHref={getPageHref}
      busy={query.isPlaceholderData && query.isFetching}
      emptyTopic={list.emptyTopic}
      newThread={newThreadLink({ signedIn: isAuthenticated, returnTo: pathname + search })}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
      seen={seen}
    />
  );
}
