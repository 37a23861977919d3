import { LoginScreen } from '@forum/forum-ui';

export function Component() {
  return <LoginScreen />;
}
