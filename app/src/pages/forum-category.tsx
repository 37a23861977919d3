import { CategoryScreen } from '@forum/forum-ui';

/** /Forum/{slug}: one category's threads. */
export function Component() {
  return <CategoryScreen />;
}
