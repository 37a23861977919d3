/** The staff dialogs' fields and rules (plain functions, tested beside them). */
import { type FormErrors } from '@forum/forum-ui/design-system';
import { threadToolMessages as m } from './messages.ts';

export type ReasonValues = {
  reason: string;
};
export const REASON_DEFAULTS: ReasonValues = { reason: '' };

/** A reason is required and sent trimmed (reject: reason required; hide: with a reason). */
export function validateReason(values: ReasonValues): FormErrors<'reason'> {
  return values.reason.trim() === '' ? { reason: m.enterReason } : {};
}

export type MoveValues = {
  /** The chosen category's id, as the picker's value (a string). */
  categoryId: string;
};
export const MOVE_DEFAULTS: MoveValues = { categoryId: '' };

export function validateMove(values: MoveValues): FormErrors<'categoryId'> {
  return /^\d+$/.test(values.categoryId) ? {} : { categoryId: m.chooseCategory };
}

/** A category for the picker: approved ones only, subcategories as 'Parent › Child'. */
export interface PickerCategory {
  id: number;
  title?: string | null;
  name?: string | null;
  is_approved?: boolean;
  is_active?: boolean;
  children?: PickerCategory[] | null;
}

export function moveOptions(
  categories: readonly PickerCategory[] | null | undefined,
  currentId?: number | null,
): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const add = (category: PickerCategory, prefix: string) => {
    if (category.is_approved === false) return;
    const title = (category.title ?? category.name ?? '').trim() || `#${category.id}`;
    const label = prefix ? `${prefix} › ${title}` : title;
    if (category.id !== currentId && category.is_active !== false)
      options.push({ value: String(category.id), label });
    for (const child of category.children ?? []) add(child, label);
  };
  for (const category of categories ?? []) add(category, '');
  return options;
}
