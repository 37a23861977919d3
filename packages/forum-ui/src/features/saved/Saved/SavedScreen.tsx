import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRemoveSaved, useSavedItems, useStoragePersisted } from '@forum/api';
import { savedText as t } from '../messages.ts';
import { SavedView } from './SavedView.tsx';
import { SaveBoard } from './SaveBoard.tsx';
import { offlineSnapshot, onConnectionChange } from './connection.ts';

const hasCacheStorage = () => typeof caches !== 'undefined';

export interface SavedScreenProps {
  /** The page came from the device's copy: the network did not answer when it was opened. */
  openedOffline?: boolean;
}

/**
 * /saved: the reader's saved threads and boards (SavedView), read from this device. With
 * `?board={slug}` (a board's "Save this board"), it offers to save that board first.
 */
export function SavedScreen({ openedOffline = false }: SavedScreenProps) {
  const [search, setSearch] = useSearchParams();
  const board = search.get('board')?.trim();
  const items = useSavedItems();
  const persisted = useStoragePersisted().data;
  const remove = useRemoveSaved();
  // The browser's own word, and the page's (connection.ts): a page opened offline never told
  // TanStack Query's onlineManager.
  const offline = useSyncExternalStore(
    onConnectionChange,
    () => offlineSnapshot(openedOffline),
    () => false,
  );
  const supported = useSyncExternalStore(noSubscription, hasCacheStorage, () => true);
  const removed = remove.isSuccess
    ? remove.variables === undefined
      ? t.removedAll
      : t.removed(remove.variables.title)
    : undefined;
  return (
    <SavedView
      boardSave={
        board && (
          <SaveBoard key={board} slug={board} onClose={() => setSearch({}, { replace: true })} />
        )
      }
      status={
        !supported ? 'unsupported' : items.isError ? 'error' : items.data ? 'ready' : 'loading'
      }
      items={items.data}
      offline={offline}
      persisted={persisted !== false}
      removing={remove.isPending ? (remove.variables?.path ?? 'all') : undefined}
      announcement={removed}
      onRemove={(item) => remove.mutateAsync(item)}
      onRemoveAll={() => remove.mutateAsync(undefined)}
      onRetry={() => void items.refetch()}
    />
  );
}

const noSubscription = () => () => {};
