export { forumMessages, forumText } from './messages.ts';
export { ForumIndexScreen } from './ForumIndex/ForumIndexScreen.tsx';
export { ForumIndexView, type ForumIndexViewProps } from './ForumIndex/ForumIndexView.tsx';
export {
  LatestThreadsView,
  LATEST_PAGE_SIZE,
  type LatestThreadsViewProps,
} from './ForumIndex/LatestThreadsView.tsx';
export {
  forumSections,
  type ForumCategory,
  type ForumSection,
} from '@forum/forum-ui/design-system';
export { CategoryScreen } from './Category/CategoryScreen.tsx';
export {
  CategoryView,
  CATEGORY_PAGE_SIZE,
  CATEGORY_PAGER_THRESHOLD,
  type CategoryViewProps,
  type CategoryHeader,
} from './Category/CategoryView.tsx';
