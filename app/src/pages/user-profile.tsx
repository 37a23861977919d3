import { UserProfileScreen } from '@forum/forum-ui';

export function Component() {
  return <UserProfileScreen />;
}
