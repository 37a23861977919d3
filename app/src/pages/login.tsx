import { LoginScreen } from '@forum/forum-ui/features/accounts';

export function Component() {
  return <LoginScreen />;
}
