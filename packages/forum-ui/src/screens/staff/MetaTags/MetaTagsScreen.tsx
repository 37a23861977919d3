import { useState } from 'react';
import {
  useAdminMetaTags,
  useCreateMetaTag,
  useDeleteMetaTag,
  useToggleMetaTagStatus,
  useUpdateMetaTag,
} from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useForumForm } from '../../../forms/useForumForm.ts';
import { metaTagsMessages as m } from '../../../messages/metaTags.ts';
import {
  freePages,
  isMetaPageKey,
  META_TAG_DEFAULTS,
  metaTagInput,
  metaTagValues,
  validateMetaTag,
  type MetaTag,
  type MetaTagValues,
} from './metaTagForm.ts';
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
  const create = useCreateMetaTag();
  const update = useUpdateMetaTag();
  const toggle = useToggleMetaTagStatus();
  const remove = useDeleteMetaTag();
  const toast = useToast();
  const [editor, setEditor] = useState<Editor>();
  const [confirming, setConfirming] = useState<MetaTag>();

  const form = useForumForm<MetaTagValues, unknown>({
    defaultValues: META_TAG_DEFAULTS,
    validate: validateMetaTag,
    // The rules' messages are the product's own and stand next to their fields (focus goes to
    // the first); as toasts they would cover the dialog's buttons.
    toastInvalid: false,
    submit: (values) => {
      if (editor?.mode === 'edit')
        return update.mutateAsync({
          params: { path: { id: editor.id } },
          body: metaTagInput(values),
        });
      if (!isMetaPageKey(values.page)) return Promise.reject(new Error(m.choosePage));
      return create.mutateAsync({ body: { ...metaTagInput(values), page: values.page } });
    },
    failure: { fallback: m.saveFailed },
    onSuccess: () => {
      toast.success(editor?.mode === 'edit' ? m.updated : m.created);
      setEditor(undefined);
    },
  });
  const { reset } = form;

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
      onCreate={() => {
        reset(META_TAG_DEFAULTS);
        setEditor({ mode: 'create' });
      }}
      onEdit={(tag) => {
        reset(metaTagValues(tag));
        setEditor({ mode: 'edit', id: tag.id });
      }}
      onToggle={(tag) => {
        if (toggle.isPending) return;
        toggle.mutate(
          { params: { path: { id: tag.id } } },
          {
            onSuccess: () => void toast.success(tag.is_active ? m.deactivated : m.activated),
            onError: () => void toast.error(m.statusFailed),
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
            onError: () => void toast.error(m.deleteFailed),
            onSettled: () => setConfirming(undefined),
          },
        );
      }}
      onCancelDelete={() => setConfirming(undefined)}
      editor={editor && { mode: editor.mode, form }}
      onCloseEditor={() => setEditor(undefined)}
      headingLevel={headingLevel}
    />
  );
}
