/** The auth guard: bearer token -> user; 401 for guests, 403 for banned, suspended or the wrong role. */
import type { MockDb } from '../../db/db.ts';
import type { UserRow } from '../../db/types.ts';
import type { Viewer } from '../_views.ts';
import { MESSAGES, fail } from './http.ts';

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
