import { PendingApprovalScreen } from '@forum/forum-ui';

/** /pending-approval: the member's threads awaiting approval. */
export function Component() {
  return <PendingApprovalScreen />;
}
