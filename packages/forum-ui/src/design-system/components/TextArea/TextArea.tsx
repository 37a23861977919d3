import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/text/cx.ts';
import { CharacterCount } from '../FormField/CharacterCount.tsx';
import { FormField } from '../FormField/FormField.tsx';
import { fieldBox } from '../TextField/TextField.css.ts';
import { stack, textarea } from './TextArea.css.ts';

export type TextAreaProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'children' | 'required' | 'maxLength'
> & {
  /** The field's name, short and in sentence case, e.g. 'Message'. */
  label: ReactNode;
  /** A line under the label that says more; read as the field's description. */
  hint?: ReactNode;
  /** The current error; shown next to the field and read as its description. */
  error?: ReactNode;
  /** Shows a `*` and sets aria-required. The form itself validates (see FormField). */
  required?: boolean;
  /** Hides the label visually; screen readers still read it. */
  hideLabel?: boolean;
  /**
   * The most characters (graphemes: a family emoji is one) the field should hold. It is counted
   * by the field, never enforced by the browser: nothing typed or pasted is cut. The form refuses
   * over-long text on submit (the form layer's limit rule).
   */
  limit?: number;
  /** Show a character counter under the field. On by default when `limit` is set. */
  showCount?: boolean;
  /** Whether the person can drag the field taller ('vertical', default) or not. */
  resize?: 'vertical' | 'none';
  /** Class for the whole field; `className` goes on the textarea. */
  fieldClassName?: string;
};

/** A multi-line text input with label, hint, error and an optional character counter. */
export function TextArea({
  label,
  hint,
  error,
  required,
  hideLabel,
  showCount,
  resize,
  fieldClassName,
  className,
  id,
  rows = 4,
  limit,
  disabled,
  readOnly,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const generated = useId();
  const fieldId = id ?? `textarea${generated}`;
  const counting = showCount ?? limit !== undefined;
  const countId = `${fieldId}-count`;
  // Tracks the text when uncontrolled; a controlled value is read directly.
  const [uncontrolledText, setUncontrolledText] = useState(() => String(defaultValue ?? ''));
  const text = value !== undefined ? String(value) : uncontrolledText;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setUncontrolledText(event.target.value);
    onChange?.(event);
  };

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={fieldId}
      describedBy={cx(counting && countId, describedBy)}
      disabled={disabled}
      className={fieldClassName}
    >
      {(wiring) => (
        <div className={stack}>
          <textarea
            {...rest}
            {...wiring}
            rows={rows}
            disabled={disabled}
            readOnly={readOnly}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            className={cx(
              fieldBox({ readOnly: readOnly && !disabled }),
              textarea({ resize }),
              className,
            )}
          />
          {counting && <CharacterCount id={countId} value={text} limit={limit} />}
        </div>
      )}
    </FormField>
  );
}
