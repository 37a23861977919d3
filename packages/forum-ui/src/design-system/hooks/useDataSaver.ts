import { createContext, useContext, useSyncExternalStore } from 'react';
import { dataSaverSnapshot, subscribeDataSaver } from '../utils/dataSaver/dataSaver.ts';

/**
 * Whether the request for this page said `Save-Data: on`: the server renders with what its
 * request said, and the browser hydrates with what the server wrote beside the page's data.
 */
export const SaveDataHeaderContext = createContext(false);

/**
 * Whether the data saver is on (utils/dataSaver): on the server and while hydrating, what the
 * request's header said; from then on, the reader's switch or the browser's wish.
 */
export function useDataSaver(): boolean {
  const header = useContext(SaveDataHeaderContext);
  return useSyncExternalStore(
    subscribeDataSaver,
    () => dataSaverSnapshot(header),
    () => header,
  );
}
