/**
 * The design system's inputs bound to a form field (TanStack Form's `fieldComponents`): inside
 * `<form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>`
 * each reads its field with `useFieldContext`, so a keystroke re-renders that field alone (its
 * `AppField`, the input and its label), never the screen or the other fields. They do not call
 * `handleBlur`: TanStack's blur validation would clear a submit's message (the rules' or the
 * server's) as focus leaves the field; a message goes when its field is edited.
 */
import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox.tsx';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField.tsx';
import { Select, type SelectProps } from '../Select/Select.tsx';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useFieldContext } from '../../forms/formContexts.ts';

/** A field's message: the first error, whichever validator (client rules or server) set it. */
export function fieldMessage(field: { state: { meta: { errors: unknown[] } } }) {
  return field.state.meta.errors.find((error) => typeof error === 'string') as string | undefined;
}

function useFieldMessage(): string | undefined {
  return fieldMessage(useFieldContext<unknown>());
}

type Bound<P> = Omit<P, 'name' | 'value' | 'checked' | 'onChange' | 'error' | 'defaultValue'>;

export function BoundTextField(props: Bound<TextFieldProps>) {
  const field = useFieldContext<string>();
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.state.value}
      error={useFieldMessage()}
      onChange={(event) => field.handleChange(event.target.value)}
    />
  );
}

export function BoundPasswordField(props: Bound<PasswordFieldProps>) {
  const field = useFieldContext<string>();
  return (
    <PasswordField
      {...props}
      name={field.name}
      value={field.state.value}
      error={useFieldMessage()}
      onChange={(event) => field.handleChange(event.target.value)}
    />
  );
}

export function BoundTextArea(props: Bound<TextAreaProps>) {
  const field = useFieldContext<string>();
  return (
    <TextArea
      {...props}
      name={field.name}
      value={field.state.value}
      error={useFieldMessage()}
      onChange={(event) => field.handleChange(event.target.value)}
    />
  );
}

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

/** The design system's inputs as the form layer's field components (`createFormHook`). */
export const fieldComponents = {
  TextField: BoundTextField,
  PasswordField: BoundPasswordField,
  TextArea: BoundTextArea,
  Checkbox: BoundCheckbox,
  Select: BoundSelect,
};
