import { useState } from 'react';
import { useSuspendUser, useUserModerationHistory, useUserWarnings, useWarnUser } from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { userManagementText as t } from './messages.ts';
import { ModerateUserDialog, type HistoryState, type WarningsState } from './UserDialogs.tsx';
import {
  suspendBody,
  SUSPEND_DEFAULTS,
  validateReason,
  warnBody,
  WARN_DEFAULTS,
  type ManagedUser,
} from './userManagement.ts';

export interface ModerateDialogScreenProps {
  /** Whom it moderates; kept while the dialog closes, so its title stays right. */
  user: Pick<ManagedUser, 'id' | 'name'> | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * The Moderate dialog with its calls: the user's warnings (GET /moderator/users/{id}/warnings)
 * and history (GET /moderator/users/{id}/history, 10 a page), both asked while open; warn and
 * suspend. Used by User Management's cards and, loaded on first open, by the member page
 * (/users/{id}). Mount it afresh (a new `key`) for each opening so both forms start from their
 * defaults and the history from its newest page (the page is the dialog's own, not the URL's:
 * the dialog is not a place one links to).
 */
export function ModerateDialogScreen({ user, open, onClose }: ModerateDialogScreenProps) {
  const toast = useToast();
  const id = user?.id ?? 0;
  const warnings = useUserWarnings(user?.id, { enabled: open });
  const [historyPage, setHistoryPage] = useState(1);
  const history = useUserModerationHistory(user?.id, historyPage, { enabled: open });
  const warn = useWarnUser();
  const suspend = useSuspendUser();
  // Warning keeps the dialog open: the new warning shows in its list.
  const warnForm = useApiForm({
    defaultValues: WARN_DEFAULTS,
    validate: validateReason,
    submit: (values) => warn.mutateAsync({ params: { path: { id } }, body: warnBody(values) }),
    failure: { fallback: t.moderationFailed },
    onSuccess: () => toast.success(t.warnedDone),
  });
  // A suspension closes it (a user card then says Suspended).
  const suspendForm = useApiForm({
    defaultValues: SUSPEND_DEFAULTS,
    validate: validateReason,
    submit: (values) =>
      suspend.mutateAsync({ params: { path: { id } }, body: suspendBody(values) }),
    failure: { fallback: t.moderationFailed },
    onSuccess: () => {
      toast.success(t.suspendedDone);
      onClose();
    },
  });
  if (!user) return null;
  const warningsState: WarningsState = warnings.isPending
    ? { status: 'loading' }
    : warnings.isError || !warnings.data
      ? { status: 'error', onRetry: () => void warnings.refetch() }
      : { status: 'ready', warnings: warnings.data.data };
  const historyState: HistoryState = history.isPending
    ? { status: 'loading' }
    : history.isError || !history.data
      ? { status: 'error', onRetry: () => void history.refetch() }
      : {
          status: 'ready',
          entries: history.data.data,
          page: history.data.meta.current_page,
          lastPage: history.data.meta.last_page,
          onPageChange: setHistoryPage,
          refreshing: history.isPlaceholderData,
        };
  return (
    <ModerateUserDialog
      open={open}
      user={user}
      warnings={warningsState}
      history={historyState}
      warnForm={warnForm}
      suspendForm={suspendForm}
      onClose={onClose}
    />
  );
}
