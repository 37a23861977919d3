import { CONTRACT_LIMITS, useRespondToContactForm } from '@forum/api';
import {
  Button,
  Dialog,
  useToast,
  useSubmitting,
  Text,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { contactFormsMessages as m, contactFormsText as t } from './messages.ts';
import * as styles from './ContactForms.css.ts';
import {
  RESPOND_DEFAULTS,
  validateResponse,
  type ContactForm,
  type RespondValues,
} from './contactForms.ts';

export interface RespondDialogProps {
  item: ContactForm;
  form: ForumAppForm<RespondValues>;
  onClose: () => void;
}

/** The response to one message; Send is refused while it is blank ('Please enter a response'). */
export function RespondDialog({ item, form, onClose }: RespondDialogProps) {
  const submitting = useSubmitting(form);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.respondTitle}
      description={t.respondIntro(item.name, item.email)}
      size="medium"
      busy={submitting}
    >
      <form.AppForm>
        <form.Form label={t.respondTitle} space="medium">
          <Text size="small" className={styles.wrap}>
            <strong>{t.subject}:</strong> {item.subject}
          </Text>
          <form.AppField name="response">
            {(field) => (
              <field.TextArea
                label={t.responseLabel}
                required
                rows={6}
                limit={CONTRACT_LIMITS.contactResponse}
              />
            )}
          </form.AppField>
          <div className={styles.footer}>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {t.cancel}
            </Button>
            <form.SubmitButton busyLabel={t.sending}>{t.send}</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </Dialog>
  );
}

export interface RespondDialogScreenProps {
  item: ContactForm;
  /** Closes the dialog (back to the details when opened from there). */
  onClose: () => void;
}

/**
 * The respond dialog with its form. It mounts for each opening (the screen keys it by the
 * message), so it starts empty without any reset; typing re-renders the field alone, never the
 * table behind the dialog.
 */
export function RespondDialogScreen({ item, onClose }: RespondDialogScreenProps) {
  const respond = useRespondToContactForm();
  const toast = useToast();
  const form = useApiForm<RespondValues>({
    defaultValues: RESPOND_DEFAULTS,
    validate: validateResponse,
    submit: ({ response }) =>
      respond.mutateAsync({
        params: { path: { id: item.id } },
        body: { response: response.trim() },
      }),
    failure: { fallback: m.responseFailed, serverFields: { response: 'response' } },
    onSuccess: () => {
      toast.success(m.responseSent);
      onClose();
    },
  });
  return <RespondDialog item={item} form={form} onClose={onClose} />;
}
