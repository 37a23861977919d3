import {
  Checkbox as AriakitCheckbox,
  type CheckboxProps as AriakitCheckboxProps,
} from '@ariakit/react';
import { cx } from '../../utils/text/cx.ts';
import { FormField, splitFrame, type FieldFrameProps } from '../FormField/FormField.tsx';
import { box, checkMark, input, mixedMark } from './Checkbox.css.ts';

export type CheckboxProps = Omit<
  AriakitCheckboxProps,
  'children' | 'required' | 'render' | 'type'
> &
  FieldFrameProps;

/**
 * A checkbox with its label to the right, and an optional hint and error under it.
 * Built on Ariakit's Checkbox over a native <input type="checkbox">, so Space
 * toggles it, the label toggles it, and `checked="mixed"` shows the indeterminate
 * state (aria-checked="mixed"). Controlled with `checked` + `onChange`, or
 * uncontrolled with `defaultChecked`.
 */
export function Checkbox(props: CheckboxProps) {
  const [frame, { className, id, disabled, 'aria-describedby': describedBy, ...rest }] =
    splitFrame(props);
  return (
    <FormField layout="inline" {...frame} id={id} describedBy={describedBy} disabled={disabled}>
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
