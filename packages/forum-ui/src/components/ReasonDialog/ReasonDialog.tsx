import type { ReactNode } from 'react';
import { Form } from '../../forms/Form.tsx';
import { textField } from '../../forms/fields.ts';
import type { FormBinding } from '../../forms/useForumForm.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import * as styles from './ReasonDialog.css.ts';

export type ReasonValues = { reason: string };

export interface ReasonDialogProps {
  open: boolean;
  /** Cancel, ×, Escape or an outside click (ignored while the form is submitting). */
  onClose: () => void;
  /** e.g. 'Reject thread'; also names the form. */
  title: string;
  /** What happens with the reason; it describes the dialog. */
  description?: ReactNode;
  /** The reason field's label, e.g. 'Reason' or 'Reason/Feedback'. */
  label: string;
  submitLabel: string;
  /** Said by the submit button while the form is submitting, e.g. 'Rejecting...'. */
  busyLabel: string;
  cancelLabel: string;
  /**
   * The caller's form (form layer): its rules, request, failure message and reset on each
   * opening stay with the caller; a prefix such as 'Changes requested:' is added by its submit.
   */
  form: FormBinding<ReasonValues>;
  /** `critical` for a rejection or a deletion (the default), `primary` for a request. */
  tone?: 'primary' | 'critical';
  /** `alertdialog` when submitting destroys something (Delete Content). */
  role?: 'dialog' | 'alertdialog';
  rows?: number;
}

/**
 * Asks for a reason before a staff decision (reject, request changes, hide, delete): a required
 * reason, Cancel and Submit, which stays disabled while the reason is blank and is busy while the
 * request runs. A failure shows at the top of the form, inside the dialog. Focus is trapped,
 * Escape closes it and focus returns to the opener (Ariakit Dialog).
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  label,
  submitLabel,
  busyLabel,
  cancelLabel,
  form,
  tone = 'critical',
  role,
  rows = 3,
}: ReasonDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size="small"
      busy={form.submitting}
      role={role}
    >
      <Form form={form} label={title} space="medium">
        <TextArea label={label} required rows={rows} {...textField(form, 'reason')} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant={tone}
            disabled={form.values.reason.trim() === ''}
            busy={form.submitting}
            busyLabel={busyLabel}
          >
            {submitLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
