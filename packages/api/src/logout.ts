/**
 * The rest of logging out, after the session has left storage (auth.ts's logOut): everything the
 * device keeps for the member, then the server. Its own chunk, loaded ahead when a member signs
 * in, so that the served site's worker keeps it for a logout without a network.
 */
import type { ApiClient } from './client.ts';
import { clearMemberData, keepsMemberData } from './memberData.ts';

// The outbox's waiting replies and likes are the member's: a logout discards them. IndexedDB's
// code loads only then.
keepsMemberData('outbox', async () => (await import('./outbox/outboxStore.ts')).clearOutbox());
// How far the member read in each thread (reading/): theirs, so it goes too; a guest's stays.
keepsMemberData('reading positions', async () =>
  (await import('./reading/store.ts')).clearMemberPositions(),
);

// Threads and boards saved for offline (saved/): a member's cache goes whole; a guest's stays.
keepsMemberData('saved for offline', async () =>
  (await import('./saved/saveForOffline.ts')).clearMemberSaved(),
);

/**
 * 1. Everything kept for the member goes (memberData.ts: drafts and marks to send again, recent
 *    searches, the outbox, reading positions, saved pages).
 * 2. Then POST /auth/logout with the token that was removed, `keepalive`, so a tab closed at once
 *    still sends it. Offline, it goes when the network returns while the page is open; a page
 *    closed before then drops it (the token is no longer anywhere on the device).
 */
export async function leave(api: ApiClient, token: string | null): Promise<void> {
  await clearMemberData();
  if (token) tellServer(api, token);
}

function tellServer(api: ApiClient, token: string): void {
  const send = () =>
    api.client
      .POST('/auth/logout', { headers: { Authorization: `Bearer ${token}` }, keepalive: true })
      .then(
        () => true,
        () => false,
      );
  void send().then((sent) => {
    if (sent || typeof window === 'undefined') return;
    window.addEventListener('online', () => void send(), { once: true });
  });
}
