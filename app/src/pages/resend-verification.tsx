import { ResendVerificationScreen } from '@forum/forum-ui/features/accounts';

export function Component() {
  return <ResendVerificationScreen />;
}
