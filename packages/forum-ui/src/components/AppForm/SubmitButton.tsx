import { useStore } from '@tanstack/react-form';
import { useFormContext } from '../../forms/formContexts.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'busy'>;

/**
 * The form's submit button (`<form.SubmitButton>` inside `<form.AppForm>`): busy (with
 * `busyLabel`) while the form is submitting. It subscribes to that alone, so it does not
 * re-render while the person types.
 */
export function SubmitButton({ variant = 'primary', ...props }: SubmitButtonProps) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return <Button {...props} type="submit" variant={variant} busy={submitting} />;
}
