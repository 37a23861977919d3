/**
 * What this site keeps on the device for a member, each store with its removal, run by logout
 * (@forum/api's logOut, memberData.ts) right after the session leaves storage, online or not:
 * - form drafts and their marks to send again after a login, in this tab and in this browser
 *   (reply drafts, the thread form, Settings, the contact form...);
 * - recent searches;
 * - the pages and API answers the service worker saved for reading offline: the threads the
 *   member read ("Available offline", the offline page), their searches, e-mail links.
 * @forum/api adds the outbox (replies and likes waiting for a network) itself.
 */
import { keepsMemberData } from '@forum/api';
import { clearFormDrafts, draftStorage } from '@forum/forum-ui/design-system';
import { clearRecentSearches } from '@forum/forum-ui/features/search';
import { CACHES } from '../worker/rules.ts';

keepsMemberData('form drafts', () => {
  clearFormDrafts(draftStorage('session'));
  clearFormDrafts(draftStorage('local'));
});
keepsMemberData('recent searches', () => clearRecentSearches());
keepsMemberData('saved pages', async () => {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(CACHES.pages), caches.delete(CACHES.api)]);
});
