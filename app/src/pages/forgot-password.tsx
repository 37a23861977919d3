import { ForgotPasswordScreen } from '@forum/forum-ui';

export function Component() {
  return <ForgotPasswordScreen />;
}
