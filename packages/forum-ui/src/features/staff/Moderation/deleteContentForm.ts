/** The Delete Content dialog's field and rule (plain functions, tested beside them). */
import { type FormErrors } from '@forum/forum-ui/design-system';
import { moderationMessages as m } from './messages.ts';

export type DeleteContentValues = { reason: string };
export const DELETE_CONTENT_DEFAULTS: DeleteContentValues = { reason: '' };

/** Delete takes a reason (spec): required, sent trimmed. */
export function validateDeleteContent(values: DeleteContentValues): FormErrors<'reason'> {
  return values.reason.trim() === '' ? { reason: m.enterReason } : {};
}

/** The body of PUT /moderator/content/{id}/remove for a report. */
export function removeContentBody(
  report: { content_type: 'thread' | 'post' },
  values: DeleteContentValues,
): { type: 'thread' | 'post'; reason: string } {
  return { type: report.content_type, reason: values.reason.trim() };
}
