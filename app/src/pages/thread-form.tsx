import { ThreadFormScreen, writingMessages } from '@forum/forum-ui/features/writing';
import { RequireAuth } from '../RequireAuth.tsx';

/**
 * /ThreadForm: create a thread (members only: a guest is told 'Please login to create a
 * thread' and sent to /login, which brings them back; the rich-text editor loads as its own
 * chunk).
 */
export function Component() {
  return (
    <RequireAuth guestMessage={writingMessages.loginToCreate}>
      <ThreadFormScreen />
    </RequireAuth>
  );
}
