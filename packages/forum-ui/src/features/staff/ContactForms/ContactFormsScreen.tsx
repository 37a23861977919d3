import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useContactFormStats, useContactForms, useUpdateContactFormStatus } from '@forum/api';
import { useToast, withPage } from '@forum/forum-ui/design-system';
import { contactFormsMessages as m } from './messages.ts';
import {
  contactListLocation,
  contactListQuery,
  withContactFilters,
  type ContactStatus,
} from './contactForms.ts';
import { ContactFormsView, type ContactDialog } from './ContactFormsView.tsx';
import { RespondDialogScreen } from './RespondDialog.tsx';

export interface ContactFormsScreenProps {
  /** 1 on /admin/contact-forms, 2 in the profile tab (default). */
  headingLevel?: 1 | 2;
}

/**
 * Contact form management (staff), in the profile's Contact Forms tab and at
 * /admin/contact-forms: the search, status filter and page live in the URL
 * (`?q=...&status=pending&page=2`).
 */
export function ContactFormsScreen({ headingLevel }: ContactFormsScreenProps) {
  const [params, setParams] = useSearchParams();
  const location = contactListLocation(params);
  // The spec's failure message is a toast (the query cache shows it); the tab also says it
  // where the table would be.
  const list = useContactForms(contactListQuery(location), {
    meta: { failureToast: m.loadFailed },
  });
  const stats = useContactFormStats();
  const updateStatus = useUpdateContactFormStatus();
  const toast = useToast();
  const [dialog, setDialog] = useState<ContactDialog>();

  /** Closes the top dialog: the respond dialog returns to the details when opened from there. */
  const closeDialog = () =>
    setDialog((current) =>
      current?.kind === 'respond' && current.fromDetails
        ? { kind: 'details', id: current.id }
        : undefined,
    );

  const data = list.data;
  const statsData = stats.data?.data;
  const updating =
    updateStatus.isPending && updateStatus.variables
      ? { id: updateStatus.variables.params.path.id, status: updateStatus.variables.body.status }
      : undefined;

  const onStatusChange = (id: number, status: ContactStatus) => {
    if (updateStatus.isPending) return;
    updateStatus.mutate(
      { params: { path: { id } }, body: { status } },
      {
        onSuccess: () => void toast.success(m.statusUpdated),
        onError: (error) => void toast.failed(error, m.statusFailed),
      },
    );
  };

  return (
    <ContactFormsView
      status={list.isPending ? 'loading' : list.isError && !data ? 'error' : 'ready'}
      items={data?.data ?? []}
      stats={{
        values: statsData && {
          total: statsData.total,
          pending: statsData.pending,
          in_progress: statsData.in_progress,
          resolved: statsData.resolved,
          recent: statsData.recent,
        },
        loading: stats.isPending,
        failed: stats.isError,
      }}
      search={location.search}
      statusFilter={location.status}
      onSearch={(search) => setParams((current) => withContactFilters(current, { search }))}
      onStatusFilter={(status) => setParams((current) => withContactFilters(current, { status }))}
      page={location.page}
      lastPage={data?.meta.last_page ?? 1}
      onPageChange={(page) => setParams((current) => withPage(current, page))}
      refreshing={list.isPlaceholderData}
      onRetry={() => void list.refetch()}
      updating={updating}
      onStatusChange={onStatusChange}
      dialog={dialog}
      onOpenDetails={(id) => setDialog({ kind: 'details', id })}
      onOpenRespond={(id, fromDetails) => setDialog({ kind: 'respond', id, fromDetails })}
      onCloseDialog={closeDialog}
      renderRespond={(item) => (
        <RespondDialogScreen key={item.id} item={item} onClose={closeDialog} />
      )}
      headingLevel={headingLevel}
    />
  );
}
