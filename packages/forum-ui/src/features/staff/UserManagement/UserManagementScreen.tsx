import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminStats, useAdminUsers, useSession, useUpdateUserRole } from '@forum/api';
import { useToast, searchString } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { useClampedPage } from '../../../connected/useClampedPage.ts';
import { userManagementText as t } from './messages.ts';
import { ModerateDialogScreen } from './ModerateDialogScreen.tsx';
import { ManageUserDialog } from './UserDialogs.tsx';
import {
  askedFor,
  filterCounts,
  roleDefaults,
  searchBox,
  typedIn,
  urlMoved,
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

/** The Manage dialog with its form; mounted for each opening, so it starts from the user's role. */
function ManageDialog({
  state,
  onClose,
}: {
  state: DialogState<ManagedUser> & { subject: ManagedUser };
  onClose: () => void;
}) {
  const toast = useToast();
  const update = useUpdateUserRole();
  const user = state.subject;
  const [defaults] = useState(() => roleDefaults(user));
  const form = useApiForm({
    defaultValues: defaults,
    submit: (values) =>
      update.mutateAsync({ params: { path: { id: user.id } }, body: { role: values.role } }),
    failure: { fallback: t.actionFailed },
    onSuccess: () => {
      toast.success(t.roleUpdatedDone);
      onClose();
    },
  });
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

  const go = useCallback(
    (next: Partial<UsersLocation>, replace = false) =>
      setParams((current) => withUsersLocation(current, next), { replace }),
    [setParams],
  );

  // The search box keeps what is typed; when the URL's search moves elsewhere (Back, a shared
  // link) it follows the URL (adjusted while rendering, as React advises, not in an effect).
  const [box, setBox] = useState(() => searchBox(search));
  if (box.seen !== search) setBox(urlMoved(box, search));
  const applySearch = useCallback(
    (text: string, next: Partial<UsersLocation> = {}, replace = false) => {
      setBox((current) => askedFor(current, text));
      go({ ...next, search: text }, replace);
    },
    [go],
  );
  // Typed text asks for its search after a pause; the next keystroke restarts the wait.
  const waiting = box.waiting ? box.text : undefined;
  useEffect(() => {
    if (waiting === undefined) return;
    const timer = setTimeout(() => applySearch(waiting, {}, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting, applySearch]);

  // A page beyond the end (after a delete, or an old link) becomes the last page.
  const lastPage = list.data?.meta.last_page ?? 1;
  useClampedPage({
    page,
    lastPage: list.data?.meta.last_page,
    settled: list.isSuccess && !list.isPlaceholderData,
    hrefOf: (to) => `/UserProfile${searchString(withUsersLocation(params, { page: to }))}`,
  });

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
        onFilterChange={(next) => applySearch(box.text, { filter: next })}
        searchText={box.text}
        onSearchTextChange={(text) => setBox((current) => typedIn(current, text))}
        onSearchSubmit={() => applySearch(box.text)}
        search={search}
        page={page}
        lastPage={lastPage}
        total={data?.meta.total}
        onPageChange={(next) => applySearch(box.text, { page: next })}
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
      {manage.subject && (
        <ManageDialog
          key={`manage-${manage.opened ?? 0}`}
          state={{ ...manage, subject: manage.subject }}
          onClose={() => setManage(closing)}
        />
      )}
      <ModerateDialogScreen
        key={`moderate-${moderate.opened ?? 0}`}
        user={moderate.subject}
        open={moderate.open}
        onClose={() => setModerate(closing)}
      />
    </>
  );
}
