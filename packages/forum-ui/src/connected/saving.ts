/**
 * Texts of saving a page for offline that more than one feature shows: the thread's "Save for
 * offline" and why a save did not happen (the thread page, a board, the Saved page). The
 * product's own words (the specs have no offline saving). Kept here, below the features that
 * share them.
 */
import type { SaveRefusal } from '@forum/api';

/** Where "Save this board" leads: the Saved page, which saves the board named after it. */
export const SAVE_BOARD_PATH = '/saved?board=';

export const savingText = {
  saveBoard: 'Save this board',
  save: 'Save for offline',
  saving: 'Saving...',
  update: 'Update saved copy',
  savedAt: (when: string, size: string) => `Saved ${when} · ${size}`,
  savedDone: 'Saved for offline. It opens without a connection.',
} as const;

/** Why a save did not happen, in the reader's words (next to the button that tried). */
export const saveRefusalText: Record<SaveRefusal, string> = {
  quota:
    'This device refused the space. Remove saved threads on the Saved page, or free some space on the phone, then try again.',
  full: 'You keep as much as this site saves on one device. Remove some on the Saved page first.',
  offline: 'You are offline. Save it when you are back online.',
  cancelled: 'Saving stopped. What was saved before stays saved.',
  failed: 'It could not be saved. Try again.',
};
