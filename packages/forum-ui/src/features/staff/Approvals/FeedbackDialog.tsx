import { CONTRACT_LIMITS, useDecideApproval, type ApprovalEntry } from '@forum/api';
import { ReasonDialog, useToast, type ForumAppForm } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { approvalsMessages as m, approvalsText as t } from './messages.ts';
import {
  changesReason,
  decisionFailure,
  FEEDBACK_DEFAULTS,
  validateFeedback,
  type FeedbackValues,
} from './approvals.ts';

export type FeedbackMode = 'reject' | 'changes';

export interface FeedbackDialogProps {
  /** Default true: the screen mounts the dialog for each opening. */
  open?: boolean;
  onClose: () => void;
  /** Reject, or Request Changes (sent as a rejection with the 'Changes requested:' prefix). */
  mode: FeedbackMode;
  /** What the decision is about (the item's title or name). */
  label: string;
  form: ForumAppForm<FeedbackValues>;
}

/**
 * The one feedback dialog of Reject and Request Changes: the reason dialog with the approvals'
 * texts (a Reason/Feedback field, Cancel and Submit); the screen's submit adds the prefix.
 */
export function FeedbackDialog({ open = true, onClose, mode, label, form }: FeedbackDialogProps) {
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
      limit={CONTRACT_LIMITS.reason}
      form={form}
    />
  );
}

export interface FeedbackDialogScreenProps {
  entry: ApprovalEntry;
  mode: FeedbackMode;
  onClose: () => void;
  /** The server took the rejection (e.g. to drop the entry from the selection). */
  onRejected: (entry: ApprovalEntry) => void;
}

/**
 * The feedback dialog with its form and its call (a rejection, optimistic like every decision).
 * The screen mounts it for each opening (keyed by the entry and mode), so it starts empty
 * without any reset, and typing re-renders the field alone, never the approval lists.
 */
export function FeedbackDialogScreen({
  entry,
  mode,
  onClose,
  onRejected,
}: FeedbackDialogScreenProps) {
  const decide = useDecideApproval();
  const toast = useToast();
  const form = useApiForm<FeedbackValues, unknown>({
    defaultValues: FEEDBACK_DEFAULTS,
    validate: validateFeedback,
    submit: ({ reason }) =>
      decide.mutateAsync({
        type: entry.type,
        id: entry.id,
        decision: 'reject',
        reason: mode === 'changes' ? changesReason(reason) : reason.trim(),
      }),
    failure: { fallback: m.processFailed },
    toastFailure: false,
    onSuccess: () => {
      onRejected(entry);
      toast.success(mode === 'changes' ? m.changesRequested(entry.label) : m.rejected(entry.label));
      onClose();
    },
    onFailure: (error) => {
      toast.failed(error, decisionFailure(error));
      // The item is gone: nothing is left to decide.
      if (error.status === 404) onClose();
    },
  });
  return <FeedbackDialog onClose={onClose} mode={mode} label={entry.label} form={form} />;
}
