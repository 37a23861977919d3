import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Select, type SelectOption } from '../../../components/Select/Select.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { Form } from '../../../forms/Form.tsx';
import { checkboxField, textField } from '../../../forms/fields.ts';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { categoryManagementText as t } from '../../../messages/categoryManagement.ts';
import { canSubmitCategory, type CategoryFormValues } from './categoryManagement.ts';
import * as styles from './CategoryManagement.css.ts';

/** The parent select's value for "no parent" (Select needs a non-empty value). */
const NO_PARENT = 'none';

export interface CategoryFormDialogProps {
  open: boolean;
  onClose: () => void;
  mode: 'create' | 'edit';
  form: FormBinding<CategoryFormValues>;
  /** A new title (the slug may follow it: the screen decides). */
  onTitleChange: (title: string) => void;
  /** The main categories it may belong to. */
  parents: readonly SelectOption[];
}

/**
 * Creates or edits a category: title (required; submit stays disabled while it is blank), slug
 * (filled from the title, editable), description, parent (main categories only, none by
 * default), colour (#3b82f6 by default) and Active. Escape or a click outside closes it.
 */
export function CategoryFormDialog({
  open,
  onClose,
  mode,
  form,
  onTitleChange,
  parents,
}: CategoryFormDialogProps) {
  const title = mode === 'create' ? t.createTitle : t.editTitle;
  const titleBinding = textField(form, 'title');
  const color = textField(form, 'color');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={mode === 'create' ? t.formIntro : t.editIntro}
      busy={form.submitting}
    >
      <Form form={form} label={title} space="medium">
        <TextField
          label={t.titleField}
          required
          autoComplete="off"
          {...titleBinding}
          onChange={(event) => onTitleChange(event.target.value)}
        />
        <TextField
          label={t.slugField}
          required
          hint={t.slugHint}
          autoComplete="off"
          spellCheck={false}
          {...textField(form, 'slug')}
        />
        <TextArea label={t.descriptionField} rows={3} {...textField(form, 'description')} />
        <Select
          label={t.parentField}
          hint={t.parentHint}
          options={[{ value: NO_PARENT, label: t.noParent }, ...parents]}
          value={form.values.parentId || NO_PARENT}
          onChange={(value) => form.setValue('parentId', value === NO_PARENT ? '' : value)}
          error={form.errors.parentId}
        />
        <div className={styles.colourRow}>
          <TextField
            label={t.colorField}
            fieldClassName={styles.colourText}
            autoComplete="off"
            spellCheck={false}
            {...color}
          />
          <input
            type="color"
            aria-label={t.colorPicker}
            className={styles.colourPicker}
            value={/^#[0-9a-fA-F]{6}$/.test(form.values.color) ? form.values.color : '#000000'}
            onChange={(event) => form.setValue('color', event.target.value)}
          />
        </div>
        <Checkbox label={t.activeField} hint={t.activeHint} {...checkboxField(form, 'isActive')} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={!canSubmitCategory(form.values)}
            busy={form.submitting}
            busyLabel={mode === 'create' ? t.creating : t.saving}
          >
            {mode === 'create' ? t.createSubmit : t.save}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
