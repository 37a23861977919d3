import { ShoutboxScreen } from '@forum/forum-ui/features/pages';

export function Component() {
  return <ShoutboxScreen />;
}
