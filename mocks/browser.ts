/** The handlers in the browser worker: state persisted in localStorage ('forum-mock-db'), with reset. */
import { setupWorker } from 'msw/browser';
import {
  chaos,
  readChaosSetting,
  withChaos,
  writeChaosSetting,
  type ChaosSettings,
} from './chaos.ts';
import { STORAGE_KEY } from './db/db.ts';
import { db, handlers } from './handlers/index.ts';

// The demo keeps the real time, its data seeded relative to the moment it is seeded or reset.
db.persistTo({ storage: window.localStorage, key: STORAGE_KEY, clock: 'live' });

// Chaos as the demo bar last set it (off unless switched on).
chaos.configure(readChaosSetting(window.localStorage));

export const worker = setupWorker(...withChaos(handlers));
export { db, handlers };
/** Back to the freshly seeded data (also in localStorage). */
export const reset = () => db.reset();

/** The demo bar's chaos switch: on (a share of calls fail, seeded) or off; kept in localStorage. */
export function setChaos(settings: ChaosSettings | null): void {
  writeChaosSetting(window.localStorage, settings);
  chaos.configure(settings);
}
export { chaos };
