import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminStats, useAdminUsers, useSession, useUpdateUserRole } from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useForumForm } from '../../../forms/useForumForm.ts';
import { userManagementText as t } from '../../../messages/userManagement.ts';
import { searchString } from '../../../utils/searchParams.ts';
import { ModerateDialogScreen } from './ModerateDialogScreen.tsx';
import { ManageUserDialog } from './UserDialogs.tsx';
import {
  filterCounts,
  roleDefaults,
  usersLocation,
  withUsersLocation,
  type ManagedUser,
  type UsersLocation,
} from './userManagement.ts';
import { UserManagementView, type PendingConfirmation } from './UserManagementView.tsx';
import { useUserActions } from './useUserActions.ts';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

/** A dialog's subject stays while it closes, so its title and focus return stay right. */
interface DialogState<T> {
  open: boolean;
  subject?: T;
  /** Counts openings: each opening starts a fresh form. */
  opened?: number;
}

const opening =
  <T,>(subject: T) =>
  (current: DialogState<T>): DialogState<T> => ({
    open: true,
    subject,
    opened: (current.opened ?? 0) + 1,
  });
const closing = <T,>(current: DialogState<T>): DialogState<T> => ({ ...current, open: false });

function ManageDialog({
  state,
  onClose,
}: {
  state: DialogState<ManagedUser>;
  onClose: () => void;
}) {
  const toast = useToast();
  const update = useUpdateUserRole();
  const user = state.subject;
  const form = useForumForm({
    defaultValues: roleDefaults(user ?? { role: 'user' }),
    submit: (values) =>
      update.mutateAsync({ params: { path: { id: user?.id ?? 0 } }, body: { role: values.role } }),
    failure: { fallback: t.actionFailed },
    onSuccess: () => {
      toast.success(t.roleUpdatedDone);
      onClose();
    },
  });
  if (!user) return null;
  return <ManageUserDialog open={state.open} user={user} form={form} onClose={onClose} />;
}

/**
 * The User Management tab (`/UserProfile?tab=users&filter=banned&search=ana&page=2`, admin):
 * the list from GET /admin/users with the tab counts from GET /admin/stats, the cards' direct
 * actions, and the Manage and Moderate dialogs.
 */
export function UserManagementScreen() {
  const { user: viewer } = useSession();
  const [params, setParams] = useSearchParams();
  const location = usersLocation(params);
  const { filter, search, page } = location;

  // The spec's failure message is a toast (the query cache shows it).
  const list = useAdminUsers(
    { page, filter, ...(search ? { search } : {}) },
    { meta: { failureToast: t.loadFailed } },
  );
  const stats = useAdminStats();
  const actions = useUserActions();

  const go = (next: Partial<UsersLocation>, replace = false) =>
    setParams((current) => withUsersLocation(current, next), { replace });

  // The search box follows the URL (Back, a shared link) and runs a pause after typing.
  const [searchText, setSearchText] = useState(search);
  const applied = useRef(search);
  useEffect(() => {
    if (search !== applied.current) {
      applied.current = search;
      setSearchText(search);
    }
  }, [search]);
  useEffect(() => {
    if (searchText.trim() === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = searchText.trim();
      go({ search: searchText }, true);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `go` is rebuilt each render; only the typed text starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  // A page beyond the end (after a delete, or an old link) becomes the last page.
  const lastPage = list.data?.meta.last_page ?? 1;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) go({ page: lastPage }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, list.isPlaceholderData, page, lastPage]);

  const [manage, setManage] = useState<DialogState<ManagedUser>>({ open: false });
  const [moderate, setModerate] = useState<DialogState<ManagedUser>>({ open: false });
  const [confirm, setConfirm] = useState<DialogState<PendingConfirmation>>({ open: false });

  const data = list.data;
  return (
    <>
      <UserManagementView
        status={list.isPending ? 'loading' : list.isError && !data ? 'error' : 'ready'}
        users={data?.data ?? []}
        viewer={viewer}
        filter={filter}
        counts={filterCounts(stats.data?.data.users)}
        onFilterChange={(next) => go({ filter: next })}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onSearchSubmit={() => {
          applied.current = searchText.trim();
          go({ search: searchText });
        }}
        search={search}
        page={page}
        lastPage={lastPage}
        total={data?.meta.total}
        onPageChange={(next) => go({ page: next })}
        pageHref={(next) =>
          `/UserProfile${searchString(withUsersLocation(params, { page: next }))}`
        }
        refreshing={list.isPlaceholderData}
        onRetry={() => void list.refetch()}
        inFlight={actions.inFlight}
        onManage={(user) => setManage(opening(user))}
        onModerate={(user) => setModerate(opening(user))}
        onAction={(user, action) => {
          if (action === 'ban' || action === 'delete') {
            setConfirm(opening<PendingConfirmation>({ user, action }));
          } else {
            void actions.perform(user, action);
          }
        }}
        confirmation={confirm}
        onConfirm={() => {
          const subject = confirm.subject;
          if (!subject) return;
          void actions.perform(subject.user, subject.action).then(() => setConfirm(closing));
        }}
        onCancelConfirm={() => setConfirm(closing)}
      />
      <ManageDialog
        key={`manage-${manage.opened ?? 0}`}
        state={manage}
        onClose={() => setManage(closing)}
      />
      <ModerateDialogScreen
        key={`moderate-${moderate.opened ?? 0}`}
        user={moderate.subject}
        open={moderate.open}
        onClose={() => setModerate(closing)}
      />
    </>
  );
}
