import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { FormField, splitFrame, type FieldFrameProps } from '../FormField/FormField.tsx';
import { input } from './FileField.css.ts';

export type FileFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'children' | 'required' | 'value' | 'onChange'
> &
  FieldFrameProps & {
    /** Called with the chosen file (or null when the choice is cleared). */
    onFileChange: (file: File | null) => void;
  };

/**
 * A native file picker with its label, hint and error: the browser's own button, reachable
 * with Tab and opened with Enter or Space, announced with the chosen file's name.
 */
export function FileField(props: FileFieldProps) {
  const [
    frame,
    { onFileChange, className, id, disabled, 'aria-describedby': describedBy, ...rest },
  ] = splitFrame(props);
  return (
    <FormField {...frame} id={id} describedBy={describedBy} disabled={disabled}>
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
