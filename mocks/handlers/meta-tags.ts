/** meta-tags: the head tags of one page (active records only). */
import type { MockDb } from '../db/db.ts';
import { http, notFound } from './support/http.ts';

export function metaTagHandlers(db: MockDb) {
  return [
    http.get('/meta-tags/{page}', ({ params, response }) => {
      const record = db.state.metaTags.find((m) => m.page === params.page && m.is_active);
      if (!record) notFound();
      return response(200).json({ data: record });
    }),
  ];
}
