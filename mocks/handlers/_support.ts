/**
 * Shared rules of every handler, written once: the typed `http` factory, the auth guard
 * (bearer token → user; 401 / 403), Laravel-style validation (422), not-found, pagination.
 * Guards throw a Response, which MSW answers with.
 */
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@forum/api';
import type { MockDb } from '../db/db.ts';
import type { S, UserRow } from '../db/types.ts';
import type { Viewer } from './_views.ts';

/** Matches relative browser URLs (/api/v1/...) and absolute ones (http://forum.test/api/v1/...). */
export const API_BASE = '*/api/v1';
export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE });

export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  unauthorized: 'This action is unauthorized.',
  self: 'You cannot manage your own account.',
  banned: 'Your account has been banned.',
  unverified: 'Please verify your email address before logging in.',
  locked: 'This thread is locked.',
  notFound: 'Resource not found.',
} as const;

export function fail(status: number, message: string): never {
  throw HttpResponse.json({ message }, { status });
}
export function notFound(): never {
  return fail(404, MESSAGES.notFound);
}

// ── auth ──
export type Need = 'user' | 'moderator' | 'admin';

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1]!.trim() : null;
}

/** The token's user, whatever its state (undefined for guests and unknown tokens). */
export function tokenUser(db: MockDb, request: Request): UserRow | undefined {
  const token = bearer(request);
  if (!token) return undefined;
  const row = db.state.tokens.find((t) => t.token === token);
  return row ? db.user(row.user_id) : undefined;
}

/** For public calls that personalise: a valid, usable token's user, else a guest (never fails). */
export function viewerOf(db: MockDb, request: Request): (Viewer & { row: UserRow }) | null {
  const u = tokenUser(db, request);
  return u && !u.is_banned ? { id: u.id, role: u.role, row: u } : null;
}

/**
 * Protected calls: 401 for guests, 403 for banned or suspended users (while the suspension
 * runs) and for the wrong role.
 */
export function requireUser(
  db: MockDb,
  request: Request,
  need: Need = 'user',
  options: { allowSuspended?: boolean } = {},
): UserRow {
  const u = tokenUser(db, request);
  if (!u) fail(401, MESSAGES.unauthenticated);
  if (u.is_banned) fail(403, MESSAGES.banned);
  if (!options.allowSuspended) {
    const suspension = db.activeSuspension(u.id);
    if (suspension) fail(403, `Your account is suspended until ${suspension.ends_at}.`);
  }
  if (need === 'admin' && u.role !== 'admin') fail(403, MESSAGES.unauthorized);
  if (need === 'moderator' && u.role === 'user') fail(403, MESSAGES.unauthorized);
  return u;
}
export const asViewer = (u: UserRow): Viewer => ({ id: u.id, role: u.role });

// ── input ──
/**
 * Input as Laravel's TrimStrings middleware leaves it, before any rule or handler reads it: every
 * string trimmed (zero-width spaces too), in arrays and objects alike, except passwords. " 1" is
 * then page 1, as the API reads it (the contract fuzz's reverse check found the mock refusing it).
 */
function trimStrings(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return /password/.test(key) ? value : cleanText(value);
  if (Array.isArray(value)) return value.map((item) => trimStrings(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v, k)]));
  return value;
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (trimStrings(body) as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(
    [...new URL(request.url).searchParams.entries()].map(([k, v]) => [k, cleanText(v)]),
  );
}

/**
 * A path id: digits only, as the API's routes take them (`whereNumber`). Number() alone read
 * " 1", "1 " and "0b1" (binary) as post 1: the contract fuzz found a like sent to `/posts/0b1`.
 */
export function idParam(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) notFound();
  return n;
}

// ── validation (Laravel's messages) ──
const INVISIBLE = /[\s\u200B-\u200D\uFEFF]/g;
export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.replace(INVISIBLE, '') === '');
export const cleanText = (v: string) =>
  v.replace(/^[\s\u200B-\u200D\uFEFF]+|[\s\u200B-\u200D\uFEFF]+$/g, '');
export const textOfHtml = (html: string) =>
  cleanText(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&[a-z]+;/g, 'x')
      .replace(/\s+/g, ' '),
  );

/** A value the `boolean` rule accepted, as the boolean Laravel's model casts store. */
export const asBoolean = (v: unknown): boolean =>
  v === true || v === 1 || v === '1' || v === 'true';
/** A string's length as Laravel's `min`/`max` (mb_strlen) and JSON Schema's maxLength count it. */
export const lengthOf = (v: string) => [...v].length;

export type Rule =
  | 'required'
  | 'sometimes'
  | 'nullable'
  | 'string'
  | 'email'
  | 'boolean'
  | 'integer'
  | 'url'
  | 'slug'
  | 'hex'
  | 'date'
  | 'confirmed'
  | `min:${number}`
  | `max:${number}`
  | `html_min:${number}`
  | `in:${string}`
  | ((value: unknown, body: Record<string, unknown>) => string | null | undefined);

