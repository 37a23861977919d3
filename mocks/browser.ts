/** The handlers in the browser worker: state persisted in localStorage ('forum-mock-db'), with reset. */
import { setupWorker } from 'msw/browser';
import { STORAGE_KEY } from './db/db.ts';
import { db, handlers } from './handlers/index.ts';

db.persistTo({ storage: window.localStorage, key: STORAGE_KEY });

export const worker = setupWorker(...handlers);
export { db, handlers };
/** Back to the freshly seeded data (also in localStorage). */
export const reset = () => db.reset();
