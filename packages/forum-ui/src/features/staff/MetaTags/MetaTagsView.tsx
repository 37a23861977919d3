import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  Table,
  Heading,
  Stack,
  Text,
  formatDate,
  toDateTimeAttribute,
  type TableColumn,
} from '@forum/forum-ui/design-system';
import { metaTagsMessages as m, metaTagsText as t } from './messages.ts';
import type { MetaTag } from './metaTagForm.ts';
import * as styles from './MetaTags.css.ts';

/** Which row actions are in flight: their buttons are busy, the row's others disabled. */
export interface MetaTagsPending {
  /** The id whose status is being toggled. */
  toggling?: number;
  /** The id being deleted. */
  deleting?: number;
}

export interface MetaTagsViewProps {
  status: 'loading' | 'error' | 'ready';
  /** Every page's record, by page key. */
  tags: readonly MetaTag[];
  /** The pages without a record (a new record can only be for one of them). */
  freePages: readonly string[];
  pending: MetaTagsPending;
  onRetry?: () => void;
  onCreate: () => void;
  onEdit: (tag: MetaTag) => void;
  onToggle: (tag: MetaTag) => void;
  /** Asks to delete (opens the confirmation). */
  onDelete: (tag: MetaTag) => void;
  /** The record whose deletion is being confirmed. */
  confirmingDelete?: MetaTag;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** The create/edit dialog, when open. */
  /** The open create/edit dialog, with its form (MetaTagDialogScreen). */
  editor?: ReactNode;
  onCloseEditor: () => void;
  /** The heading's outline level (2 in the profile tab, 1 on /admin/meta-tags). */
  headingLevel?: 1 | 2;
}

/**
 * Meta tag management (admin): a table of pages with their title, description and status;
 * create and edit in a dialog, Activate/Deactivate, and delete after a confirmation.
 */
export function MetaTagsView(props: MetaTagsViewProps) {
  const { status, tags, pending, headingLevel = 2 } = props;
  const busyRow = (id: number) => pending.toggling === id || pending.deleting === id;

  const columns: TableColumn<MetaTag>[] = [
    { id: 'page', header: t.page, rowHeader: true, cell: (tag) => tag.page },
    {
      id: 'title',
      header: t.pageTitle,
      cell: (tag) => <span className={styles.wrap}>{tag.title}</span>,
    },
    {
      id: 'description',
      header: t.description,
      width: '30%',
      cell: (tag) => <span className={styles.wrap}>{tag.description}</span>,
    },
    {
      id: 'status',
      header: t.status,
      cell: (tag) =>
        tag.is_active ? (
          <Badge tone="success">{t.active}</Badge>
        ) : (
          <Badge tone="neutral">{t.inactive}</Badge>
        ),
    },
    {
      id: 'updated',
      header: t.updated,
      cell: (tag) => (
        <time dateTime={toDateTimeAttribute(tag.updated_at)}>{formatDate(tag.updated_at)}</time>
      ),
    },
    {
      id: 'actions',
      header: t.actions,
      hideHeader: true,
      cell: (tag) => {
        const busy = busyRow(tag.id);
        const toggling = pending.toggling === tag.id;
        return (
          <div className={styles.actions}>
            <Button
              size="small"
              variant="secondary"
              disabled={busy}
              aria-label={t.editOf(tag.page)}
              onClick={() => props.onEdit(tag)}
            >
              {t.edit}
            </Button>
            <Button
              size="small"
              variant="secondary"
              disabled={busy}
              busy={toggling}
              busyLabel={t.updating}
              aria-label={
                toggling
                  ? undefined
                  : tag.is_active
                    ? t.deactivateOf(tag.page)
                    : t.activateOf(tag.page)
              }
              onClick={() => props.onToggle(tag)}
            >
              {tag.is_active ? t.deactivate : t.activate}
            </Button>
            <Button
              size="small"
              variant="ghost"
              disabled={busy}
              aria-label={t.removeOf(tag.page)}
              onClick={() => props.onDelete(tag)}
            >
              {t.remove}
            </Button>
          </div>
        );
      },
    },
  ];

  const content = (
    <Table
      caption={t.table}
      hideCaption
      columns={columns}
      rows={tags}
      rowKey={(tag) => tag.id}
      loading={status === 'loading'}
      loadingLabel={t.loading}
      emptyText={t.empty}
      error={status === 'error' ? m.loadFailed : undefined}
      onRetry={props.onRetry}
      minWidth="52rem"
    />
  );

  const noFreePage = props.freePages.length === 0;
  return (
    <Stack space="large">
      <div className={styles.header}>
        <Stack space="small">
          <Heading level={headingLevel} size={3}>
            {t.title}
          </Heading>
          <Text tone="muted">{t.intro}</Text>
        </Stack>
        {status === 'ready' && (
          <Button variant="primary" disabled={noFreePage} onClick={props.onCreate}>
            {t.add}
          </Button>
        )}
      </div>
      {status === 'ready' && noFreePage && (
        <Text size="small" tone="muted">
          {t.allPagesHaveTags}
        </Text>
      )}
      {content}
      {props.editor}
      <ConfirmDialog
        open={props.confirmingDelete !== undefined}
        onClose={props.onCancelDelete}
        onConfirm={props.onConfirmDelete}
        title={t.deleteTitle(props.confirmingDelete?.page ?? '')}
        message={t.deleteMessage}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        tone="critical"
        busy={
          props.confirmingDelete !== undefined && pending.deleting === props.confirmingDelete.id
        }
        busyLabel={t.deleting}
      />
    </Stack>
  );
}