const attr = (field: string) => field.replace(/_/g, ' ');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(
  field: string,
  value: unknown,
  rules: Rule[],
  body: Record<string, unknown>,
): string | null {
  const a = attr(field);
  const present = !isBlank(value);
  if (!present) {
    if (rules.includes('required')) return `The ${a} field is required.`;
    return null;
  }
  const numeric = rules.includes('integer');
  for (const rule of rules) {
    if (typeof rule === 'function') {
      const message = rule(value, body);
      if (message) return message;
      continue;
    }
    const [name, arg = ''] = rule.split(':') as [string, string?];
    const n = Number(arg);
    switch (name) {
      case 'string':
        if (typeof value !== 'string') return `The ${a} field must be a string.`;
        break;
      case 'email':
        if (typeof value !== 'string' || !EMAIL.test(value.trim()))
          return `The ${a} field must be a valid email address.`;
        break;
      case 'boolean':
        if (![true, false, 'true', 'false', '1', '0', 1, 0].includes(value as never))
          return `The ${a} field must be true or false.`;
        break;
      case 'integer':
        // Past 2^53 a number is no longer exact (PHP's FILTER_VALIDATE_INT refuses overflow too).
        if (
          !(typeof value === 'number'
            ? Number.isSafeInteger(value)
            : typeof value === 'string' && /^-?\d+$/.test(value) && Number.isSafeInteger(+value))
        )
          return `The ${a} field must be an integer.`;
        break;
      case 'url':
        if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/.test(value))
          return `The ${a} field must be a valid URL.`;
        break;
      case 'slug':
        if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
          return `The ${a} field format is invalid.`;
        break;
      case 'hex':
        if (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value))
          return `The ${a} field must be a valid hexadecimal color.`;
        break;
      case 'date':
        if (
          typeof value !== 'string' ||
          !/^\d{4}-\d{2}-\d{2}/.test(value) ||
          Number.isNaN(Date.parse(value))
        )
          return `The ${a} field must be a valid date.`;
        break;
      case 'confirmed':
        if (body[`${field}_confirmation`] !== value)
          return `The ${a} field confirmation does not match.`;
        break;
      case 'in':
        if (!arg.split(',').includes(String(value))) return `The selected ${a} is invalid.`;
        break;
      case 'min':
        // Lengths count the text as TrimStrings left it (readJson, queryObject trim the input).
        if (numeric ? Number(value) < n : typeof value === 'string' && lengthOf(value) < n)
          return numeric
            ? `The ${a} field must be at least ${n}.`
            : `The ${a} field must be at least ${n} characters.`;
        break;
      case 'max':
        if (numeric ? Number(value) > n : typeof value === 'string' && lengthOf(value) > n)
          return numeric
            ? `The ${a} field must not be greater than ${n}.`
            : `The ${a} field must not be greater than ${n} characters.`;
        break;
      case 'html_min':
        if (typeof value === 'string' && lengthOf(textOfHtml(value)) < n)
          return `The ${a} field must be at least ${n} characters of text.`;
        break;
    }
  }
  return null;
}

export function validationError(errors: Record<string, string[]>): never {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const message =
    more > 0
      ? `${messages[0]} (and ${more} more error${more > 1 ? 's' : ''})`
      : (messages[0] ?? 'The given data was invalid.');
  throw HttpResponse.json({ message, errors }, { status: 422 });
}

/** Validates `body` against Laravel-like rules; throws a 422 with every failing field. */
export function validate(body: Record<string, unknown>, rules: Record<string, Rule[]>): void {
  const errors: Record<string, string[]> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    if (fieldRules.includes('sometimes') && !(field in body)) continue;
    const message = check(field, body[field], fieldRules, body);
    if (message) errors[field] = [message];
  }
  if (Object.keys(errors).length) validationError(errors);
}

// ── pagination ──
export const PAGE_RULES = (max = 100): Record<string, Rule[]> => ({
  page: ['integer', 'min:1'],
  per_page: ['integer', 'min:1', `max:${max}`],
});

/** `page` and `per_page`; a blank one (`?per_page=`) counts as absent, like every blank field. */
export function pageParams(query: Record<string, string>, defaultPerPage: number) {
  validate(query, PAGE_RULES());
  return {
    page: isBlank(query.page) ? 1 : Number(query.page),
    perPage: isBlank(query.per_page) ? defaultPerPage : Number(query.per_page),
  };
}

export function paginate<T>(
  items: T[],
  page: number,
  perPage: number,
): { data: T[]; meta: S['PaginationMeta'] } {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    meta: {
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      total,
      from: data.length ? start + 1 : null,
      to: data.length ? start + data.length : null,
    },
  };
}

export const byNewest = <T extends { created_at: string; id: number | string }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) ||
  (typeof a.id === 'number' && typeof b.id === 'number' ? b.id - a.id : 0);
export const byOldest = <T extends { created_at: string; id: number | string }>(a: T, b: T) =>
  -byNewest(a, b);

/** A moderation log entry. */
export function logAction(
  db: MockDb,
  entry: Omit<S['ModerationEntry'], 'id' | 'created_at' | 'moderator' | 'user'> & {
    moderator_id: number;
    user_id: number | null;
  },
): void {
  db.state.moderationLog.push({
    id: db.nextId('moderationLog'),
    action: entry.action,
    content_type: entry.content_type ?? null,
    content_id: entry.content_id ?? null,
    description: entry.description ?? null,
    reason: entry.reason ?? null,
    moderator_id: entry.moderator_id,
    user_id: entry.user_id,
    created_at: db.nowIso(),
  });
}

/** Notifies a user (a database notification). */
export function notify(
  db: MockDb,
  userId: number | null,
  type: S['NotificationType'],
  title: string,
  message: string,
  data: S['Notification']['data'] = {},
): void {
  if (userId === null) return;
  db.state.notifications.push({
    id: db.newUuid(),
    user_id: userId,
    type,
    title,
    message,
    data,
    read_at: null,
    created_at: db.nowIso(),
  });
}
