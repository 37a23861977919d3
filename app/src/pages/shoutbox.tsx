import { ShoutboxScreen } from '@forum/forum-ui';

export function Component() {
  return <ShoutboxScreen />;
}
