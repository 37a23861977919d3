import { useMyPendingThreads } from '@forum/api';
import { writingMessages as m } from '../messages.ts';
import { PendingApprovalView } from './PendingApprovalView.tsx';

/** /pending-approval (members only): GET /threads/my-pending, newest first. */
export function PendingApprovalScreen() {
  const pending = useMyPendingThreads();
  return (
    <PendingApprovalView
      status={pending.isPending ? 'loading' : pending.isError ? 'error' : 'ready'}
      threads={pending.data?.data ?? []}
      errorMessage={m.pendingFailed}
      onRetry={() => pending.refetch()}
      retrying={pending.isError && pending.isFetching}
    />
  );
}
