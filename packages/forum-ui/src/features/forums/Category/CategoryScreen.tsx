import { useLocation, useParams } from 'react-router-dom';
import { useCategoryThreadsBySlug, useSeenReplies, useSession } from '@forum/api';
import { useClampedPage } from '../../../connected/useClampedPage.ts';
import { usePageHref } from '../../../connected/usePageHref.ts';
import { usePageParam } from '../../../connected/usePageParam.ts';
import { forumMessages as m } from '../messages.ts';
import { loadFailure, normaliseLastPage, newThreadLink } from '@forum/forum-ui/design-system';
import { CATEGORY_PAGE_SIZE, CategoryView } from './CategoryView.tsx';

/**
 * /Forum/{slug}: GET /categories/{slug}/threads, 15 a page, paged on the server with the page
 * in the URL. A page past the end is replaced by the last page (Back does not return to it).
 */
export function CategoryScreen() {
  const { slug = '' } = useParams();
  const { isAuthenticated } = useSession();
  const seen = useSeenReplies();
  const { pathname, search } = useLocation();
  const [page] = usePageParam();
  const pageHref = usePageHref();
  const query = useCategoryThreadsBySlug(slug, page, CATEGORY_PAGE_SIZE);

  const result = query.isPlaceholderData ? undefined : query.data;
  // While another page loads, the previous one stays; never another category's, though.
  const shown = query.data?.category?.slug === slug ? query.data : result;
  const meta = shown?.threads.meta;
  const lastPage = normaliseLastPage(meta?.last_page ?? 1);
  const beyondEnd =
    useClampedPage({ page, lastPage, settled: result !== undefined, hrefOf: pageHref }) !==
    undefined;

  const category = shown?.category;
  const status =
    query.isError && query.error.status === 404
      ? 'notFound'
      : query.isError
        ? 'error'
        : !shown || !category || beyondEnd
          ? 'loading'
          : 'ready';

  return (
    <CategoryView
      status={status}
      category={category ?? undefined}
      threads={shown?.threads.data}
      page={meta?.current_page ?? page}
      lastPage={lastPage}
      total={meta?.total ?? 0}
      pageLoading={query.isPlaceholderData}
      getPageHref={pageHref}
      errorMessage={loadFailure(query.error, m.categoryFailed)}
      onRetry={() => query.refetch()}
      retrying={query.isError && query.isFetching}
      seen={seen}
      newThread={
        category
          ? newThreadLink({
              signedIn: isAuthenticated,
              returnTo: pathname + search,
              category: {
                id: category.id,
                slug: category.slug,
                title: category.title ?? category.slug,
              },
            })
          : undefined
      }
    />
  );
}
