import { lazy, Suspense, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { FormField } from '../FormField/FormField.tsx';
import { counter } from '../FormField/FormField.css.ts';
import { control, endAdornment as endAdornmentClass, fieldBox } from './TextField.css.ts';

export type TextFieldType =
  'text' | 'email' | 'search' | 'url' | 'tel' | 'number' | 'password' | 'date';

export type TextFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'size' | 'children' | 'required' | 'maxLength'
> & {
  /** The field's name, short and in sentence case, e.g. 'Email address'. */
  label: ReactNode;
  /** Help under the label, e.g. 'min 6 characters'. */
  hint?: ReactNode;
  /** The current error; shown next to the field and read as its description. */
  error?: ReactNode;
  /** Shows a `*` and sets aria-required. The form itself validates (see FormField). */
  required?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The kind of text: 'text' (default), 'email', 'url', 'search', 'tel', 'number', 'date'... */
  type?: TextFieldType;
  /** Drawn inside the end of the field, e.g. PasswordField's show/hide toggle. */
  endAdornment?: ReactNode;
  /** Class for the whole field (label, hint, control, error); `className` goes on the input. */
  fieldClassName?: string;
  /**
   * The most characters (graphemes) the field should hold: a counter shows under the field.
   * Counted, never enforced by the browser: nothing typed or pasted is cut (the form layer
   * refuses over-long text on submit). Needs a controlled `value`.
   */
  limit?: number;
};

// Loaded with the first field that counts: the header's search field, on every page's first
// visit, has no limit, so the counter (and its grapheme rules and texts) stays out of that visit.
const CharacterCount = lazy(() =>
  import('../FormField/CharacterCount.tsx').then((module) => ({ default: module.CharacterCount })),
);

/**
 * A single-line text input with its label, hint and error. Works controlled
 * (`value` + `onChange`) or uncontrolled (`defaultValue`), like a plain <input>.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  hideLabel,
  type = 'text',
  endAdornment,
  fieldClassName,
  className,
  id,
  disabled,
  readOnly,
  limit,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? `textfield${generated}`;
  const countId = limit === undefined ? undefined : `${fieldId}-count`;
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={fieldId}
      describedBy={cx(countId, describedBy) || undefined}
      disabled={disabled}
      className={fieldClassName}
    >
      {(wiring) => (
        <>
          <div className={control}>
            <input
              {...rest}
              {...wiring}
              type={type}
              disabled={disabled}
              readOnly={readOnly}
              className={cx(
                fieldBox({ withEnd: endAdornment != null, readOnly: readOnly && !disabled }),
                className,
              )}
            />
            {endAdornment != null && <div className={endAdornmentClass}>{endAdornment}</div>}
          </div>
          {countId && (
            // Meanwhile an empty line of the counter's height: nothing moves when it arrives.
            <Suspense
              fallback={
                <p id={countId} className={counter}>
                  {'\u00a0'}
                </p>
              }
            >
              <CharacterCount id={countId} value={String(rest.value ?? '')} limit={limit} />
            </Suspense>
          )}
        </>
      )}
    </FormField>
  );
}
