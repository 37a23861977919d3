import { useHomeThreads, type HomeList } from '@forum/api';
import { HomeView } from './HomeView.tsx';
import type { HomeListState } from './HomeSection.tsx';

export interface HomeScreenProps {
  /** The page's heading: the site's name. */
  title: string;
}

function useHomeList(list: HomeList): HomeListState {
  const query = useHomeThreads(list);
  return {
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
  const lists: Record<HomeList, HomeListState> = {
    featured: useHomeList('featured'),
    latest: useHomeList('latest'),
    popular: useHomeList('popular'),
  };
  return <HomeView title={title} lists={lists} />;
}
