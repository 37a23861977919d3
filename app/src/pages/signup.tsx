import { SignUpScreen } from '@forum/forum-ui/features/accounts';

export function Component() {
  return <SignUpScreen />;
}
