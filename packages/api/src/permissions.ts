/**
 * The client's role check (spec, section 6): admin requires role admin; moderator requires
 * moderator or admin; any other required role name is satisfied by any logged-in user.
 * The server enforces the real rules; this only decides what to show and where to send people.
 */
export type RoleName = 'user' | 'moderator' | 'admin';

export function hasRequiredRole(
  user: { role?: string | null } | null | undefined,
  required?: string,
): boolean {
  if (!user) return false;
  const role = user.role || 'user';
  if (required === 'admin') return role === 'admin';
  if (required === 'moderator') return role === 'moderator' || role === 'admin';
  return true;
}

export const isStaff = (user: { role?: string | null } | null | undefined) =>
  hasRequiredRole(user, 'moderator');
export const isAdmin = (user: { role?: string | null } | null | undefined) =>
  hasRequiredRole(user, 'admin');

/**
 * Whether `viewer` may warn or suspend `user` (the Moderate button): staff only, never oneself
 * (users cannot manage themselves) and never an admin (the server refuses both).
 */
export function mayModerate(
  viewer: { id: number; role?: string | null } | null | undefined,
  user: { id: number; role?: string | null },
): boolean {
  return isStaff(viewer) && viewer?.id !== user.id && user.role !== 'admin';
}
