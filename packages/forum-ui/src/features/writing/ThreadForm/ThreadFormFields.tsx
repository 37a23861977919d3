/**
 * The create-thread form's own fields on the form layer (inside `<form.AppField>`): the category
 * (a button opening the picker) and the rich-text editor. Each reads its field with
 * `useFieldContext`, so a keystroke in the editor re-renders the editor's field alone.
 */
import { lazy, Suspense, useId, useMemo, useRef } from 'react';
import {
  fieldMessage,
  Button,
  CategoryPicker,
  FormField,
  RichTextEditorFallback,
  toRichTextDocument,
  chevron,
  useFieldContext,
  type PickerCategory,
  type PickerSection,
  type RichTextEditorProps,
} from '@forum/forum-ui/design-system';
import { writingText as t } from '../messages.ts';
import { restoredCategory, type ThreadFormValues } from './createThreadForm.ts';
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

/**
 * The category: a button naming the board chosen, opening the picker ('Post thread in...').
 * However the picker opens (this button, or a failed submit whose first problem is the
 * category), focus goes back to this button when it closes (Ariakit's finalFocus).
 */
export function CategoryField({ picker }: { picker: ThreadFormPickerProps }) {
  const field = useFieldContext<ThreadFormValues['category']>();
  const category = restoredCategory(field.state.value);
  const choiceId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const choose = (board: PickerCategory) => {
    field.handleChange({
      id: board.id,
      slug: board.slug,
      title: board.title?.trim() || board.slug,
    });
    picker.onClose();
  };

  return (
    <>
      <FormField label={t.category} error={fieldMessage(field)} required>
        {({ 'aria-required': _required, ...wiring }, state) => (
          // A button cannot be aria-required (axe: aria-allowed-attr); the label's * and the
          // 'Please select a category' check say it is needed.
          <Button
            {...wiring}
            ref={buttonRef}
            variant="secondary"
            size="large"
            className={styles.categoryButton}
            aria-labelledby={`${state.labelId} ${choiceId}`}
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
        finalFocus={buttonRef}
        labels={PICKER_LABELS}
      />
    </>
  );
}

const MentioningEditor = lazy(() => import('./MentioningEditor.tsx'));

export type ContentFieldProps = Omit<
  RichTextEditorProps,
  'value' | 'onChange' | 'error' | 'mentions'
>;

/**
 * The thread's text: the rich-text editor (its chunk loaded with the form's first render) on its
 * field, suggesting members after `@`.
 */
export function ContentField(props: ContentFieldProps) {
  const field = useFieldContext<ThreadFormValues['content']>();
  const stored = field.state.value;
  // A restored draft is plain JSON: the editor gets a checked document (the same reference
  // while the field holds the same value, as the editor asks).
  const value = useMemo(() => toRichTextDocument(stored), [stored]);
  return (
    <Suspense fallback={<RichTextEditorFallback label={props.label} labels={props.labels} />}>
      <MentioningEditor
        {...props}
        value={value}
        onChange={(next) => field.handleChange(next)}
        error={fieldMessage(field)}
      />
    </Suspense>
  );
}
