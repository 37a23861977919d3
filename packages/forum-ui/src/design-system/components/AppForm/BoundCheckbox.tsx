import { useFieldContext } from '../../forms/formContexts.ts';
import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox.tsx';
import { useFieldMessage, type Bound } from './boundFields.tsx';

/**
 * The design system's Checkbox bound to a yes/no form field, used inside `<form.AppField>` as
 * `{() => <BoundCheckbox label="…" />}`. Like BoundSelect it is imported where a form has one
 * rather than registered with the layer's field components: Checkbox is built on Ariakit, which
 * would otherwise ride along on every page with a form (/login among them, within its budget
 * only without it).
 */
export function BoundCheckbox(props: Bound<CheckboxProps>) {
  const field = useFieldContext<boolean>();
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={field.state.value}
      error={useFieldMessage()}
      onChange={(event) => field.handleChange(event.target.checked)}
    />
  );
}
