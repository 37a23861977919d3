/** contact: the public contact form. */
import type { MockDb } from '../db/db.ts';
import { http } from './support/http.ts';
import { viewerOf } from './support/auth.ts';
import { readJson } from './support/input.ts';
import { cleanText, validate } from './support/validation.ts';

export function contactHandlers(db: MockDb) {
  return [
    http.post('/contact', async ({ request, response }) => {
      const viewer = viewerOf(db, request);
      const body = await readJson(request);
      validate(body, {
        name: ['required', 'string', 'max:255'],
        email: ['required', 'string', 'email', 'max:254'],
        subject: ['required', 'string', 'max:255'],
        message: ['required', 'string', 'max:5000'],
      });
      const now = db.nowIso();
      db.state.contactForms.push({
        id: db.nextId('contactForms'),
        user_id: viewer?.id ?? null,
        name: cleanText(String(body.name)),
        email: cleanText(String(body.email)),
        subject: cleanText(String(body.subject)),
        message: cleanText(String(body.message)),
        status: 'pending',
        admin_response: null,
        responder_id: null,
        responded_at: null,
        created_at: now,
        updated_at: now,
      });
      db.changed();
      return response(201).json({ message: 'Your message has been sent successfully!' });
    }),
  ];
}
