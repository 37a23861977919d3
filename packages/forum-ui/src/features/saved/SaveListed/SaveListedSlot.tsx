/**
 * The place of a listed thread's "Save for offline" (SaveListedThread.tsx): a fixed square at the
 * row's end, rendered on the server and in the first visit, so that the button arriving after
 * hydration, with its own chunk, moves nothing. The page's HTML stays the same for every reader
 * (the anonymous page cache serves one copy); whether a thread is saved is known only here.
 */
import { lazy, Suspense } from 'react';
import { useHydrated, type ThreadListItem } from '@forum/forum-ui/design-system';
import type { SaveListedThreadProps } from './SaveListedThread.tsx';
import * as styles from './SaveListed.css.ts';

const SaveListedThread = lazy(() =>
  import('./SaveListedThread.tsx').then((module) => ({ default: module.SaveListedThread })),
);

export function SaveListedSlot(props: SaveListedThreadProps) {
  const hydrated = useHydrated();
  return (
    <span className={styles.slot}>
      {hydrated && (
        <Suspense fallback={null}>
          <SaveListedThread {...props} />
        </Suspense>
      )}
    </span>
  );
}

/** ThreadList's `action` for the lists readers choose from: each thread's Save for offline. */
export const saveListedAction = (thread: ThreadListItem, path: string) => (
  <SaveListedSlot path={path} title={thread.title ?? ''} replies={thread.replies_count ?? 0} />
);
