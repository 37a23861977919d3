import { SignUpScreen } from '@forum/forum-ui';

export function Component() {
  return <SignUpScreen />;
}
