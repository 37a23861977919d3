/**
 * The form layer's React contexts (TanStack Form's `createFormHookContexts`): the bound field
 * components read their field with `useFieldContext`, the form components their form with
 * `useFormContext`. Kept in their own module so that fields and `createFormHook` share them.
 */
import { createFormHookContexts } from '@tanstack/react-form';

export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts();
