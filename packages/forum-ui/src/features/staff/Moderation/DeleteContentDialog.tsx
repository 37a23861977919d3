import { CONTRACT_LIMITS } from '@forum/api';
import { ReasonDialog, type ForumAppForm } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { moderationMessages as m, moderationText as t } from './messages.ts';
import {
  DELETE_CONTENT_DEFAULTS,
  validateDeleteContent,
  type DeleteContentValues,
} from './deleteContentForm.ts';
import type { Report } from './moderation.ts';

export interface DeleteContentDialogProps {
  /** Default true: the screen mounts the dialog for each opening. */
  open?: boolean;
  onClose: () => void;
  /** What is being deleted, e.g. 'Post in “Best budget GPUs”'. */
  subject?: string;
  form: ForumAppForm<DeleteContentValues>;
}

/**
 * Delete Content asks for a reason (spec) before the content goes: the reason dialog with the
 * moderation texts, as an alert dialog since it confirms a destructive action.
 */
export function DeleteContentDialog({
  open = true,
  onClose,
  subject,
  form,
}: DeleteContentDialogProps) {
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
      limit={CONTRACT_LIMITS.removeReason}
      form={form}
    />
  );
}

export interface DeleteContentDialogScreenProps {
  report: Report;
  onClose: () => void;
  /** Deletes the report's content; throws when the server refuses (the form says so). */
  submit: (report: Report, values: DeleteContentValues) => Promise<void>;
}

/**
 * The Delete Content dialog with its form. The screen mounts it for each opening (keyed by the
 * report), so the reason starts empty without any reset; typing re-renders the field alone,
 * never the reports behind the dialog.
 */
export function DeleteContentDialogScreen({
  report,
  onClose,
  submit,
}: DeleteContentDialogScreenProps) {
  const form = useApiForm<DeleteContentValues, void>({
    defaultValues: DELETE_CONTENT_DEFAULTS,
    validate: validateDeleteContent,
    submit: (values) => submit(report, values),
    failure: { fallback: m.moderateFailed },
  });
  const kind = t.contentTypes[report.content_type] ?? report.content_type;
  return (
    <DeleteContentDialog
      onClose={onClose}
      subject={`${kind}: ${report.content?.title?.trim() || t.untitled}`}
      form={form}
    />
  );
}
