import { useState } from 'react';
import { CONTRACT_LIMITS, useCreateCategory, useUpdateCategory } from '@forum/api';
import {
  BoundCheckbox,
  Button,
  Dialog,
  Select,
  TextField,
  useToast,
  fieldRuleRef,
  fieldMessage,
  formText,
  useSubmitting,
  type SelectOption,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { categoryManagementMessages as m, categoryManagementText as t } from './messages.ts';
import {
  CATEGORY_DEFAULTS,
  CATEGORY_SERVER_FIELDS,
  categoryBody,
  categoryFormValues,
  canSubmitCategory,
  validateCategory,
  withTitle,
  type CategoryFormValues,
  type ManagedCategory,
} from './categoryManagement.ts';
import * as styles from './CategoryManagement.css.ts';

/** The parent select's value for "no parent" (Select needs a non-empty value). */
const NO_PARENT = 'none';

export interface CategoryFormDialogProps {
  onClose: () => void;
  mode: 'create' | 'edit';
  form: ForumAppForm<CategoryFormValues>;
  /** The main categories it may belong to. */
  parents: readonly SelectOption[];
}

/**
 * Creates or edits a category: title (required; submit stays disabled while it is blank), slug
 * (filled from the title, editable), description, parent (main categories only, none by
 * default), colour (#3b82f6 by default) and Active. Escape or a click outside closes it.
 */
export function CategoryFormDialog({ onClose, mode, form, parents }: CategoryFormDialogProps) {
  const title = mode === 'create' ? t.createTitle : t.editTitle;
  const submitting = useSubmitting(form);
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={mode === 'create' ? t.formIntro : t.editIntro}
      busy={submitting}
    >
      <form.AppForm>
        <form.Form label={title} space="medium">
          <form.AppField name="title">
            {(field) => (
              <>
                <TextField
                  ref={fieldRuleRef(form, field.name, {
                    label: t.titleField,
                    limit: CONTRACT_LIMITS.categoryTitle,
                  })}
                  label={t.titleField}
                  required
                  autoComplete="off"
                  limit={CONTRACT_LIMITS.categoryTitle}
                  name={field.name}
                  value={field.state.value}
                  error={fieldMessage(field)}
                  onChange={(event) => {
                    // The slug follows a new title (see withTitle).
                    const next = withTitle(form.state.values, event.target.value, mode);
                    field.handleChange(next.title);
                    if (next.slug !== undefined) form.setFieldValue('slug', next.slug);
                  }}
                />
              </>
            )}
          </form.AppField>
          <form.AppField name="slug">
            {(field) => (
              <field.TextField
                label={t.slugField}
                required
                hint={t.slugHint}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </form.AppField>
          <form.AppField name="description">
            {(field) => (
              <field.TextArea
                label={t.descriptionField}
                rows={3}
                limit={CONTRACT_LIMITS.categoryDescription}
              />
            )}
          </form.AppField>
          <form.AppField name="parentId">
            {(field) => (
              <Select
                label={t.parentField}
                hint={t.parentHint}
                options={[{ value: NO_PARENT, label: t.noParent }, ...parents]}
                name={field.name}
                value={field.state.value || NO_PARENT}
                onChange={(value) => field.handleChange(value === NO_PARENT ? '' : value)}
                error={fieldMessage(field)}
              />
            )}
          </form.AppField>
          <form.AppField name="color">
            {(field) => (
              <div className={styles.colourRow}>
                <field.TextField
                  label={t.colorField}
                  fieldClassName={styles.colourText}
                  autoComplete="off"
                  spellCheck={false}
                />
                <input
                  type="color"
                  aria-label={t.colorPicker}
                  className={styles.colourPicker}
                  value={
                    /^#[0-9a-fA-F]{6}$/.test(field.state.value) ? field.state.value : '#000000'
                  }
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              </div>
            )}
          </form.AppField>
          <form.AppField name="isActive">
            {() => <BoundCheckbox label={t.activeField} hint={t.activeHint} />}
          </form.AppField>
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {t.cancel}
            </Button>
            <form.SubmitButton
              disabledWhen={(values: CategoryFormValues) =>
                canSubmitCategory(values) ? undefined : formText.requiredToSubmit(t.titleField)
              }
              busyLabel={mode === 'create' ? t.creating : t.saving}
            >
              {mode === 'create' ? t.createSubmit : t.save}
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </Dialog>
  );
}

export interface CategoryFormDialogScreenProps {
  /** The category to edit; none to create one. */
  category?: ManagedCategory;
  /** The main categories it may belong to. */
  parents: readonly SelectOption[];
  onClose: () => void;
}

/**
 * The create/edit dialog with its form. The screen mounts it for each opening (keyed by the
 * category), so its defaults are the category's values, without any reset.
 */
export function CategoryFormDialogScreen({
  category,
  parents,
  onClose,
}: CategoryFormDialogScreenProps) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const toast = useToast();
  const [defaultValues] = useState(() =>
    category ? categoryFormValues(category) : CATEGORY_DEFAULTS,
  );
  const form = useApiForm<CategoryFormValues>({
    defaultValues,
    validate: validateCategory,
    submit: (values) =>
      category
        ? update.mutateAsync({ params: { path: { id: category.id } }, body: categoryBody(values) })
        : create.mutateAsync({ body: categoryBody(values) }),
    failure: { fallback: m.actionFailed, serverFields: CATEGORY_SERVER_FIELDS },
    onSuccess: () => {
      toast.success(category ? m.updated : m.created);
      onClose();
    },
  });
  return (
    <CategoryFormDialog
      onClose={onClose}
      mode={category ? 'edit' : 'create'}
      form={form}
      parents={parents}
    />
  );
}
