import { ForumIndexScreen } from '@forum/forum-ui';

/** /Forums, and /Forum (where creating a thread falls back to): the forum index. */
export function Component() {
  return <ForumIndexScreen />;
}
