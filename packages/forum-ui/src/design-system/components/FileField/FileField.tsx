import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { FormField } from '../FormField/FormField.tsx';
import { input } from './FileField.css.ts';

export type FileFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'children' | 'required' | 'value' | 'onChange'
> & {
  /** What the file is for, e.g. 'Profile picture'. */
  label: ReactNode;
  /** What may be chosen, e.g. 'JPEG, PNG, GIF or WebP, less than 5MB.' */
  hint?: ReactNode;
  /** The current error; shown next to the field and read as its description. */
  error?: ReactNode;
  /** A file must be chosen: the label says so and the input is marked required. */
  required?: boolean;
  /** Called with the chosen file (or null when the choice is cleared). */
  onFileChange: (file: File | null) => void;
  /** Extra class for the field's wrapper (label, input and messages). */
  fieldClassName?: string;
};

/**
 * A native file picker with its label, hint and error: the browser's own button, reachable
 * with Tab and opened with Enter or Space, announced with the chosen file's name.
 */
export function FileField({
  label,
  hint,
  error,
  required,
  onFileChange,
  fieldClassName,
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: FileFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      describedBy={describedBy}
      disabled={disabled}
      className={fieldClassName}
    >
      {(wiring) => (
        <input
          {...rest}
          {...wiring}
          type="file"
          disabled={disabled}
          className={cx(input, className)}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
      )}
    </FormField>
  );
}
