import { SavedScreen } from '@forum/forum-ui/features/saved';

/** /saved: what this device keeps for reading offline (the browser renders it: only it knows). */
export function Component() {
  return <SavedScreen />;
}
