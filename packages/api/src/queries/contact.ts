/** The public contact form. A new message shows up in the staff contact list and its counts. */
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../provider.tsx';
import { invalidate, type Operation } from './keys.ts';
import { apiMutation } from './shared.ts';

export const operations = [['post', '/contact']] as const satisfies readonly Operation[];

/** POST /contact (name, email, subject, message); the answer has a message. */
export function useSubmitContact() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return apiMutation(
    hooks.useMutation('post', '/contact', {
      onSuccess: () => invalidate(queryClient, ['/contact-forms', '/contact-forms/stats']),
    }),
  );
}
