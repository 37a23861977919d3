import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useFocusFirstInvalid } from '../hooks/useFocusFirstInvalid.ts';
import { Box } from '../primitives/Box.tsx';
import { Stack, type StackProps } from '../primitives/Stack.tsx';
import { Text } from '../primitives/Text.tsx';
import type { FormBinding } from './useForumForm.ts';

export interface FormProps {
  /** The binding from `useForumForm` (or any object of the same shape, in a story). */
  form: Pick<FormBinding, 'formError' | 'failedSubmits' | 'submitting' | 'submit' | 'formRef'>;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** A name for the form when no heading names it. */
  label?: string;
  /** Space between the form's children (default large). */
  space?: StackProps['space'];
  className?: string;
  children: ReactNode;
}

/**
 * A form on the form layer: never reloads the page, submits through the layer (one request at
 * a time), shows the form-level message first and reads it as the form's description, and
 * after a failed submit moves focus to the first invalid field.
 */
export function Form({ form, labelledBy, label, space = 'large', className, children }: FormProps) {
  const errorId = useId();
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, form.failedSubmits);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.submitting) form.submit();
  };

  return (
    <form
      ref={(node) => {
        ref.current = node;
        form.formRef?.(node);
      }}
      noValidate
      className={className}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={form.formError ? errorId : undefined}
      aria-busy={form.submitting || undefined}
      onSubmit={onSubmit}
    >
      <Stack space={space}>
        {form.formError && (
          <Box
            id={errorId}
            background="criticalSoft"
            color="criticalText"
            padding="medium"
            borderRadius="medium"
          >
            <Text tone="inherit" weight="medium">
              {form.formError}
            </Text>
          </Box>
        )}
        {children}
      </Stack>
    </form>
  );
}
