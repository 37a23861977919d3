import { ReasonDialog } from '../../../components/ReasonDialog/ReasonDialog.tsx';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { moderationText as t } from '../../../messages/moderation.ts';
import type { DeleteContentValues } from './deleteContentForm.ts';

export interface DeleteContentDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is being deleted, e.g. 'Post in “Best budget GPUs”'. */
  subject?: string;
  form: FormBinding<DeleteContentValues>;
}

/**
 * Delete Content asks for a reason (spec) before the content goes: the reason dialog with the
 * moderation texts, as an alert dialog since it confirms a destructive action.
 */
export function DeleteContentDialog({ open, onClose, subject, form }: DeleteContentDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t.deleteTitle}
      description={subject ? `${subject}. ${t.deleteIntro}` : t.deleteIntro}
      label={t.deleteReason}
      submitLabel={t.delete}
      busyLabel={t.deleting}
      cancelLabel={t.cancel}
      role="alertdialog"
      form={form}
    />
  );
}
