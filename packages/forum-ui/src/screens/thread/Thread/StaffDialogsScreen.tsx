/**
 * The staff dialogs with their forms (form layer), loaded only when a moderator first opens
 * one: the reason dialog (reject a thread, hide a reply) and the move dialog.
 */
import { useEffect } from 'react';
import { ReasonDialog } from '../../../components/ReasonDialog/ReasonDialog.tsx';
import { useForumForm } from '../../../forms/useForumForm.ts';
import { threadMessages as m, threadText as t } from '../../../messages/thread.ts';
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
}

export function StaffDialogsScreen({
  dialog,
  onClose,
  submitReason,
  submitMove,
  categoryOptions,
  categoriesError,
}: StaffDialogsScreenProps) {
  const hiding = dialog?.kind === 'hide';
  const reasonForm = useForumForm<ReasonValues, void>({
    defaultValues: REASON_DEFAULTS,
    validate: validateReason,
    submit: ({ reason }) => submitReason(reason),
    failure: { fallback: hiding ? m.hideFailed : m.actionFailed('reject') },
  });
  const moveForm = useForumForm<MoveValues, void>({
    defaultValues: MOVE_DEFAULTS,
    validate: validateMove,
    submit: ({ categoryId }) => submitMove(Number(categoryId)),
    failure: { fallback: m.actionFailed('move') },
  });
  // Each opening starts from empty fields.
  const opened = dialog?.opened;
  const { reset: resetReason } = reasonForm;
  const { reset: resetMove } = moveForm;
  useEffect(() => {
    if (opened === undefined) return;
    resetReason(REASON_DEFAULTS);
    resetMove(MOVE_DEFAULTS);
  }, [opened, resetReason, resetMove]);
  return (
    <>
      <ReasonDialog
        open={dialog?.kind === 'reject' || hiding}
        onClose={onClose}
        title={hiding ? t.hideTitle : t.rejectTitle}
        description={hiding ? t.hideIntro : t.rejectIntro}
        label={t.reason}
        submitLabel={hiding ? t.hide : t.reject}
        busyLabel={hiding ? t.hiding : t.rejecting}
        cancelLabel={t.cancel}
        form={reasonForm}
      />
      <MoveDialog
        open={dialog?.kind === 'move'}
        onClose={onClose}
        form={moveForm}
        options={categoryOptions}
        loadError={categoriesError ? t.categoriesFailed : undefined}
      />
    </>
  );
}
