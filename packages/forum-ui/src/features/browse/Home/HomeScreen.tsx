import { useHomeThreads, useSeenReplies, type HomeList, type SeenReplies } from '@forum/api';
import { HomeView } from './HomeView.tsx';
import type { HomeListState } from './HomeSection.tsx';

export interface HomeScreenProps {
  /** The page's heading: the site's name. */
  title: string;
}

function useHomeList(list: HomeList, seen: SeenReplies | undefined): HomeListState {
  const query = useHomeThreads(list);
  return {
    seen,
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    threads: query.data?.data,
    onRetry: () => query.refetch(),
    retrying: query.isFetching,
  };
}

/**
 * The home page (/). Three requests of 20 threads (featured, latest, popular) feed five lists:
 * New Topics reads the latest request and Trending Content the popular one, through the same
 * query keys, so nothing is fetched twice.
 */
export function HomeScreen({ title }: HomeScreenProps) {
  const seen = useSeenReplies();
  const lists: Record<HomeList, HomeListState> = {
    featured: useHomeList('featured', seen),
    latest: useHomeList('latest', seen),
    popular: useHomeList('popular', seen),
  };
  return <HomeView title={title} lists={lists} />;
}
