/** uploads: images inserted by the rich-text editor (multipart, images under 5 MB). */
import type { MockDb } from '../db/db.ts';
import { http } from './support/http.ts';
import { requireUser } from './support/auth.ts';
import { readImage } from './auth.ts';

export function uploadHandlers(db: MockDb) {
  return [
    http.post('/uploads/images', async ({ request, response }) => {
      const user = requireUser(db, request);
      const url = await readImage(db, request, 'image', user.id, 'image');
      db.changed();
      return response(201).json({ url });
    }),
  ];
}
