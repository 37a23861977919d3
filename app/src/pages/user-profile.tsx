import { UserProfileScreen } from '@forum/forum-ui/features/profile';

export function Component() {
  return <UserProfileScreen />;
}
