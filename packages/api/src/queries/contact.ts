/** The public contact form. A new message shows up in the staff contact list and its counts. */
import { useApi } from '../provider.tsx';
import type { Operation } from './keys.ts';
import { apiMutation, useInvalidateOnSuccess } from './shared.ts';

export const operations = [['post', '/contact']] as const satisfies readonly Operation[];

/** POST /contact (name, email, subject, message); the answer has a message. */
export function useSubmitContact() {
  const { hooks } = useApi();
  return apiMutation(
    hooks.useMutation(
      'post',
      '/contact',
      useInvalidateOnSuccess(['/contact-forms', '/contact-forms/stats']),
    ),
  );
}
