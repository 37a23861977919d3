import { SearchScreen } from '@forum/forum-ui/features/search';

export function Component() {
  return <SearchScreen />;
}
