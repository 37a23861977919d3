import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  FormPanel,
  useDraftSavedAt,
  useSubmitting,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { writingText as t } from '../messages.ts';
import { isBlankThread, MAX_TITLE_LENGTH, type ThreadFormValues } from './createThreadForm.ts';
import { CategoryField, ContentField, type ThreadFormPickerProps } from './ThreadFormFields.tsx';
import * as styles from './ThreadForm.css.ts';

export type { ThreadFormPickerProps };

export interface ThreadFormViewProps {
  /**
   * The form (form layer): category, title and the editor's document, their messages (the
   * spec's validation texts, server 422 messages), the form-level failure ('Authentication
   * failed. Please login again.', 'Please check your input and try again.', 'Failed to create
   * thread. Please try again.') and whether it is being sent ('Creating...'). Its draft's
   * save time gives the 'Draft saved' hint.
   */
  form: ForumAppForm<ThreadFormValues>;
  /** The category picker ('Post thread in...'), its data and whether it is open. */
  picker: ThreadFormPickerProps;
  /** Uploads an editor image; resolves to its address, rejects with a message to show. */
  onUploadImage?: (file: File) => Promise<string>;
  /** The form opened with a stored draft (and nothing was saved since): says so. */
  draftRestored?: boolean;
  /** Forgets the draft and empties the form (asked first). */
  onDiscard: () => void;
  /** Where Cancel goes back to (the page the member came from). */
  returnTo: string;
}

const timeFormat = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });

/** Discard draft, offered while there is something to discard (a saved draft, or anything typed). */
function DiscardDraftButton({
  form,
  onClick,
}: {
  form: ForumAppForm<ThreadFormValues>;
  onClick: () => void;
}) {
  const submitting = useSubmitting(form);
  const saved = useDraftSavedAt(form) !== undefined;
  const written = useStore(form.store, (state) => !isBlankThread(state.values));
  if (!saved && !written) return null;
  return (
    <Button variant="ghost" className={styles.discard} disabled={submitting} onClick={onClick}>
      {t.discardDraft}
    </Button>
  );
}

/** 'Draft saved at 9:41 PM', or that the form opened with a stored draft. */
function DraftHint({
  form,
  restored,
}: {
  form: ForumAppForm<ThreadFormValues>;
  restored: boolean;
}) {
  const draftSavedAt = useDraftSavedAt(form);
  return (
    <p className={styles.draftHint}>
      {draftSavedAt !== undefined
        ? t.draftSaved(timeFormat.format(draftSavedAt))
        : restored && t.draftRestored}
    </p>
  );
}

/**
 * The create-thread form: the category (a button opening the picker), the title, the rich-text
 * editor, then Create Topic, Cancel and Discard draft, with a 'Draft saved' hint. Typing
 * re-renders the field typed in; Discard draft and the hint follow only what they show.
 */
export function ThreadFormView({
  form,
  picker,
  onUploadImage,
  draftRestored = false,
  onDiscard,
  returnTo,
}: ThreadFormViewProps) {
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  return (
    <FormPanel title={t.pageTitle} intro={t.intro} form={form} className={styles.page}>
      <form.AppField name="category">{() => <CategoryField picker={picker} />}</form.AppField>
      <form.AppField name="title">
        {(field) => (
          <field.TextField
            label={t.title}
            hint={t.titleHint}
            required
            limit={MAX_TITLE_LENGTH}
            autoComplete="off"
          />
        )}
      </form.AppField>
      <form.AppField name="content">
        {() => (
          <ContentField
            label={t.content}
            hint={t.contentHint}
            placeholder={t.contentPlaceholder}
            required
            onUploadImage={onUploadImage}
          />
        )}
      </form.AppField>
      <div className={styles.actions}>
        <form.SubmitButton size="large" busyLabel={t.creating}>
          {t.createTopic}
        </form.SubmitButton>
        <ButtonLink to={returnTo} variant="secondary" size="large">
          {t.cancel}
        </ButtonLink>
        <DiscardDraftButton form={form} onClick={() => setConfirmDiscard(true)} />
      </div>
      <DraftHint form={form} restored={draftRestored} />
      <ConfirmDialog
        open={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          onDiscard();
        }}
        title={t.discardTitle}
        message={t.discardMessage}
        confirmLabel={t.discardConfirm}
        cancelLabel={t.keepDraft}
        tone="critical"
      />
    </FormPanel>
  );
}
