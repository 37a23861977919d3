/**
 * The form hook screens use: the form layer (design-system/forms: drafts, failures, focus, one request at
 * a time) with the design system's inputs bound as its field components, so that
 *
 *   <form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>
 *   <form.SubmitButton busyLabel="Sending...">Send</form.SubmitButton>
 *
 * render this library's TextField and Button. The binding lives here, in components, because the
 * layering runs forms → components: the layer knows no component, the components know the layer.
 */
import type { ComponentType, ReactNode } from 'react';
import { createForumFormHook } from '../../forms/formLayer.tsx';
import type { FormValues } from '../../forms/drafts.ts';
import { LayerForm } from '../../forms/formComponents.tsx';
import { fieldComponents } from './boundFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';

export const { useForumAppForm, withForm, withFieldGroup } = createForumFormHook({
  fieldComponents,
  formComponents: { Form: LayerForm, SubmitButton },
});

/** The form `useForumAppForm` returns: TanStack's app form with these inputs, plus `layer`. */
export type ForumAppForm<V extends FormValues> = ReturnType<typeof useForumAppForm<V>>;

// ── field groups ──

/*
 * Groups of fields that several forms ask for alike, as TanStack Form's field groups
 * (`withFieldGroup`): each form maps the group's fields onto its own names and gives the labels
 * in its own words, and the fields stay on the form layer (drafts, rules, failures, focus).
 *
 *   <NewPasswordFields
 *     form={form}
 *     fields={{ password: 'newPassword', confirm: 'confirmPassword' }}
 *     labels={{ password: t.newPassword, confirm: t.confirmNewPassword, hint: t.passwordHint }}
 *   />
 */

/** The words on a new password and its confirmation, in the form's own texts. */
export interface NewPasswordLabels {
  /** The new password's label ('Password', 'New password'). */
  password: string;
  /** The confirmation's label ('Confirm password'). */
  confirm: string;
  /** What a password must be, under the new password (the spec's length rule). */
  hint?: string;
  /** The confirmation's show button, when the form names it apart from the first one's. */
  showConfirm?: string;
  /** The confirmation's hide button, when the form names it apart from the first one's. */
  hideConfirm?: string;
}

/** The new password group, as TanStack Form's field group (NewPasswordFields below). */
const NewPasswordGroup = /* @__PURE__ */ withFieldGroup({
  defaultValues: { password: '', confirm: '' },
  props: { labels: {} as NewPasswordLabels },
  render: function NewPasswordRender({ group, labels }) {
    return (
      <>
        <group.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={labels.password}
              autoComplete="new-password"
              hint={labels.hint}
              required
            />
          )}
        </group.AppField>
        <group.AppField name="confirm">
          {(field) => (
            <field.PasswordField
              label={labels.confirm}
              autoComplete="new-password"
              required
              showPasswordLabel={labels.showConfirm}
              hidePasswordLabel={labels.hideConfirm}
            />
          )}
        </group.AppField>
      </>
    );
  },
});

/** The words on a person's name and e-mail address, in the form's own texts. */
export interface ContactDetailsLabels {
  /** The name's label ('Name'). */
  name: string;
  /** The e-mail address's label ('Email'). */
  email: string;
}

/** The name and e-mail group, as TanStack Form's field group (ContactDetailsFields below). */
const ContactDetailsGroup = /* @__PURE__ */ withFieldGroup({
  defaultValues: { name: '', email: '' },
  props: { labels: {} as ContactDetailsLabels },
  render: function ContactDetailsRender({ group, labels }) {
    return (
      <>
        <group.AppField name="name">
          {(field) => <field.TextField label={labels.name} autoComplete="name" required />}
        </group.AppField>
        <group.AppField name="email">
          {(field) => <field.EmailField label={labels.email} required />}
        </group.AppField>
      </>
    );
  },
});

/**
 * Renders a TanStack field group with props typed by the form's own values (its generic types
 * name every form option; the form's field names are what matter here).
 */
function asGroup<P extends object>(group: unknown, props: P): ReactNode {
  const Group = group as ComponentType<P>;
  return <Group {...props} />;
}

/** What a field group takes: the form, which of its fields each of the group's is, and the words. */
export interface FieldGroupProps<V extends FormValues, K extends string, L> {
  /** The form the fields belong to (from `useForumAppForm`). */
  form: ForumAppForm<V>;
  /** Which of the form's fields each of the group's is ({ password: 'newPassword', … }). */
  fields: Record<K, keyof V & string>;
  /** The labels and hints, in the form's own texts. */
  labels: L;
}

/**
 * A new password and its confirmation: both required, both `autocomplete="new-password"` (so a
 * password manager offers a strong one), each with its own show button.
 */
export function NewPasswordFields<V extends FormValues>(
  props: FieldGroupProps<V, 'password' | 'confirm', NewPasswordLabels>,
) {
  return asGroup(NewPasswordGroup, props);
}

/**
 * A person's full name and e-mail address, both required: autocompleted as a name, and checked
 * as an address by the e-mail field's own rule.
 */
export function ContactDetailsFields<V extends FormValues>(
  props: FieldGroupProps<V, 'name' | 'email', ContactDetailsLabels>,
) {
  return asGroup(ContactDetailsGroup, props);
}
