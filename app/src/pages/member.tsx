import { MemberScreen } from '@forum/forum-ui';

/** /users/{id}: a member's public page. */
export function Component() {
  return <MemberScreen />;
}
