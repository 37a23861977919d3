import { lazy, Suspense, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { FormField, splitFrame, type FieldFrameProps } from '../FormField/FormField.tsx';
import { counter } from '../FormField/FormField.css.ts';
import { control, endAdornment as endAdornmentClass, fieldBox } from './TextField.css.ts';

export type TextFieldType =
  'text' | 'email' | 'search' | 'url' | 'tel' | 'number' | 'password' | 'date';

export type TextFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'size' | 'children' | 'required' | 'maxLength'
> &
  FieldFrameProps & {
    /** The kind of text: 'text' (default), 'email', 'url', 'search', 'tel', 'number', 'date'... */
    type?: TextFieldType;
    /** Drawn inside the end of the field, e.g. PasswordField's show/hide toggle. */
    endAdornment?: ReactNode;
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
export function TextField(props: TextFieldProps) {
  const [
    frame,
    {
      type = 'text',
      endAdornment,
      className,
      id,
      disabled,
      readOnly,
      limit,
      'aria-describedby': describedBy,
      ...rest
    },
  ] = splitFrame(props);
  const generated = useId();
  const fieldId = id ?? `textfield${generated}`;
  const countId = limit === undefined ? undefined : `${fieldId}-count`;
  return (
    <FormField
      {...frame}
      id={fieldId}
      describedBy={cx(countId, describedBy) || undefined}
      disabled={disabled}
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
