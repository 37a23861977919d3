/**
 * The design system's inputs bound to a form field (TanStack Form's `fieldComponents`): inside
 * `<form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>`
 * each reads its field with `useFieldContext`, so a keystroke re-renders that field alone (its
 * `AppField`, the input and its label), never the screen or the other fields.
 *
 * They do not call TanStack's `handleBlur`: the layer has no blur rules, and a blur validation
 * clears a field's submit message (TanStack drops `onSubmit` errors whenever another validation
 * of a touched field passes), so leaving a field would hide its message though nothing was
 * fixed. Editing the field clears it, as the layer says.
 */
import type { ChangeEvent } from 'react';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField.tsx';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useFieldContext } from '../../forms/formContexts.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';

/** A field's message: the first error, whichever validator (client rules or server) set it. */
export function fieldMessage(field: { state: { meta: { errors: unknown[] } } }) {
  return field.state.meta.errors.find((error) => typeof error === 'string') as string | undefined;
}

export function useFieldMessage(): string | undefined {
  return fieldMessage(useFieldContext<unknown>());
}

export type Bound<P> = Omit<
  P,
  'name' | 'value' | 'checked' | 'onChange' | 'error' | 'defaultValue'
>;

/**
 * What a text input takes from its field: name, value, message and change (no blur: above).
 * On a page the server rendered, the input is read-only until the page's script has taken it
 * over (hydrated): React would otherwise reset text typed into the server's input before then,
 * and the reader would lose it. Outside hydration (a page rendered in the browser) it is
 * editable from the first render.
 */
function useTextBinding(readOnly: boolean | undefined) {
  const field = useFieldContext<string>();
  const hydrated = useHydrated();
  return {
    name: field.name,
    value: field.state.value,
    error: fieldMessage(field),
    readOnly: readOnly === true || !hydrated,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.handleChange(event.target.value),
  };
}

export function BoundTextField(props: Bound<TextFieldProps>) {
  return <TextField {...props} {...useTextBinding(props.readOnly)} />;
}

/** An e-mail address: the email keyboard and autofill by default (`autoComplete` may change). */
export function BoundEmailField(props: Bound<TextFieldProps>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
      {...useTextBinding(props.readOnly)}
    />
  );
}

export function BoundPasswordField(props: Bound<PasswordFieldProps>) {
  return <PasswordField {...props} {...useTextBinding(props.readOnly)} />;
}

export function BoundTextArea(props: Bound<TextAreaProps>) {
  return <TextArea {...props} {...useTextBinding(props.readOnly)} />;
}

/** The design system's inputs as the form layer's field components (`createFormHook`). */
export const fieldComponents = {
  TextField: BoundTextField,
  EmailField: BoundEmailField,
  PasswordField: BoundPasswordField,
  TextArea: BoundTextArea,
};
