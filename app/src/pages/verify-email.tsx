import { VerifyEmailScreen } from '@forum/forum-ui/features/accounts';

export function Component() {
  return <VerifyEmailScreen />;
}
