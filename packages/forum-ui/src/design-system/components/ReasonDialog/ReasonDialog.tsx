import type { ReactNode } from 'react';
import { useSubmitting } from '../../forms/formComponents.tsx';
import { formText } from '../../messages/forms.ts';
import { type ForumAppForm } from '../AppForm/appForm.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as styles from './ReasonDialog.css.ts';

export type ReasonValues = { reason: string };

export interface ReasonDialogProps {
  /**
   * Whether it shows (default true). Mount it for each opening (a new `key`) so that its form
   * starts empty; keep it mounted with `open={false}` while it closes if its title must stay.
   */
  open?: boolean;
  /** Cancel, ×, Escape or an outside click (ignored while the form is submitting). */
  onClose: () => void;
  /** e.g. 'Reject thread'; also names the form. */
  title: string;
  /** What happens with the reason; it describes the dialog. */
  description?: ReactNode;
  /** The reason field's label, e.g. 'Reason' or 'Reason/Feedback'. */
  label: string;
  /** The submit button's words, a verb that names the act, e.g. 'Reject thread'. */
  submitLabel: string;
  /** Said by the submit button while the form is submitting, e.g. 'Rejecting...'. */
  busyLabel: string;
  /** The cancel button's words, e.g. 'Cancel'. */
  cancelLabel: string;
  /**
   * The caller's form (useForumAppForm): its rules, request and failure message stay with the
   * caller; a prefix such as 'Changes requested:' is added by its submit.
   */
  form: ForumAppForm<ReasonValues>;
  /** `critical` for a rejection or a deletion (the default), `primary` for a request. */
  tone?: 'primary' | 'critical';
  /** `alertdialog` when submitting destroys something (Delete Content). */
  role?: 'dialog' | 'alertdialog';
  /** The reason field's height in lines. */
  rows?: number;
  /** The most characters the reason takes (the contract's maxLength): a counter shows. */
  limit?: number;
}

/**
 * Asks for a reason before a staff decision (reject, request changes, hide, delete): a required
 * reason, Cancel and Submit, which stays disabled while the reason is blank (saying so under it:
 * 'Reason is required') and is busy while the request runs. A failure shows at the top of the form, inside the dialog. Focus is trapped,
 * Escape closes it and focus returns to the opener (Ariakit Dialog). Typing re-renders the
 * reason field and the submit button only, never the dialog or the screen behind it.
 */
export function ReasonDialog({
  open = true,
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
  limit,
}: ReasonDialogProps) {
  const submitting = useSubmitting(form);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size="small"
      busy={submitting}
      role={role}
    >
      <form.AppForm>
        <form.Form label={title} space="medium">
          <form.AppField name="reason">
            {(field) => <field.TextArea label={label} required rows={rows} limit={limit} />}
          </form.AppField>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {cancelLabel}
            </Button>
            <form.SubmitButton
              variant={tone}
              busyLabel={busyLabel}
              disabledWhen={(values: ReasonValues) =>
                values.reason.trim() === '' ? formText.requiredToSubmit(label) : undefined
              }
            >
              {submitLabel}
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </Dialog>
  );
}
