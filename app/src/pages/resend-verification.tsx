import { ResendVerificationScreen } from '@forum/forum-ui';

export function Component() {
  return <ResendVerificationScreen />;
}
