import { useSyncExternalStore } from 'react';
import { SavedScreen } from '@forum/forum-ui/features/saved';
import { savedCopyTime } from '../offline/savedCopy.ts';

const noSubscription = () => () => {};
/** The worker answered this document from its copy (offline/savedCopy.ts): no network then. */
const openedFromSavedCopy = () => savedCopyTime(document) > 0;

/** /saved: what this device keeps for reading offline (the browser renders it: only it knows). */
export function Component() {
  const openedOffline = useSyncExternalStore(noSubscription, openedFromSavedCopy, () => false);
  return <SavedScreen openedOffline={openedOffline} />;
}
