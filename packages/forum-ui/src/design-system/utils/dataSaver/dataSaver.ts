/**
 * The data saver: whether this page fetches only what the reader asks for (no images in posts
 * until their button is pressed, no avatar pictures, no prefetch on hover or focus). On when the
 * browser asks for it (the `Save-Data: on` header the server saw, `navigator.connection.saveData`
 * here), or when the reader switches it on; the reader's switch wins either way, and is
 * remembered on this device only. A tiny store read through useSyncExternalStore (useDataSaver):
 * nothing reads storage or `navigator` while rendering on a server, and the server's answer (the
 * header) is what the page hydrates with. Plain functions, no React.
 */

/** Where the reader's own choice is kept (localStorage). */
export const DATA_SAVER_KEY = 'forum.dataSaver';

/** The reader's choice on this device: on, off, or none (the browser's wish decides). */
export type DataSaverChoice = 'on' | 'off' | null;

/** The stored choice (anything else stored reads as none). */
export const choiceOf = (stored: string | null | undefined): DataSaverChoice =>
  stored === 'on' || stored === 'off' ? stored : null;

/** Whether the saver is on: the reader's choice, else what the browser asked for. */
export const dataSaverOn = (choice: DataSaverChoice, browser: boolean): boolean =>
  choice === null ? browser : choice === 'on';

/**
 * The choice to keep when the reader switches the saver to `on`: none when that is what the
 * browser asks for anyway (the page follows the browser again), else the reader's.
 */
export const choiceFor = (on: boolean, browser: boolean): DataSaverChoice =>
  on === browser ? null : on ? 'on' : 'off';

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The stored choice; none when storage cannot be read (refused, private mode). */
const storedChoice = (): DataSaverChoice => {
  try {
    return choiceOf(storage()?.getItem(DATA_SAVER_KEY));
  } catch {
    return null;
  }
};

type Connection = EventTarget & { saveData?: boolean };
const connection = () => (navigator as { connection?: Connection }).connection;

/** What this browser asks for: the header the server saw, or its connection's saveData. */
const browserWish = (header: boolean) => header || connection()?.saveData === true;

/** The saver's state in this browser (useSyncExternalStore's snapshot). */
export const dataSaverSnapshot = (header: boolean): boolean =>
  dataSaverOn(storedChoice(), browserWish(header));

const listeners = new Set<() => void>();

/**
 * Calls `onChange` when the saver may have changed: the switch in this tab, the stored choice in
 * another tab (storage event), the connection's saveData. Returns the function that stops.
 */
export function subscribeDataSaver(onChange: () => void): () => void {
  listeners.add(onChange);
  addEventListener('storage', onChange);
  connection()?.addEventListener('change', onChange);
  return () => {
    listeners.delete(onChange);
    removeEventListener('storage', onChange);
    connection()?.removeEventListener('change', onChange);
  };
}

/** The reader switches the saver on or off (remembered on this device when it can be). */
export function setDataSaver(on: boolean, header: boolean): void {
  const choice = choiceFor(on, browserWish(header));
  try {
    if (choice === null) storage()?.removeItem(DATA_SAVER_KEY);
    else storage()?.setItem(DATA_SAVER_KEY, choice);
  } catch {
    // Storage may be full or refused: the choice cannot outlive the page, and is not kept.
  }
  listeners.forEach((listener) => listener());
}
