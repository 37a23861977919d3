import { SearchScreen } from '@forum/forum-ui';

export function Component() {
  return <SearchScreen />;
}
