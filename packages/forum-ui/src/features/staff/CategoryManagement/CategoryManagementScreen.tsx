import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  CONTRACT_LIMITS,
  useApproveCategory,
  useCategories,
  useDeleteCategory,
  usePendingCategories,
  useRejectCategory,
} from '@forum/api';
import {
  ConfirmDialog,
  useToast,
  failureMessage,
  searchString,
  withPage,
  ReasonDialog,
} from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { usePageParam } from '../../../connected/usePageParam.ts';
import { categoryManagementMessages as m, categoryManagementText as t } from './messages.ts';
import { REASON_DEFAULTS, validateReason, type ReasonValues } from '../../thread/index.ts';
import { CategoryFormDialogScreen } from './CategoryFormDialog.tsx';
import {
  categoryName,
  categoryTabOf,
  parentChoices,
  subcategoryCount,
  type ManagedCategory,
  type PendingCategory,
} from './categoryManagement.ts';
import { CategoryManagementView } from './CategoryManagementView.tsx';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; category: ManagedCategory }
  | { kind: 'delete'; category: ManagedCategory }
  | { kind: 'reject'; item: PendingCategory }
  | null;

export interface CategoryManagementScreenProps {
  /** 1 on /categories, 2 (default) inside the profile area. */
  headingLevel?: 1 | 2;
}

/**
 * Category Management (admin): every category with inactive ones (GET /categories), the tab in
 * the URL (`?view=main`), create and edit in one modal, delete after a confirmation that
 * subcategories and threads go too, and the pending categories (`?page=` pages them) approved
 * or rejected with a reason. Actions wait for the server; a failure leaves everything as it
 * was and says so with the server's message or 'Failed to perform category action'.
 */
export function CategoryManagementScreen({ headingLevel = 2 }: CategoryManagementScreenProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const tab = categoryTabOf(params);
  const [pendingPage, setPendingPage] = usePageParam();
  // The spec's failure message is a toast (the query cache shows it); the tab also says it
  // where the list would be.
  const list = useCategories({ include_inactive: true }, { meta: { failureToast: m.fetchFailed } });
  const pendingList = usePendingCategories(pendingPage);
  const remove = useDeleteCategory();
  const approve = useApproveCategory();
  const reject = useRejectCategory();
  const toast = useToast();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const categories: readonly ManagedCategory[] = list.data?.data ?? [];

  const failed = (error: Parameters<typeof failureMessage>[0]) =>
    toast.failed(error, failureMessage(error, m.actionFailed));

  const editing = dialog?.kind === 'edit' ? dialog.category : undefined;
  const rejecting = dialog?.kind === 'reject' ? dialog.item : undefined;
  const deleting = dialog?.kind === 'delete' ? dialog.category : undefined;
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { params: { path: { id: deleting.id } } },
      {
        onSuccess: () => {
          toast.success(m.deleted);
          close();
        },
        onError: failed,
      },
    );
  };

  const data = list.data;
  const pendingData = pendingList.data;
  return (
    <>
      <CategoryManagementView
        headingLevel={headingLevel}
        status={list.isPending ? 'loading' : list.isError && !data ? 'error' : 'ready'}
        categories={categories}
        tab={tab}
        onTabChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            updated.set('view', next);
            return updated;
          })
        }
        onRetry={() => void list.refetch()}
        onCreate={() => setDialog({ kind: 'create' })}
        onEdit={(category) => setDialog({ kind: 'edit', category })}
        onDelete={(category) => setDialog({ kind: 'delete', category })}
        pending={{
          status: pendingList.isPending
            ? 'loading'
            : pendingList.isError && !pendingData
              ? 'error'
              : 'ready',
          items: pendingData?.data ?? [],
          total: pendingData?.meta.total ?? 0,
          page: pendingPage,
          lastPage: pendingData?.meta.last_page ?? 1,
          onPageChange: setPendingPage,
          pageHref: (page) => `${pathname}${searchString(withPage(params, page))}`,
          onRetry: () => void pendingList.refetch(),
        }}
        onApprove={(item) =>
          approve.mutate(
            { params: { path: { id: item.id } } },
            { onSuccess: () => void toast.success(m.approved), onError: failed },
          )
        }
        onReject={(item) => setDialog({ kind: 'reject', item })}
        busy={{
          approving: approve.isPending ? approve.variables?.params.path.id : undefined,
          rejecting: reject.isPending ? reject.variables?.params.path.id : undefined,
        }}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        // Mounted for each opening (keyed by the category): the form starts from its defaults.
        <CategoryFormDialogScreen
          key={editing?.id ?? 'create'}
          category={editing}
          parents={parentChoices(categories, editing)}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onClose={close}
        onConfirm={confirmDelete}
        title={t.deleteTitle(deleting ? categoryName(deleting) : '')}
        message={t.deleteMessage(deleting ? subcategoryCount(deleting, categories) : 0)}
        confirmLabel={t.deleteConfirm}
        tone="critical"
        busy={remove.isPending}
        busyLabel={t.deleting}
      />
      {rejecting && (
        // Mounted for each opening (keyed by the category): the reason starts empty, and typing
        // in it does not re-render the lists.
        <RejectDialog
          key={rejecting.id}
          item={rejecting}
          onClose={close}
          submit={(reason) =>
            reject.mutateAsync({ params: { path: { id: rejecting.id } }, body: { reason } })
          }
        />
      )}
    </>
  );
}

/** Rejects a pending category with a reason (its form is this dialog's own). */
function RejectDialog({
  item,
  onClose,
  submit,
}: {
  item: PendingCategory;
  onClose: () => void;
  /** Sends the trimmed reason; throws when the server refuses. */
  submit: (reason: string) => Promise<unknown>;
}) {
  const toast = useToast();
  const form = useApiForm<ReasonValues>({
    defaultValues: REASON_DEFAULTS,
    validate: validateReason,
    submit: ({ reason }) => submit(reason.trim()),
    failure: { fallback: m.actionFailed },
    onSuccess: () => {
      toast.success(m.rejected);
      onClose();
    },
  });
  return (
    <ReasonDialog
      onClose={onClose}
      title={t.rejectTitle(categoryName(item))}
      description={t.rejectIntro}
      label={t.reason}
      submitLabel={t.reject}
      busyLabel={t.rejecting}
      cancelLabel={t.cancel}
      form={form}
      limit={CONTRACT_LIMITS.reason}
    />
  );
}
