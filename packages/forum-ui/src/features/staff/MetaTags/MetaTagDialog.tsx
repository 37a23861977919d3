import { useState } from 'react';
import {
  BoundCheckbox,
  BoundSelect,
  Button,
  Dialog,
  TextField,
  useToast,
  useSubmitting,
  Stack,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { CONTRACT_LIMITS as LIMITS, useCreateMetaTag, useUpdateMetaTag } from '@forum/api';
import { metaTagsMessages as m, metaTagsText as t } from './messages.ts';
import {
  isMetaPageKey,
  META_TAG_DEFAULTS,
  metaTagInput,
  metaTagValues,
  validateMetaTag,
  type MetaTag,
  type MetaTagValues,
} from './metaTagForm.ts';
import * as styles from './MetaTags.css.ts';

export interface MetaTagDialogProps {
  /** Creating a record (the page is chosen) or editing one (the page is fixed). */
  mode: 'create' | 'edit';
  form: ForumAppForm<MetaTagValues>;
  /** Editing: the record's page. */
  page?: string;
  /** Creating: the pages without a record. */
  pages: readonly string[];
  onClose: () => void;
}

/** Creates or edits one page's meta tags (form layer). */
export function MetaTagDialog({ mode, form, page = '', pages, onClose }: MetaTagDialogProps) {
  const editing = mode === 'edit';
  const submitting = useSubmitting(form);
  const title = editing ? t.editTitle(page) : t.createTitle;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t.formIntro}
      size="large"
      busy={submitting}
    >
      <form.AppForm>
        <form.Form label={title} space="medium">
          {editing ? (
            <TextField label={t.pageField} value={page} readOnly hint={t.pageFixed} />
          ) : (
            <form.AppField name="page">
              {() => (
                <BoundSelect
                  label={t.pageField}
                  required
                  placeholder={t.choosePagePlaceholder}
                  options={pages.map((page) => ({ value: page }))}
                />
              )}
            </form.AppField>
          )}
          <form.AppField name="title">
            {(field) => <field.TextField label={t.titleField} required limit={LIMITS.metaTitle} />}
          </form.AppField>
          <form.AppField name="description">
            {(field) => (
              <field.TextArea
                label={t.descriptionField}
                required
                rows={3}
                limit={LIMITS.metaDescription}
              />
            )}
          </form.AppField>
          <form.AppField name="keywords">
            {(field) => (
              <field.TextField
                label={t.keywordsField}
                hint={t.keywordsHint}
                limit={LIMITS.metaKeywords}
              />
            )}
          </form.AppField>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t.sharing}</legend>
            <Stack space="medium">
              <form.AppField name="og_title">
                {(field) => <field.TextField label={t.ogTitle} limit={LIMITS.metaOgTitle} />}
              </form.AppField>
              <form.AppField name="og_description">
                {(field) => (
                  <field.TextArea
                    label={t.ogDescription}
                    rows={2}
                    limit={LIMITS.metaOgDescription}
                  />
                )}
              </form.AppField>
              <form.AppField name="og_image">
                {(field) => <field.TextField label={t.ogImage} type="url" />}
              </form.AppField>
              <form.AppField name="twitter_title">
                {(field) => (
                  <field.TextField label={t.twitterTitle} limit={LIMITS.metaTwitterTitle} />
                )}
              </form.AppField>
              <form.AppField name="twitter_description">
                {(field) => (
                  <field.TextArea
                    label={t.twitterDescription}
                    rows={2}
                    limit={LIMITS.metaTwitterDescription}
                  />
                )}
              </form.AppField>
              <form.AppField name="twitter_image">
                {(field) => <field.TextField label={t.twitterImage} type="url" />}
              </form.AppField>
            </Stack>
          </fieldset>
          <form.AppField name="canonical_url">
            {(field) => <field.TextField label={t.canonicalUrl} type="url" />}
          </form.AppField>
          <form.AppField name="is_active">
            {() => <BoundCheckbox label={t.activeField} hint={t.activeHint} />}
          </form.AppField>
          <div className={styles.footer}>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {t.cancel}
            </Button>
            <form.SubmitButton busyLabel={editing ? t.saving : t.creating}>
              {editing ? t.save : t.create}
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </Dialog>
  );
}

export interface MetaTagDialogScreenProps {
  /** The record to edit; none to create one. */
  tag?: MetaTag;
  /** Creating: the pages without a record. */
  pages: readonly string[];
  onClose: () => void;
}

/**
 * The create/edit dialog with its form. The screen mounts it for each opening (keyed by the
 * record), so its defaults are the record's values, without any reset.
 */
export function MetaTagDialogScreen({ tag, pages, onClose }: MetaTagDialogScreenProps) {
  const create = useCreateMetaTag();
  const update = useUpdateMetaTag();
  const toast = useToast();
  const [defaultValues] = useState(() => (tag ? metaTagValues(tag) : META_TAG_DEFAULTS));
  const form = useApiForm<MetaTagValues>({
    defaultValues,
    validate: validateMetaTag,
    // The rules' messages are the product's own and stand next to their fields (focus goes to
    // the first); as toasts they would cover the dialog's buttons.
    toastInvalid: false,
    submit: (values) => {
      if (tag)
        return update.mutateAsync({
          params: { path: { id: tag.id } },
          body: metaTagInput(values),
        });
      if (!isMetaPageKey(values.page)) return Promise.reject(new Error(m.choosePage));
      return create.mutateAsync({ body: { ...metaTagInput(values), page: values.page } });
    },
    failure: { fallback: m.saveFailed },
    onSuccess: () => {
      toast.success(tag ? m.updated : m.created);
      onClose();
    },
  });
  return (
    <MetaTagDialog
      mode={tag ? 'edit' : 'create'}
      form={form}
      page={tag?.page}
      pages={pages}
      onClose={onClose}
    />
  );
}
