import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { Form } from '../../../forms/Form.tsx';
import { checkboxField, textField } from '../../../forms/fields.ts';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { metaTagsText as t } from '../../../messages/metaTags.ts';
import { Stack } from '../../../primitives/Stack.tsx';
import type { MetaTagValues } from './metaTagForm.ts';
import * as styles from './MetaTags.css.ts';

export interface MetaTagDialogProps {
  /** Creating a record (the page is chosen) or editing one (the page is fixed). */
  mode: 'create' | 'edit';
  form: FormBinding<MetaTagValues>;
  /** Creating: the pages without a record. */
  pages: readonly string[];
  onClose: () => void;
}

/** Creates or edits one page's meta tags (form layer). */
export function MetaTagDialog({ mode, form, pages, onClose }: MetaTagDialogProps) {
  const editing = mode === 'edit';
  const title = editing ? t.editTitle(form.values.page) : t.createTitle;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t.formIntro}
      size="large"
      busy={form.submitting}
    >
      <Form form={form} label={title} space="medium">
        {editing ? (
          <TextField label={t.pageField} value={form.values.page} readOnly hint={t.pageFixed} />
        ) : (
          <Select
            label={t.pageField}
            required
            placeholder={t.choosePagePlaceholder}
            options={pages.map((page) => ({ value: page }))}
            value={form.values.page || undefined}
            onChange={(page) => form.setValue('page', page)}
            error={form.errors.page}
          />
        )}
        <TextField label={t.titleField} required {...textField(form, 'title')} />
        <TextArea
          label={t.descriptionField}
          required
          rows={3}
          {...textField(form, 'description')}
        />
        <TextField label={t.keywordsField} hint={t.keywordsHint} {...textField(form, 'keywords')} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.sharing}</legend>
          <Stack space="medium">
            <TextField label={t.ogTitle} {...textField(form, 'og_title')} />
            <TextArea label={t.ogDescription} rows={2} {...textField(form, 'og_description')} />
            <TextField label={t.ogImage} type="url" {...textField(form, 'og_image')} />
            <TextField label={t.twitterTitle} {...textField(form, 'twitter_title')} />
            <TextArea
              label={t.twitterDescription}
              rows={2}
              {...textField(form, 'twitter_description')}
            />
            <TextField label={t.twitterImage} type="url" {...textField(form, 'twitter_image')} />
          </Stack>
        </fieldset>
        <TextField label={t.canonicalUrl} type="url" {...textField(form, 'canonical_url')} />
        <Checkbox label={t.activeField} hint={t.activeHint} {...checkboxField(form, 'is_active')} />
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant="primary"
            busy={form.submitting}
            busyLabel={editing ? t.saving : t.creating}
          >
            {editing ? t.save : t.create}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
