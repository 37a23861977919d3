import { useState } from 'react';
import {
  BoundSelect,
  Button,
  Dialog,
  ErrorState,
  useSubmitting,
  formText,
  type SelectOption,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { threadToolText as t } from './messages.ts';
import * as styles from '../Composer/Composer.css.ts';
import type { MoveValues } from './staffForms.ts';

export interface MoveDialogProps {
  /** Default true: the caller mounts the dialog for each opening. */
  open?: boolean;
  onClose: () => void;
  form: ForumAppForm<MoveValues>;
  /** Approved categories; undefined while loading. */
  options?: readonly SelectOption[];
  /** 'Failed to load categories'. */
  loadError?: string;
  /** Loads the categories again (the Retry button beside the load error). */
  onRetry?: () => unknown;
}

/** Moves a thread: a picker of approved categories. */
export function MoveDialog({
  open = true,
  onClose,
  form,
  options,
  loadError,
  onRetry,
}: MoveDialogProps) {
  const submitting = useSubmitting(form);
  // Focus goes to what there is to do: the picker once the categories arrive (opened while
  // they load, only the buttons can take it), Retry when loading them failed.
  const [picker, setPicker] = useState<HTMLButtonElement | null>(null);
  const [retry, setRetry] = useState<HTMLButtonElement | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.moveTitle}
      description={t.moveIntro}
      size="small"
      busy={submitting}
      initialFocus={loadError ? retry : options ? picker : undefined}
    >
      <form.AppForm>
        <form.Form label={t.moveTitle} space="medium">
          {loadError ? (
            <ErrorState
              message={loadError}
              onRetry={onRetry}
              retryLabel={t.retry}
              retryRef={setRetry}
            />
          ) : (
            <form.AppField name="categoryId">
              {() => (
                <BoundSelect
                  label={t.category}
                  required
                  options={options ?? []}
                  placeholder={options ? undefined : t.categoriesLoading}
                  disabled={!options}
                  buttonRef={setPicker}
                />
              )}
            </form.AppField>
          )}
          <div className={styles.composerActions}>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {t.cancel}
            </Button>
            <form.SubmitButton
              disabledWhen={(values: MoveValues) =>
                values.categoryId === '' ? formText.requiredToSubmit(t.category) : undefined
              }
              busyLabel={t.moving}
            >
              {t.move}
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </Dialog>
  );
}
