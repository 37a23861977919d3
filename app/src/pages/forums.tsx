import { ForumIndexScreen } from '@forum/forum-ui/features/forums';

/** /Forums, and /Forum (where creating a thread falls back to): the forum index. */
export function Component() {
  return <ForumIndexScreen />;
}
