import { CategoryScreen } from '@forum/forum-ui/features/forums';

/** /Forum/{slug}: one category's threads. */
export function Component() {
  return <CategoryScreen />;
}
