import { useCallback } from 'react';
import type { QueryErrorHandler } from '@forum/api';
import { queryFailureToast, useToast } from '@forum/forum-ui/design-system';

/**
 * The QueryClient's `onQueryError` for the toaster above it: a failed query whose meta asks for
 * a toast (`meta: { failureToast }`) shows it as an error toast, once per failed fetch. The
 * text is the toast's id, so queries that fail together (a tab's three lists) show one toast.
 * Screens hold no effect for it. The app and the story/test providers create their QueryClient
 * with it: `createForumQueryClient({ onQueryError: useQueryFailureToasts() })`.
 */
export function useQueryFailureToasts(): QueryErrorHandler {
  const toast = useToast();
  return useCallback<QueryErrorHandler>(
    (meta, error) => {
      const text = queryFailureToast(meta, error);
      if (text) toast.error(text, { id: text });
    },
    [toast],
  );
}
