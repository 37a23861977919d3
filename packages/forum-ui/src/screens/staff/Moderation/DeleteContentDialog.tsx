import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { Form } from '../../../forms/Form.tsx';
import { textField } from '../../../forms/fields.ts';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { moderationText as t } from '../../../messages/moderation.ts';
import type { DeleteContentValues } from './deleteContentForm.ts';
import * as styles from './Moderation.css.ts';

export interface DeleteContentDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is being deleted, e.g. 'Post in “Best budget GPUs”'. */
  subject?: string;
  form: FormBinding<DeleteContentValues>;
}

/**
 * Delete Content asks for a reason (spec) before the content goes: a required reason,
 * Cancel, and Delete Content (disabled while the reason is blank, busy while it runs). It
 * confirms the destructive action too. Escape closes it; focus returns to the card's button.
 */
export function DeleteContentDialog({ open, onClose, subject, form }: DeleteContentDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.deleteTitle}
      description={subject ? `${subject}. ${t.deleteIntro}` : t.deleteIntro}
      size="small"
      busy={form.submitting}
      role="alertdialog"
    >
      <Form form={form} label={t.deleteTitle} space="medium">
        <TextArea label={t.deleteReason} required rows={3} {...textField(form, 'reason')} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant="critical"
            disabled={form.values.reason.trim() === ''}
            busy={form.submitting}
            busyLabel={t.deleting}
          >
            {t.delete}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
