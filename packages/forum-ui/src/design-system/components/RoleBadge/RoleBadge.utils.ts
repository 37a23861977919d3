export type Role = 'admin' | 'moderator' | 'user';

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  moderator: 'Moderator',
  user: 'User',
};

/** A role from the server, normalised: 'admin' and 'moderator' (any case, spaces trimmed); anything else is 'user'. */
export function toRole(value: unknown): Role {
  const role = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return role === 'admin' || role === 'moderator' ? role : 'user';
}
