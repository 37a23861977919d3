/**
 * Saved threads and boards in the query cache: the reader's list (`['saved', owner]`), a save
 * under way (its progress, `['saved', owner, 'progress', path]`), and the calls that save and
 * remove. The Cache Storage code loads in the functions, never with a page's first download.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useSession } from '../provider.tsx';
import { LOCAL, readingOwner } from '../reading/readingQuery.ts';
import type { SaveRequest } from './saveForOffline.ts';
import type { SavedItem, SavedOwner } from './saved.ts';

const loadSavedStore = () => import('./saveForOffline.ts');

export const savedKey = (owner: SavedOwner) => ['saved', owner] as const;
const progressKey = (owner: SavedOwner, path: string) =>
  ['saved', owner, 'progress', path] as const;

export interface SaveProgress {
  done: number;
  total: number;
}

/** The reader signed in now, as an owner of saved copies. */
function useSavedOwner(): { owner: SavedOwner; stillOwner: () => boolean } {
  const { session } = useApi();
  const owner = readingOwner(useSession().user?.id);
  return { owner, stillOwner: () => readingOwner(session.getState().user?.id) === owner };
}

/** What the reader saved, newest first; undefined until read (never on the server). */
export function useSavedItems() {
  const { owner } = useSavedOwner();
  return useQuery({
    ...LOCAL,
    queryKey: savedKey(owner),
    queryFn: async (): Promise<SavedItem[]> => (await loadSavedStore()).listSaved(owner),
  });
}

/** Whether the browser keeps the site's storage under pressure (`navigator.storage.persisted`). */
export function useStoragePersisted() {
  return useQuery({
    ...LOCAL,
    queryKey: ['saved', 'persisted'],
    queryFn: async () => (await navigator.storage?.persisted?.()) ?? false,
  });
}

/** Saves under way, by the path they save, so that Cancel reaches them. */
const running = new Map<string, AbortController>();

/** Stops the save of `path` (what was saved before stays). */
export const cancelSaving = (path: string) => running.get(path)?.abort();

export type SaveInput = Pick<SaveRequest, 'threads' | 'board' | 'images' | 'estimate'>;

/**
 * Saves threads (or a board) for the reader signed in; `key` names the save (the thread's or the
 * board's path) for its progress and Cancel.
 */
export function useSaveForOffline(key: string) {
  const { owner, stillOwner } = useSavedOwner();
  const queryClient = useQueryClient();
  const progress = useQuery<SaveProgress | null>({
    ...LOCAL,
    queryKey: progressKey(owner, key),
    queryFn: () => null,
  });
  const save = useMutation({
    mutationKey: ['save-for-offline', key],
    // Saving needs the network; the mutation itself must not wait for it (it says 'offline').
    networkMode: 'always',
    mutationFn: async (input: SaveInput) => {
      const controller = new AbortController();
      running.set(key, controller);
      try {
        const { saveForOffline } = await loadSavedStore();
        return await saveForOffline({
          ...input,
          owner,
          stillOwner,
          signal: controller.signal,
          onProgress: (done, total) =>
            queryClient.setQueryData(progressKey(owner, key), { done, total }),
        });
      } finally {
        running.delete(key);
        queryClient.setQueryData(progressKey(owner, key), null);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey(owner), exact: true }),
  });
  return { save, progress: progress.data ?? null };
}

/** Removes one saved item, or everything the reader saved (no item). */
export function useRemoveSaved() {
  const { owner } = useSavedOwner();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (item?: Pick<SavedItem, 'path' | 'title'>) => {
      const store = await loadSavedStore();
      await (item === undefined
        ? store.removeAllSaved(owner)
        : store.removeSaved(owner, item.path));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey(owner), exact: true }),
  });
}
