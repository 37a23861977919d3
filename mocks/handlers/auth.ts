/** auth: registration, login, session, e-mail verification, the user's own account. */
import { sha1 } from '../db/sha1.ts';
import type { MockDb } from '../db/db.ts';
import type { UserRow } from '../db/types.ts';
import { fail, http, MESSAGES, notFound } from './support/http.ts';
import { requireUser } from './support/auth.ts';
import { idParam, readJson } from './support/input.ts';
import { type Rule, validate, validationError } from './support/validation.ts';
import { sessionUser } from './_views.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** Multipart image rule shared by the avatar and the editor upload: images only, under 5 MB. */
export async function readImage(
  db: MockDb,
  request: Request,
  field: string,
  userId: number,
  kind: 'avatar' | 'image',
): Promise<string> {
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  const file = form?.get(field);
  if (!file || typeof file === 'string')
    validationError({ [field]: [`The ${field} field is required.`] });
  if (!IMAGE_TYPES.includes(file.type))
    validationError({ [field]: [`The ${field} field must be an image (jpeg, png, gif or webp).`] });
  if (file.size >= MAX_UPLOAD_BYTES)
    validationError({
      [field]: [
        `The ${field} must be smaller than 5 MB (it is ${(file.size / 1048576).toFixed(1)} MB).`,
      ],
    });
  const id = db.nextId('uploads');
  let url = `/uploads/${kind}s/${userId}-${id}.${file.type.split('/')[1]}`;
  if (file.size <= 48 * 1024) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    url = `data:${file.type};base64,${btoa(binary)}`;
  }
  db.state.uploads.push({
    id,
    user_id: userId,
    kind,
    url,
    mime: file.type,
    size: file.size,
    created_at: db.nowIso(),
  });
  return url;
}

const uniqueEmail =
  (db: MockDb, except?: number): Rule =>
  (value) =>
    db.state.users.some(
      (u) => u.email.toLowerCase() === String(value).trim().toLowerCase() && u.id !== except,
    )
      ? 'The email has already been taken.'
      : null;

function verificationFor(db: MockDb, user: UserRow) {
  const hash = sha1(user.email);
  db.state.verificationLinks.push({
    id: db.nextId('verificationLinks'),
    user_id: user.id,
    hash,
    created_at: db.nowIso(),
  });
  return { id: user.id, hash };
}

export function authHandlers(db: MockDb) {
  return [
    http.post('/auth/register', async ({ request, response }) => {
      const body = await readJson(request);
      validate(body, {
        name: ['required', 'string', 'max:255'],
        email: ['required', 'string', 'email', 'max:254', uniqueEmail(db)],
        password: ['required', 'string', 'min:6', 'confirmed'],
      });
      const now = db.nowIso();
      const name = String(body.name).trim();
      const user: UserRow = {
        id: db.nextId('users'),
        name,
        email: String(body.email).trim().toLowerCase(),
        username: null,
        password: String(body.password),
        role: 'user',
        avatar_url: null,
        bio: null,
        created_at: now,
        last_login_at: null,
        email_verified_at: null,
        is_banned: false,
        is_approved: false,
        approval: 'pending',
        approved_at: null,
      };
      db.state.users.push(user);
      const verification = verificationFor(db, user);
      db.changed();
      return response(201).json({
        message: 'Registration successful! Please check your email to verify your account.',
        user: sessionUser(user),
        verification,
      });
    }),
    http.post('/auth/login', async ({ request, response }) => {
      const body = await readJson(request);
      validate(body, {
        email: ['required', 'string', 'email', 'max:254'],
        password: ['required', 'string'],
      });
      const user = db.userByEmail(String(body.email));
      if (!user || user.password !== body.password)
        validationError({ email: ['These credentials do not match our records.'] });
      if (!user.email_verified_at) fail(403, MESSAGES.unverified);
      if (user.is_banned) fail(403, MESSAGES.banned);
      const token = db.newToken();
      db.state.tokens.push({ token, user_id: user.id, created_at: db.nowIso() });
      user.last_login_at = db.nowIso();
      db.changed();
      return response(200).json({
        message: 'Login successful',
        user: sessionUser(user),
        token,
        token_type: 'Bearer',
      });
    }),
    http.post('/auth/logout', ({ request, response }) => {
      requireUser(db, request, 'user', { allowSuspended: true });
      const token = request.headers
        .get('authorization')
        ?.replace(/^Bearer\s+/i, '')
        .trim();
      db.state.tokens = db.state.tokens.filter((t) => t.token !== token);
      db.changed();
      return response(200).json({ message: 'Logged out successfully.' });
    }),
    http.get('/auth/user', ({ request, response }) => {
      const user = requireUser(db, request);
      return response(200).json({ user: sessionUser(user) });
    }),
    http.get('/auth/verify-email/{id}/{hash}', ({ params, response }) => {
      const user = db.user(idParam(params.id));
      if (!user) notFound();
      if (String(params.hash) !== sha1(user.email)) fail(403, 'Invalid verification link.');
      if (user.email_verified_at) return response(200).json({ message: 'Email already verified.' });
      user.email_verified_at = db.nowIso();
      db.changed();
      return response(200).json({ message: 'Email verified successfully.' });
    }),
    http.post('/auth/resend-verification-email', async ({ request, response }) => {
      const body = await readJson(request);
      validate(body, {
        email: [
          'required',
          'string',
          'email',
          'max:254',
          (v) => (db.userByEmail(String(v)) ? null : 'The selected email is invalid.'),
        ],
      });
      const user = db.userByEmail(String(body.email))!;
      if (user.email_verified_at) return response(200).json({ message: 'Email already verified.' });
      const verification = verificationFor(db, user);
      db.changed();
      return response(200).json({ message: 'Verification email sent successfully.', verification });
    }),
    http.put('/auth/profile', async ({ request, response }) => {
      const user = requireUser(db, request);
      const body = await readJson(request);
      validate(body, {
        name: ['required', 'string', 'max:255'],
        email: ['required', 'string', 'email', 'max:254', uniqueEmail(db, user.id)],
      });
      user.name = String(body.name).trim();
      user.email = String(body.email).trim().toLowerCase();
      db.changed();
      return response(200).json({
        message: 'Profile updated successfully.',
        user: sessionUser(user),
      });
    }),
    http.put('/auth/password', async ({ request, response }) => {
      const user = requireUser(db, request);
      const body = await readJson(request);
      validate(body, {
        current_password: [
          'required',
          'string',
          (v) =>
            v === user.password
              ? null
              : 'The provided password does not match your current password.',
        ],
        password: ['required', 'string', 'min:6', 'confirmed'],
      });
      user.password = String(body.password);
      db.changed();
      return response(200).json({ message: 'Password updated successfully.' });
    }),
    http.post('/auth/avatar', async ({ request, response }) => {
      const user = requireUser(db, request);
      const url = await readImage(db, request, 'avatar', user.id, 'avatar');
      user.avatar_url = url;
      db.changed();
      return response(200).json({
        message: 'Avatar updated successfully.',
        avatar_url: url,
        user: sessionUser(user),
      });
    }),
  ];
}
