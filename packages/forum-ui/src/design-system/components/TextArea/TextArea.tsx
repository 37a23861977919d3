import {
  cloneElement,
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactElement,
} from 'react';
import { cx } from '../../utils/text/cx.ts';
import { CharacterCount } from '../FormField/CharacterCount.tsx';
import { FormField, splitFrame, type FieldFrameProps } from '../FormField/FormField.tsx';
import { fieldBox } from '../TextField/TextField.css.ts';
import { stack, textarea } from './TextArea.css.ts';

export type TextAreaProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'children' | 'required' | 'maxLength'
> &
  FieldFrameProps & {
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
    /**
     * The element that renders the text area, given the field's props (an Ariakit Combobox
     * rendering a `<textarea>`, for MentionTextArea); a plain `<textarea>` by default.
     */
    control?: ReactElement<ComponentPropsWithRef<'textarea'>>;
  };

/** A multi-line text input with label, hint, error and an optional character counter. */
export function TextArea(props: TextAreaProps) {
  const [
    frame,
    {
      showCount,
      resize,
      className,
      id,
      rows = 4,
      limit,
      disabled,
      readOnly,
      value,
      defaultValue,
      onChange,
      control = <textarea />,
      'aria-describedby': describedBy,
      ...rest
    },
  ] = splitFrame(props);
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
      {...frame}
      id={fieldId}
      describedBy={cx(counting && countId, describedBy)}
      disabled={disabled}
    >
      {(wiring) => (
        <div className={stack}>
          {cloneElement(control, {
            ...rest,
            ...wiring,
            rows,
            disabled,
            readOnly,
            value,
            defaultValue,
            onChange: handleChange,
            className: cx(
              fieldBox({ readOnly: readOnly && !disabled }),
              textarea({ resize }),
              className,
            ),
          })}
          {counting && <CharacterCount id={countId} value={text} limit={limit} />}
        </div>
      )}
    </FormField>
  );
}
