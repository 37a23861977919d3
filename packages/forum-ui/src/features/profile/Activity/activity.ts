/**
 * The Activity tab's rules: which sub-tab and page the URL asks for, and the words for an
 * activity item. Plain functions, unit tested.
 */
import { pageFromSearch } from '@forum/forum-ui/design-system';

export const ACTIVITY_VIEWS = ['threads', 'posts', 'recent'] as const;
export type ActivityView = (typeof ACTIVITY_VIEWS)[number];

/** Preview lengths (spec): 150 text characters for threads, 200 for posts. */
export const THREAD_PREVIEW = 150;
export const POST_PREVIEW = 200;

/** The sub-tab (`?view=`, default My Threads) and page (`?page=`) of the URL. */
export function activityLocation(search: URLSearchParams): { view: ActivityView; page: number } {
  const view = search.get('view');
  return {
    view: (ACTIVITY_VIEWS as readonly string[]).includes(view ?? '')
      ? (view as ActivityView)
      : 'threads',
    page: pageFromSearch(search),
  };
}

const ACTIVITY_WORDS: Record<string, string> = {
  thread_created: 'Started a thread',
  thread: 'Started a thread',
  post_created: 'Posted a reply',
  post: 'Posted a reply',
  thread_replied: 'Replied to a thread',
  post_replied: 'Replied to a post',
  thread_liked: 'Liked a thread',
  post_liked: 'Liked a post',
};

/** What an activity item says happened ('Liked a post'); unknown types read 'Activity'. */
export function activityLabel(type: string): string {
  return ACTIVITY_WORDS[type] ?? 'Activity';
}
