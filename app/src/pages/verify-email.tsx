import { VerifyEmailScreen } from '@forum/forum-ui';

export function Component() {
  return <VerifyEmailScreen />;
}
