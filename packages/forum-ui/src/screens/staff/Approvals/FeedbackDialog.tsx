import { ReasonDialog } from '../../../components/ReasonDialog/ReasonDialog.tsx';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { approvalsText as t } from '../../../messages/approvals.ts';
import type { FeedbackValues } from './approvals.ts';

export type FeedbackMode = 'reject' | 'changes';

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  /** Reject, or Request Changes (sent as a rejection with the 'Changes requested:' prefix). */
  mode: FeedbackMode;
  /** What the decision is about (the item's title or name). */
  label: string;
  form: FormBinding<FeedbackValues>;
}

/**
 * The one feedback dialog of Reject and Request Changes: the reason dialog with the approvals'
 * texts (a Reason/Feedback field, Cancel and Submit); the screen's submit adds the prefix.
 */
export function FeedbackDialog({ open, onClose, mode, label, form }: FeedbackDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={mode === 'reject' ? t.rejectTitle(label) : t.changesTitle(label)}
      description={mode === 'reject' ? t.rejectIntro : t.changesIntro}
      label={t.feedback}
      submitLabel={t.submit}
      busyLabel={t.sending}
      cancelLabel={t.cancel}
      tone={mode === 'reject' ? 'critical' : 'primary'}
      rows={4}
      form={form}
    />
  );
}
