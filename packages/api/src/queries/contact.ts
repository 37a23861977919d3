/** The public contact form. A new message shows up in the staff contact list and its counts. */
import type { Operation } from './keys.ts';
import { useInvalidatingMutation } from './shared.ts';

export const operations = [['post', '/contact']] as const satisfies readonly Operation[];

/** POST /contact (name, email, subject, message); the answer has a message. */
export function useSubmitContact() {
  return useInvalidatingMutation('post', '/contact', ['/contact-forms', '/contact-forms/stats']);
}
