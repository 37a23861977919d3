/** @forum/mocks: handlers, the db factory, scenarios and the demo accounts. */
export { createHandlers, db, handlers } from './handlers/index.ts';
export { createDb, MockDb, STORAGE_KEY, STATE_VERSION } from './db/db.ts';
export { seedState, SEED_SIZES, BIG_THREAD_ID } from './db/seed.ts';
export { demoAccounts, DEMO_PASSWORD, SEED_NOW } from './db/accounts.ts';
export { scenarios } from './scenarios/index.ts';
export { signInAs } from './sessions.ts';
export type { DemoAccountKey } from './db/accounts.ts';
