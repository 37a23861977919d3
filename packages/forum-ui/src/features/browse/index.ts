// ── browsing: home and the paged list pages ──
export { HomeScreen, type HomeScreenProps } from './Home/HomeScreen.tsx';
export { HomeView, type HomeViewProps } from './Home/HomeView.tsx';
export { HomeSection, type HomeListState } from './Home/HomeSection.tsx';
export {
  HOME_LISTS,
  LOAD_MORE_STEP,
  type HomeListConfig,
  type HomeListId,
} from './Home/homeLists.ts';
export { PagedListScreen, type PagedListScreenProps } from './PagedList/PagedListScreen.tsx';
export { PagedListView, type PagedListViewProps } from './PagedList/PagedListView.tsx';
export {
  PAGED_LISTS,
  TOPIC_CATEGORIES,
  fetchParams,
  categoryForTopic,
  type PagedList,
  type PagedListId,
  type ForumTopic,
} from './PagedList/pagedLists.ts';
export {
  browseAds,
  browseIntros,
  browseMessages,
  browseText,
  browseTitles,
  browseTopics,
} from './messages.ts';
