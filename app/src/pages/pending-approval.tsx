import { PendingApprovalScreen } from '@forum/forum-ui/features/writing';

/** /pending-approval: the member's threads awaiting approval. */
export function Component() {
  return <PendingApprovalScreen />;
}
