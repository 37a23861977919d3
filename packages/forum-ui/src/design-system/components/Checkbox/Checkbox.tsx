import {
  Checkbox as AriakitCheckbox,
  type CheckboxProps as AriakitCheckboxProps,
} from '@ariakit/react';
import type { ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { FormField } from '../FormField/FormField.tsx';
import { box, checkMark, input, mixedMark } from './Checkbox.css.ts';

export type CheckboxProps = Omit<
  AriakitCheckboxProps,
  'children' | 'required' | 'render' | 'type'
> & {
  /** What ticking the box means, e.g. 'Remember me'; clicking it ticks the box. */
  label: ReactNode;
  /** A line under the label that says more; read as the box's description. */
  hint?: ReactNode;
  /** The current error; shown under the label and read as the checkbox's description. */
  error?: ReactNode;
  /** Shows a `*` and sets aria-required. The form itself validates (see FormField). */
  required?: boolean;
  /** Class for the whole field; `className` goes on the input. */
  fieldClassName?: string;
};

/**
 * A checkbox with its label to the right, and an optional hint and error under it.
 * Built on Ariakit's Checkbox over a native <input type="checkbox">, so Space
 * toggles it, the label toggles it, and `checked="mixed"` shows the indeterminate
 * state (aria-checked="mixed"). Controlled with `checked` + `onChange`, or
 * uncontrolled with `defaultChecked`.
 */
export function Checkbox({
  label,
  hint,
  error,
  required,
  fieldClassName,
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  return (
    <FormField
      layout="inline"
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
        <span className={box}>
          <AriakitCheckbox
            {...rest}
            {...wiring}
            disabled={disabled}
            className={cx(input, className)}
          />
          <svg className={checkMark} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              d="M5.5 10.5l3 3 6-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <svg className={mixedMark} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              d="M6 10h8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </span>
      )}
    </FormField>
  );
}
