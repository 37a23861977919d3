/**
 * The texts of "Save this board" on a board and of the Saved page (/saved); the thread's Save
 * button and the reasons a save fails are shared (connected/saving.ts). The
 * product's own words (the specs have no offline saving).
 */
export const savedText = {
  // ── a board ──
  boardTitle: (board: string) => `Save this board: ${board}`,
  boardLoading: 'Reading the board...',
  boardFailed: 'The board could not be read. Check the connection and try again.',
  boardClose: 'Close',
  boardOffer: (threads: number, size: string) =>
    `Save the ${threads} ${threads === 1 ? 'thread' : 'threads'} on this page for reading offline? About ${size} for ${threads} ${threads === 1 ? 'thread' : 'threads'}.`,
  boardNoImages: 'Pictures are left out while the data saver is on.',
  boardStart: (threads: number) => `Save ${threads} ${threads === 1 ? 'thread' : 'threads'}`,
  boardNotNow: 'Not now',
  boardProgress: (done: number, total: number) => `Saving ${done} of ${total} threads...`,
  boardProgressLabel: 'Saving the board',
  cancel: 'Cancel',
  boardDone: (threads: number) =>
    `${threads} ${threads === 1 ? 'thread' : 'threads'} saved for offline.`,
  boardCancelled: 'Saving stopped. What was saved before stays saved.',
  // ── the Saved page ──
  pageTitle: 'Saved for offline',
  pageDescription: 'Threads and boards kept on this device, to read without a connection.',
  listLabel: 'Saved threads and boards',
  emptyTitle: 'Nothing saved yet',
  emptyDescription:
    'Use "Save for offline" on a thread, or "Save this board" on a board, to read it on the bus.',
  browseForums: 'Browse the forums',
  loadFailed: 'Your saved threads could not be read on this device.',
  retry: 'Try again',
  kindBoard: (threads: number) => `Board · ${threads} ${threads === 1 ? 'thread' : 'threads'}`,
  kindThread: 'Thread',
  age: (when: string) => `Saved ${when}`,
  remove: 'Remove',
  removeLabel: (title: string) => `Remove "${title}" from this device`,
  removeAll: 'Remove all',
  removed: (title: string) => `"${title}" was removed from this device.`,
  removedAll: 'Everything saved was removed from this device.',
  total: (count: number, size: string) =>
    `${count} ${count === 1 ? 'item' : 'items'} · ${size} on this device`,
  offlineNote: 'You are offline. Everything here opens without a connection.',
  notPersisted:
    'This browser may clear saved threads when the phone runs low on space. Open them now and then, or install the site, to keep them.',
  unsupported: 'This browser cannot keep threads for reading offline.',
} as const;
