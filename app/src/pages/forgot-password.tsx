import { ForgotPasswordScreen } from '@forum/forum-ui/features/accounts';

export function Component() {
  return <ForgotPasswordScreen />;
}
