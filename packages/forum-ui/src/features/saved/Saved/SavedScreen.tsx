import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  offlineSnapshot,
  onConnectionChange,
  useRemoveSaved,
  useSavedItems,
  useStoragePersisted,
} from '@forum/api';
import { savedText as t } from '../messages.ts';
import { SavedView } from './SavedView.tsx';
import { SaveBoard } from './SaveBoard.tsx';

const hasCacheStorage = () => typeof caches !== 'undefined';

/**
 * /saved: the reader's saved threads and boards (SavedView), read from this device. With
 * `?board={slug}` (a board's "Save this board"), it offers to save that board first.
 */
export function SavedScreen() {
  const [search, setSearch] = useSearchParams();
  const board = search.get('board')?.trim();
  const items = useSavedItems();
  const persisted = useStoragePersisted().data;
  const remove = useRemoveSaved();
  // The browser's word, and the service worker's mark on a page it answered from its copy
  // (@forum/api's connection): a page opened offline never hears an 'offline' event.
  const offline = useSyncExternalStore(onConnectionChange, offlineSnapshot, () => false);
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
