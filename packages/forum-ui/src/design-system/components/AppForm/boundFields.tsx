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
 *
 * A text field with a `limit` (the contract's maxLength, from `CONTRACT_LIMITS`) shows a counter
 * and tells the layer, which refuses over-long text on submit; an EmailField tells the layer it
 * holds an address. Nothing typed or pasted is ever cut (no `maxlength` attribute).
 */
import { useEffect, type ChangeEvent, type ReactNode } from 'react';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField.tsx';
import { TextArea, type TextAreaProps } from '../TextArea/TextArea.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useFieldContext } from '../../forms/formContexts.ts';
import { layerOf } from '../../forms/formComponents.tsx';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { formText } from '../../messages/forms.ts';

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

/**
 * Tells the form layer what this field declares (its limit, whether it is an e-mail address), so
 * the layer's submit refuses what breaks it, with the field's label in the message.
 */
function useFieldRule(label: ReactNode, limit: number | undefined, email = false) {
  const field = useFieldContext<unknown>();
  const { form, name } = field;
  const text = typeof label === 'string' ? label : formText.thisField;
  useEffect(() => {
    if (limit === undefined && !email) return;
    const rules = layerOf(form).rules;
    rules.set(name, { label: text, limit, email });
    return () => {
      rules.delete(name);
    };
  }, [form, name, text, limit, email]);
}

/**
 * Declares a field's rule for a field rendered without a bound component (a TextField with its
 * own change handler): `<FieldRule label="Title" limit={255} />` inside its `form.AppField`.
 */
export function FieldRule({
  label,
  limit,
  email,
}: {
  label: ReactNode;
  limit?: number;
  email?: boolean;
}) {
  useFieldRule(label, limit, email);
  return null;
}

export function BoundTextField(props: Bound<TextFieldProps>) {
  useFieldRule(props.label, props.limit);
  return <TextField {...props} {...useTextBinding(props.readOnly)} />;
}

/**
 * An e-mail address: the email keyboard and autofill by default (`autoComplete` may change). The
 * layer refuses a value that is not an address before anything is sent or confirmed.
 */
export function BoundEmailField(props: Bound<TextFieldProps>) {
  useFieldRule(props.label, props.limit, true);
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
  useFieldRule(props.label, props.limit);
  return <TextArea {...props} {...useTextBinding(props.readOnly)} />;
}

/** The design system's inputs as the form layer's field components (`createFormHook`). */
export const fieldComponents = {
  TextField: BoundTextField,
  EmailField: BoundEmailField,
  PasswordField: BoundPasswordField,
  TextArea: BoundTextArea,
};
