/**
 * Every handler of the mock backend, one file per tag of openapi.yaml, over one database.
 * `createHandlers(db)` builds them for any db; `handlers` use the shared `db`.
 */
import type { HttpHandler } from 'msw';
import { createDb, type MockDb } from '../db/db.ts';
import { adminHandlers } from './admin.ts';
import { authHandlers } from './auth.ts';
import { categoryHandlers } from './categories.ts';
import { contactFormHandlers } from './contact-forms.ts';
import { contactHandlers } from './contact.ts';
import { likeHandlers } from './likes.ts';
import { metaTagHandlers } from './meta-tags.ts';
import { moderatorHandlers } from './moderator.ts';
import { notificationHandlers } from './notifications.ts';
import { postHandlers } from './posts.ts';
import { searchHandlers } from './search.ts';
import { systemHandlers } from './system.ts';
import { threadHandlers } from './threads.ts';
import { uploadHandlers } from './uploads.ts';
import { userHandlers } from './users.ts';

export function createHandlers(db: MockDb): HttpHandler[] {
  return [
    ...authHandlers(db),
    ...categoryHandlers(db),
    ...threadHandlers(db),
    ...postHandlers(db),
    ...likeHandlers(db),
    ...uploadHandlers(db),
    ...searchHandlers(db),
    ...contactHandlers(db),
    ...metaTagHandlers(db),
    ...adminHandlers(db),
    ...moderatorHandlers(db),
    ...userHandlers(db),
    ...notificationHandlers(db),
    ...systemHandlers(db),
    ...contactFormHandlers(db),
  ];
}

/** The shared database of the browser worker, Storybook and the standalone server. */
export const db = createDb();
export const handlers = createHandlers(db);
/** Chaos (mocks/chaos.ts): `withChaos(handlers)` in the demo's worker and in `npm run mock-api`. */
export { chaos, chaosFromEnv, withChaos } from '../chaos.ts';
