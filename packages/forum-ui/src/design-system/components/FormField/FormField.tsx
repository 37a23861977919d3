import { useId, type MouseEventHandler, type ReactNode } from 'react';
import { visuallyHidden } from '../../primitives/primitives.css.ts';
import { cx } from '../../utils/text/cx.ts';
import * as styles from './FormField.css.ts';

/**
 * The one place where a form control is tied to its label, hint and error.
 * TextField, TextArea, PasswordField, Select and Checkbox all render through
 * `FormField` (or call `useFormField` directly), so the wiring is the same everywhere:
 *
 * - the label is a `<label for>` the control (so clicking it focuses the control);
 * - the control's `aria-describedby` lists the error (first, it matters most) and the hint;
 * - the control gets `aria-invalid="true"` while there is an error;
 * - a required field shows a visible `*` and gets `aria-required="true"`.
 *
 * Required is announced, not enforced: the product's forms validate themselves and
 * show the spec's messages ('Please fill in all fields'), so the browser's own
 * validation bubbles (native `required`) are left out.
 *
 * The error is plain text next to the field, found by the control's description.
 * It has no live-region role: announcing a failed submit is the Toast system's job.
 */

export interface FormFieldOptions {
  /** The control's id. One is generated when left out. */
  id?: string;
  /** Help shown under the label, e.g. 'min 6 characters'. */
  hint?: ReactNode;
  /** The field's current error, e.g. 'Passwords do not match'. Empty means valid. */
  error?: ReactNode;
  /** The field must be filled in: the label says so and the control is marked required. */
  required?: boolean;
  /** Further ids that describe the control (e.g. a character counter), read after the hint. */
  describedBy?: string;
}

/** Props to spread on the control element. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldState {
  id: string;
  labelId: string;
  /** Present only when there is a hint. */
  hintId: string | undefined;
  /** Present only when there is an error. */
  errorId: string | undefined;
  invalid: boolean;
  controlProps: FormFieldControlProps;
}

/** True for content that renders something: not undefined, null, false or ''. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Ids and ARIA props that tie a control to its label, hint and error. */
export function useFormField({
  id: idProp,
  hint,
  error,
  required,
  describedBy,
}: FormFieldOptions): FormFieldState {
  const generated = useId();
  const id = idProp ?? `field${generated}`;
  const invalid = hasContent(error);
  const hintId = hasContent(hint) ? `${id}-hint` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedByIds = [errorId, hintId, describedBy].filter(Boolean).join(' ');
  return {
    id,
    labelId: `${id}-label`,
    hintId,
    errorId,
    invalid,
    controlProps: {
      id,
      'aria-describedby': describedByIds || undefined,
      'aria-invalid': invalid || undefined,
      'aria-required': required || undefined,
    },
  };
}

/**
 * The props every field component takes alike for what surrounds its control (TextField,
 * TextArea, PasswordField, FileField, Select, Checkbox): `splitFrame` hands them to FormField.
 */
export interface FieldFrameProps {
  /** The field's name, short and in sentence case, e.g. 'Email address' or 'Remember me'. */
  label: ReactNode;
  /** A line under the label that says more; read as the field's description. */
  hint?: ReactNode;
  /** The current error; shown next to the field and read as its description. */
  error?: ReactNode;
  /** Shows a `*` and sets aria-required. The form itself validates (see FormField). */
  required?: boolean;
  /** Hides the label visually; screen readers still read it. */
  hideLabel?: boolean;
  /** Class for the whole field (label, hint, control, error); `className` goes on the control. */
  fieldClassName?: string;
}

/** A field component's props, split: FormField's part (its frame) and the control's. */
export function splitFrame<P extends FieldFrameProps>({
  label,
  hint,
  error,
  required,
  hideLabel,
  fieldClassName,
  ...control
}: P) {
  const frame = { label, hint, error, required, hideLabel, className: fieldClassName };
  return [frame, control] as const;
}

export interface FormFieldProps extends FormFieldOptions {
  /** The field's name, short and in sentence case, e.g. 'Email address'. */
  label: ReactNode;
  /** Keeps the label for screen readers only (e.g. a search box whose purpose is plain). */
  hideLabel?: boolean;
  /** 'stacked': label, hint, control, error. 'inline': control then label (checkboxes). */
  layout?: 'stacked' | 'inline';
  /** Dims the label along with a disabled control. */
  disabled?: boolean;
  /** Extra class for the field's wrapper (label, control and messages). */
  className?: string;
  /** Called when the label is clicked, e.g. to focus a custom control without opening it. */
  onLabelClick?: MouseEventHandler<HTMLLabelElement>;
  /** Renders the control, given the props that wire it to the label, hint and error. */
  children: (control: FormFieldControlProps, field: FormFieldState) => ReactNode;
}

function ErrorIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="6.6" />
      <path d="M8 4.6v4.2" strokeLinecap="round" />
      <circle cx="8" cy="11.3" r="0.4" fill="currentColor" />
    </svg>
  );
}

/** A labelled form control with an optional hint and error; see `useFormField`. */
export function FormField({
  label,
  hideLabel = false,
  layout = 'stacked',
  disabled = false,
  className,
  onLabelClick,
  children,
  ...options
}: FormFieldProps) {
  const state = useFormField(options);
  const { id, labelId, hintId, errorId } = state;
  const inline = layout === 'inline';

  // The label is tied to its control with htmlFor; the control is rendered by `children`.
  // onLabelClick only refines what a pointer click on the label does (Select focuses
  // without opening); keyboard users reach the control itself, as with any label.
  const labelElement = (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <label
      id={labelId}
      htmlFor={id}
      className={
        hideLabel
          ? visuallyHidden
          : cx(styles.label, disabled && styles.labelDisabled, inline && styles.inlineText)
      }
      onClick={onLabelClick}
    >
      {label}
      {options.required && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
  const hintElement = hintId && (
    <p id={hintId} className={cx(styles.hint, inline && styles.inlineText)}>
      {options.hint}
    </p>
  );
  const errorElement = errorId && (
    <p id={errorId} className={cx(styles.error, inline && styles.inlineText)}>
      <span className={styles.errorIcon}>
        <ErrorIcon />
      </span>
      <span>{options.error}</span>
    </p>
  );

  if (inline) {
    return (
      <div className={cx(styles.inlineField, className)}>
        {children(state.controlProps, state)}
        {labelElement}
        {hintElement}
        {errorElement}
      </div>
    );
  }
  return (
    <div className={cx(styles.field, className)}>
      {labelElement}
      {hintElement}
      {children(state.controlProps, state)}
      {errorElement}
    </div>
  );
}
