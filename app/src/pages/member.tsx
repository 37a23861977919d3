import { MemberScreen } from '@forum/forum-ui/features/members';

/** /users/{id}: a member's public page. */
export function Component() {
  return <MemberScreen />;
}
