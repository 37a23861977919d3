/**
 * Binds a form field to the design system's inputs: a screen writes `{...textField(form, 'email')}`
 * on a TextField, TextArea or PasswordField, and gets the name, value, message and change handler.
 */
import type { ChangeEvent } from 'react';
import type { FormValues } from './drafts.ts';
import type { FieldName, FormBinding } from './useForumForm.ts';

/** The fields of `V` that hold text. */
export type TextFieldName<V> = {
  [K in FieldName<V>]: V[K] extends string ? K : never;
}[FieldName<V>];
/** The fields of `V` that hold a yes/no. */
export type BooleanFieldName<V> = {
  [K in FieldName<V>]: V[K] extends boolean ? K : never;
}[FieldName<V>];

export function textField<V extends FormValues, K extends TextFieldName<V>>(
  form: FormBinding<V>,
  name: K,
) {
  return {
    name,
    value: form.values[name] as string,
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setValue(name, event.target.value as V[K]),
  };
}

export function checkboxField<V extends FormValues, K extends BooleanFieldName<V>>(
  form: FormBinding<V>,
  name: K,
) {
  return {
    name,
    checked: form.values[name] as boolean,
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setValue(name, event.target.checked as V[K]),
  };
}
