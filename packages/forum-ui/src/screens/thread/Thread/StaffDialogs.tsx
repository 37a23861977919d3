import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Select, type SelectOption } from '../../../components/Select/Select.tsx';
import { Form } from '../../../forms/Form.tsx';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { threadText as t } from '../../../messages/thread.ts';
import { Text } from '../../../primitives/Text.tsx';
import * as styles from './Thread.css.ts';
import type { MoveValues } from './staffForms.ts';

export interface MoveDialogProps {
  open: boolean;
  onClose: () => void;
  form: FormBinding<MoveValues>;
  /** Approved categories; undefined while loading. */
  options?: readonly SelectOption[];
  /** 'Failed to load categories'. */
  loadError?: string;
}

/** Moves a thread: a picker of approved categories. */
export function MoveDialog({ open, onClose, form, options, loadError }: MoveDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.moveTitle}
      description={t.moveIntro}
      size="small"
      busy={form.submitting}
    >
      <Form form={form} label={t.moveTitle} space="medium">
        {loadError ? (
          <Text tone="critical" role="alert">
            {loadError}
          </Text>
        ) : (
          <Select
            label={t.category}
            required
            options={options ?? []}
            placeholder={options ? undefined : t.categoriesLoading}
            disabled={!options}
            value={form.values.categoryId || undefined}
            onChange={(value) => form.setValue('categoryId', value)}
            error={form.errors.categoryId}
          />
        )}
        <div className={styles.composerActions}>
          <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={form.values.categoryId === ''}
            busy={form.submitting}
            busyLabel={t.moving}
          >
            {t.move}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
