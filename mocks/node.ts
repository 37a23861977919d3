/** The handlers in Node (Vitest, scripts): state in memory; `db.reset()` reseeds. */
import { setupServer } from 'msw/node';
import { db, handlers } from './handlers/index.ts';

export const server = setupServer(...handlers);
export { db, handlers };
export const reset = () => db.reset();
