// The header's notification bell, in its own chunk: only a signed-in member has one, so a guest's
// first visit (most first visits) does not carry it, its queries or its texts (bench:bundle).
import { preloadLogout } from '@forum/api';

export { NotificationBellScreen } from '@forum/forum-ui/features/profile';

// A member's page (a login, or a restored session): the rest of logging out is fetched once the
// page is idle (not in the way of its own chunks), so that the served site's worker has it for a
// logout without a network.
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 5_000 })
    : setTimeout(task, 1_000);
whenIdle(() => void preloadLogout(() => import('../memberData.ts')).catch(() => undefined));
