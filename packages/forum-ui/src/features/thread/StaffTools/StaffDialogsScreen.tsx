/**
 * The staff dialogs with their forms (form layer), loaded only when a moderator first opens
 * one: the reason dialog (reject a thread, hide a reply) and the move dialog. Each opening
 * mounts its form afresh (keyed by the opening), so it starts from empty fields.
 */
import { CONTRACT_LIMITS } from '@forum/api';
import { ReasonDialog } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { threadToolMessages as m, threadToolText as t } from './messages.ts';
import { MoveDialog } from './StaffDialogs.tsx';
import {
  MOVE_DEFAULTS,
  REASON_DEFAULTS,
  validateMove,
  validateReason,
  type MoveValues,
  type ReasonValues,
} from './staffForms.ts';
import type { StaffDialog } from './useStaffActions.ts';

export interface StaffDialogsScreenProps {
  dialog: StaffDialog;
  onClose: () => void;
  submitReason: (reason: string) => Promise<void>;
  submitMove: (categoryId: number) => Promise<void>;
  categoryOptions?: { value: string; label: string }[];
  categoriesError: boolean;
  /** Loads the move dialog's categories again after a failure (its Retry). */
  retryCategories: () => unknown;
}

export function StaffDialogsScreen({
  dialog,
  onClose,
  submitReason,
  submitMove,
  categoryOptions,
  categoriesError,
  retryCategories,
}: StaffDialogsScreenProps) {
  const opened = dialog?.opened ?? 0;
  const open = dialog?.open === true;
  return (
    <>
      <ReasonDialogScreen
        key={`reason-${opened}`}
        open={open && dialog?.kind !== 'move'}
        hiding={dialog?.kind === 'hide'}
        onClose={onClose}
        submit={submitReason}
      />
      <MoveDialogScreen
        key={`move-${opened}`}
        open={open && dialog?.kind === 'move'}
        onClose={onClose}
        submit={submitMove}
        options={categoryOptions}
        loadError={categoriesError ? t.categoriesFailed : undefined}
        onRetry={retryCategories}
      />
    </>
  );
}

/** Reject a thread or hide a reply, with a reason. */
function ReasonDialogScreen({
  open,
  hiding,
  onClose,
  submit,
}: {
  open: boolean;
  hiding: boolean;
  onClose: () => void;
  submit: (reason: string) => Promise<void>;
}) {
  const form = useApiForm<ReasonValues, void>({
    defaultValues: REASON_DEFAULTS,
    validate: validateReason,
    submit: ({ reason }) => submit(reason),
    failure: { fallback: hiding ? m.hideFailed : m.actionFailed('reject') },
  });
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={hiding ? t.hideTitle : t.rejectTitle}
      description={hiding ? t.hideIntro : t.rejectIntro}
      label={t.reason}
      submitLabel={hiding ? t.hide : t.reject}
      busyLabel={hiding ? t.hiding : t.rejecting}
      cancelLabel={t.cancel}
      limit={CONTRACT_LIMITS.reason}
      form={form}
    />
  );
}

/** Move the thread to another category. */
function MoveDialogScreen({
  open,
  onClose,
  submit,
  options,
  loadError,
  onRetry,
}: {
  open: boolean;
  onClose: () => void;
  submit: (categoryId: number) => Promise<void>;
  options?: { value: string; label: string }[];
  loadError?: string;
  onRetry?: () => unknown;
}) {
  const form = useApiForm<MoveValues, void>({
    defaultValues: MOVE_DEFAULTS,
    validate: validateMove,
    submit: ({ categoryId }) => submit(Number(categoryId)),
    failure: { fallback: m.actionFailed('move') },
  });
  return (
    <MoveDialog
      open={open}
      onClose={onClose}
      form={form}
      options={options}
      loadError={loadError}
      onRetry={onRetry}
    />
  );
}
