import { useStore } from '@tanstack/react-form';
import { useId } from 'react';
import { useFormContext } from '../../forms/formContexts.ts';
import { cx } from '../../utils/text/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './SubmitButton.css.ts';

export type HintedButtonProps = ButtonProps & {
  /**
   * Why the button is disabled ('Reason is required'): while set, the button is disabled (it
   * stays focusable: aria-disabled) and the text shows under it, tied to it by
   * `aria-describedby`, so a person who finds it disabled, by sight or by Tab, learns why.
   */
  disabledHint?: string;
};

/** A button that says why it is disabled (see `disabledHint`). */
export function HintedButton({
  disabledHint,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: HintedButtonProps) {
  const hintId = useId();
  // Keyed, so that the button stays the same element when the hint comes and goes (focus and
  // references to it are kept). The hint comes first: in a row of actions it reads 'Reason is
  // required [Reject]'.
  return (
    <>
      {disabledHint && (
        <span key="hint" id={hintId} className={styles.hint}>
          {disabledHint}
        </span>
      )}
      <Button
        key="button"
        {...props}
        disabled={disabled || Boolean(disabledHint)}
        aria-describedby={cx(disabledHint && hintId, describedBy)}
      />
    </>
  );
}

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'busy'> & {
  /**
   * Why the form may not be submitted yet, from its values ('Reason is required' while the
   * reason is blank); undefined when it may. The button is disabled and says why (HintedButton).
   * It subscribes to that text alone, so typing re-renders it only when the reason changes.
   */
  disabledWhen?: (values: never) => string | undefined;
};

/**
 * The form's submit button (`<form.SubmitButton>` inside `<form.AppForm>`): busy (with
 * `busyLabel`) while the form is submitting. It subscribes to that alone, so it does not
 * re-render while the person types.
 */
export function SubmitButton({ variant = 'primary', disabledWhen, ...props }: SubmitButtonProps) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const why = useStore(form.store, (state) => disabledWhen?.(state.values as never));
  return (
    <HintedButton
      {...props}
      type="submit"
      variant={variant}
      busy={submitting}
      disabledHint={submitting ? undefined : why}
    />
  );
}
