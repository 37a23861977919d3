import { useState } from 'react';
import { useAdminMetaTags, useDeleteMetaTag, useToggleMetaTagStatus } from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { metaTagsMessages as m } from './messages.ts';
import { MetaTagDialogScreen } from './MetaTagDialog.tsx';
import { freePages, type MetaTag } from './metaTagForm.ts';
import { MetaTagsView } from './MetaTagsView.tsx';

export interface MetaTagsScreenProps {
  /** 1 on /admin/meta-tags, 2 in the profile tab (default). */
  headingLevel?: 1 | 2;
}

type Editor = { mode: 'create' } | { mode: 'edit'; id: number } | undefined;

/**
 * Meta tag management (admin), in the profile's Meta Tags tab and at /admin/meta-tags. Every
 * change refreshes the pages' own head tags (GET /meta-tags/{page} is invalidated by the hooks),
 * so an edit shows in that page's head on its next visit.
 */
export function MetaTagsScreen({ headingLevel }: MetaTagsScreenProps) {
  // The spec's failure message is a toast (the query cache shows it); the tab also says it
  // where the table would be.
  const list = useAdminMetaTags({ meta: { failureToast: m.loadFailed } });
  const toggle = useToggleMetaTagStatus();
  const remove = useDeleteMetaTag();
  const toast = useToast();
  const [editor, setEditor] = useState<Editor>();
  const [confirming, setConfirming] = useState<MetaTag>();

  const tags = list.data?.data ?? [];
  return (
    <MetaTagsView
      status={list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
      tags={tags}
      freePages={freePages(tags)}
      pending={{
        toggling: toggle.isPending ? toggle.variables?.params.path.id : undefined,
        deleting: remove.isPending ? remove.variables?.params.path.id : undefined,
      }}
      onRetry={() => void list.refetch()}
      onCreate={() => setEditor({ mode: 'create' })}
      onEdit={(tag) => setEditor({ mode: 'edit', id: tag.id })}
      onToggle={(tag) => {
        if (toggle.isPending) return;
        toggle.mutate(
          { params: { path: { id: tag.id } } },
          {
            onSuccess: () => void toast.success(tag.is_active ? m.deactivated : m.activated),
            onError: (error) => void toast.failed(error, m.statusFailed),
          },
        );
      }}
      onDelete={setConfirming}
      confirmingDelete={confirming}
      onConfirmDelete={() => {
        if (!confirming || remove.isPending) return;
        remove.mutate(
          { params: { path: { id: confirming.id } } },
          {
            onSuccess: () => void toast.success(m.deleted),
            onError: (error) => void toast.failed(error, m.deleteFailed),
            onSettled: () => setConfirming(undefined),
          },
        );
      }}
      onCancelDelete={() => setConfirming(undefined)}
      editor={
        editor && (
          <MetaTagDialogScreen
            key={editor.mode === 'edit' ? editor.id : 'create'}
            tag={editor.mode === 'edit' ? tags.find((tag) => tag.id === editor.id) : undefined}
            pages={freePages(tags)}
            onClose={() => setEditor(undefined)}
          />
        )
      }
      onCloseEditor={() => setEditor(undefined)}
      headingLevel={headingLevel}
    />
  );
}
