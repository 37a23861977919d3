import { useFieldContext } from '../../forms/formContexts.ts';
import { Select, type SelectProps } from '../Select/Select.tsx';
import { useFieldMessage, type Bound } from './boundFields.tsx';

/**
 * The design system's Select bound to a form field, used inside `<form.AppField>` as
 * `{() => <BoundSelect label="Role" options={…} />}`. It is not one of the layer's registered
 * field components (`field.TextField`…) on purpose: Select is built on Ariakit's combobox, and
 * registering it would put Ariakit, a large library, on every page with a form; imported here,
 * it loads only with the forms that have a select.
 */
export function BoundSelect<V extends string = string>(props: Bound<SelectProps<V>>) {
  const field = useFieldContext<V>();
  return (
    <Select<V>
      {...props}
      name={field.name}
      value={field.state.value}
      error={useFieldMessage()}
      onChange={(value) => field.handleChange(value)}
    />
  );
}
