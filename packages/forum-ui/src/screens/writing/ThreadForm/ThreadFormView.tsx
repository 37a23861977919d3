import { useId, useMemo, useState } from 'react';
import { Button, ButtonLink } from '../../../components/Button/Button.tsx';
import {
  CategoryPicker,
  type PickerCategory,
  type PickerSection,
} from '../../../components/CategoryPicker/CategoryPicker.tsx';
import { ConfirmDialog } from '../../../components/Dialog/ConfirmDialog.tsx';
import { FormField } from '../../../components/FormField/FormField.tsx';
import { FormPanel } from '../../../components/FormPanel/FormPanel.tsx';
import { LazyRichTextEditor } from '../../../components/RichTextEditor/LazyRichTextEditor.tsx';
import { toRichTextDocument } from '../../../components/RichTextEditor/richText.ts';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { chevron } from '../../../css/chevron.css.ts';
import { textField } from '../../../forms/fields.ts';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { writingText as t } from '../../../messages/writing.ts';
import { MAX_TITLE_LENGTH, restoredCategory, type ThreadFormValues } from './createThreadForm.ts';
import * as styles from './ThreadForm.css.ts';

export interface ThreadFormPickerProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  status: 'loading' | 'error' | 'ready';
  sections: readonly PickerSection[];
  /** 'Failed to load categories'. */
  errorMessage: string;
  onRetry?: () => unknown;
  retrying?: boolean;
}

export interface ThreadFormViewProps {
  /**
   * The form layer's binding: category, title and the editor's document, their messages (the
   * spec's validation texts, server 422 messages), the form-level failure ('Authentication
   * failed. Please login again.', 'Please check your input and try again.', 'Failed to create
   * thread. Please try again.') and whether it is being sent ('Creating...').
   */
  form: FormBinding<ThreadFormValues>;
  /** The category picker ('Post thread in...'), its data and whether it is open. */
  picker: ThreadFormPickerProps;
  /** Uploads an editor image; resolves to its address, rejects with a message to show. */
  onUploadImage?: (file: File) => Promise<string>;
  /** When the draft was last saved (ms since epoch), for the 'Draft saved' hint. */
  draftSavedAt?: number;
  /** The form opened with a stored draft (and nothing was saved since): says so. */
  draftRestored?: boolean;
  /** There is something to discard: Discard draft is offered. */
  canDiscard: boolean;
  /** Forgets the draft and empties the form (asked first). */
  onDiscard: () => void;
  /** Where Cancel goes back to (the page the member came from). */
  returnTo: string;
}

const PICKER_LABELS = {
  loading: t.loadingCategories,
  empty: t.noCategories,
  emptyHint: t.noCategoriesHint,
  retry: t.retry,
  close: t.close,
  selected: t.selected,
  threadCount: t.threadCount,
  boardsOf: t.boardsOf,
};

const timeFormat = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });

/**
 * The create-thread form: the category (a button opening the picker), the title, the rich-text
 * editor, then Create Topic, Cancel and Discard draft, with a 'Draft saved' hint.
 */
export function ThreadFormView({
  form,
  picker,
  onUploadImage,
  draftSavedAt,
  draftRestored = false,
  canDiscard,
  onDiscard,
  returnTo,
}: ThreadFormViewProps) {
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const choiceId = useId();
  const category = restoredCategory(form.values.category);
  const stored = form.values.content;
  const content = useMemo(() => toRichTextDocument(stored), [stored]);

  const choose = (board: PickerCategory) => {
    form.setValue('category', {
      id: board.id,
      slug: board.slug,
      title: board.title?.trim() || board.slug,
    });
    picker.onClose();
  };

  return (
    <FormPanel title={t.pageTitle} intro={t.intro} form={form} className={styles.page}>
      <FormField label={t.category} error={form.errors.category} required>
        {({ 'aria-required': _required, ...wiring }, field) => (
          // A button cannot be aria-required (axe: aria-allowed-attr); the label's * and the
          // 'Please select a category' check say it is needed.
          <Button
            {...wiring}
            variant="secondary"
            size="large"
            className={styles.categoryButton}
            aria-labelledby={`${field.labelId} ${choiceId}`}
            aria-haspopup="dialog"
            aria-expanded={picker.open}
            onClick={picker.onOpen}
          >
            <span id={choiceId} className={category ? undefined : styles.categoryPrompt}>
              {category ? category.title : t.chooseCategory}
            </span>
            <span className={chevron} aria-hidden="true">
              ▾
            </span>
          </Button>
        )}
      </FormField>
      <TextField
        label={t.title}
        hint={t.titleHint}
        required
        maxLength={MAX_TITLE_LENGTH}
        autoComplete="off"
        {...textField(form, 'title')}
      />
      <LazyRichTextEditor
        label={t.content}
        hint={t.contentHint}
        placeholder={t.contentPlaceholder}
        required
        value={content}
        onChange={(next) => form.setValue('content', next)}
        error={form.errors.content}
        onUploadImage={onUploadImage}
      />
      <div className={styles.actions}>
        <Button type="submit" size="large" busy={form.submitting} busyLabel={t.creating}>
          {t.createTopic}
        </Button>
        <ButtonLink to={returnTo} variant="secondary" size="large">
          {t.cancel}
        </ButtonLink>
        {canDiscard && (
          <Button
            variant="ghost"
            className={styles.discard}
            disabled={form.submitting}
            onClick={() => setConfirmDiscard(true)}
          >
            {t.discardDraft}
          </Button>
        )}
      </div>
      <p className={styles.draftHint}>
        {draftSavedAt !== undefined
          ? t.draftSaved(timeFormat.format(draftSavedAt))
          : draftRestored && t.draftRestored}
      </p>
      <CategoryPicker
        open={picker.open}
        onClose={picker.onClose}
        title={t.pickerTitle}
        description={t.pickerDescription}
        status={picker.status}
        sections={picker.sections}
        errorMessage={picker.errorMessage}
        onRetry={picker.onRetry}
        retrying={picker.retrying}
        selectedId={category?.id}
        onSelect={choose}
        labels={PICKER_LABELS}
      />
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
