import { ThreadFormScreen } from '@forum/forum-ui';

/** /ThreadForm: create a thread (members only; the rich-text editor loads as its own chunk). */
export function Component() {
  return <ThreadFormScreen />;
}
