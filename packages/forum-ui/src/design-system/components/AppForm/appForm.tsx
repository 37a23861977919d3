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
import { createForumFormHook } from '../../forms/formLayer.tsx';
import type { FormValues } from '../../forms/drafts.ts';
import { LayerForm } from '../../forms/formComponents.tsx';
import { fieldComponents } from './boundFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';

export const { useForumAppForm, withForm } = createForumFormHook({
  fieldComponents,
  formComponents: { Form: LayerForm, SubmitButton },
});

/** The form `useForumAppForm` returns: TanStack's app form with these inputs, plus `layer`. */
export type ForumAppForm<V extends FormValues> = ReturnType<typeof useForumAppForm<V>>;
