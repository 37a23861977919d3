import { useBanUser, useDeleteUser, useUnbanUser, useUpdateUserRole } from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { userManagementText as t } from './messages.ts';
import { ROLE_ACTIONS, roleOf, type DirectAction, type ManagedUser } from './userManagement.ts';
import type { UserActionInFlight } from './UserManagementView.tsx';

const DONE: Record<DirectAction, string> = {
  make_admin: t.roleUpdatedDone,
  make_moderator: t.roleUpdatedDone,
  make_user: t.roleUpdatedDone,
  ban: t.bannedDone,
  unban: t.unbannedDone,
  delete: t.deletedDone,
};

/**
 * The cards' direct actions (role changes, ban, unban, delete): one at a time, what is in
 * flight, and a toast with the spec's words for the outcome. Nothing changes on the page until
 * the server agrees, so a failure leaves everything as it was; the lists and counts refresh
 * after a success (the hooks in @forum/api invalidate them). What is in flight is read from the
 * mutations themselves (their `variables` while pending), not kept beside them.
 */
export function useUserActions() {
  const updateRole = useUpdateUserRole();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const remove = useDeleteUser();
  const toast = useToast();

  const inFlight: UserActionInFlight | undefined =
    updateRole.isPending && updateRole.variables
      ? {
          userId: updateRole.variables.params.path.id,
          action: ROLE_ACTIONS[updateRole.variables.body.role],
        }
      : ban.isPending && ban.variables
        ? { userId: ban.variables.params.path.id, action: 'ban' }
        : unban.isPending && unban.variables
          ? { userId: unban.variables.params.path.id, action: 'unban' }
          : remove.isPending && remove.variables
            ? { userId: remove.variables.params.path.id, action: 'delete' }
            : undefined;

  const request = (user: ManagedUser, action: DirectAction): Promise<unknown> => {
    const path = { params: { path: { id: user.id } } };
    const role = roleOf(action);
    if (role) return updateRole.mutateAsync({ ...path, body: { role } });
    if (action === 'ban') return ban.mutateAsync(path);
    if (action === 'unban') return unban.mutateAsync(path);
    return remove.mutateAsync(path);
  };

  /** Runs `action` on `user`; resolves true when the server accepted it. */
  const perform = async (user: ManagedUser, action: DirectAction): Promise<boolean> => {
    if (inFlight) return false;
    try {
      await request(user, action);
      toast.success(DONE[action]);
      return true;
    } catch (error) {
      toast.failed(error, t.actionFailed);
      return false;
    }
  };

  return { inFlight, perform };
}
