/** contact-forms: staff management of contact messages. */
import type { MockDb } from '../db/db.ts';
import type { S } from '../db/types.ts';
import { http, notFound } from './support/http.ts';
import { requireUser } from './support/auth.ts';
import { idParam, queryObject, readJson } from './support/input.ts';
import { cleanText, validate, validationError } from './support/validation.ts';
import { byNewest, pageParams, paginate } from './support/lists.ts';
import { notify } from './support/records.ts';
import { contactResource } from './_views.ts';

const DAY = 86_400_000;

export function contactFormHandlers(db: MockDb) {
  const find = (id: unknown) =>
    db.state.contactForms.find((c) => c.id === idParam(id)) ?? notFound();
  return [
    // Literal /contact-forms/stats first.
    http.get('/contact-forms/stats', ({ request, response }) => {
      requireUser(db, request, 'moderator');
      const all = db.state.contactForms;
      const count = (s: S['ContactStatus']) => all.filter((c) => c.status === s).length;
      const now = db.now();
      return response(200).json({
        data: {
          total: all.length,
          pending: count('pending'),
          in_progress: count('in_progress'),
          resolved: count('resolved'),
          closed: count('closed'),
          recent: all.filter((c) => now - Date.parse(c.created_at) <= 7 * DAY).length,
        },
      });
    }),
    http.get('/contact-forms', ({ request, response }) => {
      requireUser(db, request, 'moderator');
      const q = queryObject(request);
      validate(q, {
        status: ['in:pending,in_progress,resolved,closed'],
        search: ['string', 'max:255'],
      });
      const { page, perPage } = pageParams(q, 15);
      const search = q.search?.trim().toLowerCase();
      const list = db.state.contactForms
        .filter(
          (c) =>
            (!q.status || c.status === q.status) &&
            (!search ||
              `${c.name} ${c.email} ${c.subject} ${c.message}`.toLowerCase().includes(search)),
        )
        .sort(byNewest);
      const { data, meta } = paginate(list, page, perPage);
      return response(200).json({ data: data.map((c) => contactResource(db, c)), meta });
    }),
    http.put('/contact-forms/{id}/status', async ({ request, params, response }) => {
      requireUser(db, request, 'moderator');
      const c = find(params.id);
      const body = await readJson(request);
      validate(body, { status: ['required', 'in:pending,in_progress,resolved,closed'] });
      c.status = body.status as S['ContactStatus'];
      c.updated_at = db.nowIso();
      db.changed();
      return response(200).json({
        message: 'Status updated successfully',
        data: contactResource(db, c),
      });
    }),
    http.post('/contact-forms/{id}/respond', async ({ request, params, response }) => {
      const staff = requireUser(db, request, 'moderator');
      const c = find(params.id);
      const body = await readJson(request);
      validate(body, { response: ['required', 'string', 'max:5000'] });
      if (c.admin_response)
        validationError({ response: ['This message has already been answered.'] });
      const now = db.nowIso();
      Object.assign(c, {
        admin_response: cleanText(String(body.response)),
        responder_id: staff.id,
        responded_at: now,
        status: 'resolved',
        updated_at: now,
      });
      notify(
        db,
        c.user_id,
        'contact_response',
        'Reply to your message',
        `Staff replied to "${c.subject}"`,
      );
      db.changed();
      return response(200).json({
        message: 'Response sent successfully',
        data: contactResource(db, c),
      });
    }),
  ];
}
