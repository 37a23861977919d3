import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { Form } from '../../../forms/Form.tsx';
import { textField } from '../../../forms/fields.ts';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { approvalsText as t } from '../../../messages/approvals.ts';
import type { FeedbackValues } from './approvals.ts';
import * as styles from './Approvals.css.ts';

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
 * The one feedback dialog of Reject and Request Changes: a Reason/Feedback textarea, Cancel and
 * Submit, which is disabled while the reason is blank. Focus is trapped, Escape closes it and
 * focus returns to the button that opened it (Ariakit Dialog).
 */
export function FeedbackDialog({ open, onClose, mode, label, form }: FeedbackDialogProps) {
  const title = mode === 'reject' ? t.rejectTitle(label) : t.changesTitle(label);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={mode === 'reject' ? t.rejectIntro : t.changesIntro}
      size="small"
      busy={form.submitting}
    >
      <Form form={form} label={title} space="medium">
        <TextArea label={t.feedback} required rows={4} {...textField(form, 'reason')} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant={mode === 'reject' ? 'critical' : 'primary'}
            disabled={form.values.reason.trim() === ''}
            busy={form.submitting}
            busyLabel={t.sending}
          >
            {t.submit}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
