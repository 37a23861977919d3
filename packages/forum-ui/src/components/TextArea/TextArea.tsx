import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx.ts';
import { FormField } from '../FormField/FormField.tsx';
import { fieldBox } from '../TextField/TextField.css.ts';
import { counter, counterFull, stack, textarea } from './TextArea.css.ts';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'required'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The current error; shown next to the field and read as its description. */
  error?: ReactNode;
  /** Shows a `*` and sets aria-required. The form itself validates (see FormField). */
  required?: boolean;
  hideLabel?: boolean;
  /**
   * Show a character counter under the field. On by default when `maxLength` is set.
   * The count is in UTF-16 code units, the same unit the browser's maxLength uses.
   */
  showCount?: boolean;
  /** The counter's text, e.g. '12 / 500 characters'. */
  formatCount?: (count: number, maxLength: number | undefined) => string;
  resize?: 'vertical' | 'none';
  /** Class for the whole field; `className` goes on the textarea. */
  fieldClassName?: string;
};

const defaultFormatCount = (count: number, maxLength: number | undefined) =>
  maxLength === undefined ? `${count} characters` : `${count} / ${maxLength} characters`;

/** A multi-line text input with label, hint, error and an optional character counter. */
export function TextArea({
  label,
  hint,
  error,
  required,
  hideLabel,
  showCount,
  formatCount = defaultFormatCount,
  resize,
  fieldClassName,
  className,
  id,
  rows = 4,
  maxLength,
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
  const counting = showCount ?? maxLength !== undefined;
  const countId = `${fieldId}-count`;
  // Tracks the length when uncontrolled; a controlled value is read directly.
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  const count = value !== undefined ? String(value).length : uncontrolledLength;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
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
            maxLength={maxLength}
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
          {counting && (
            <p
              id={countId}
              className={cx(counter, maxLength !== undefined && count >= maxLength && counterFull)}
            >
              {formatCount(count, maxLength)}
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}
