import { describe, expect, it } from 'vitest';
import { hasRequiredRole, isAdmin, isStaff } from './permissions.ts';

const as = (role: string | null) => ({ role });

describe('hasRequiredRole', () => {
  it('admin needs admin', () => {
    expect(hasRequiredRole(as('admin'), 'admin')).toBe(true);
    expect(hasRequiredRole(as('moderator'), 'admin')).toBe(false);
    expect(hasRequiredRole(as('user'), 'admin')).toBe(false);
  });
  it('moderator needs moderator or admin', () => {
    expect(hasRequiredRole(as('moderator'), 'moderator')).toBe(true);
    expect(hasRequiredRole(as('admin'), 'moderator')).toBe(true);
    expect(hasRequiredRole(as('user'), 'moderator')).toBe(false);
  });
  it('any other role name, or none, needs any logged-in user', () => {
    expect(hasRequiredRole(as('user'), 'user')).toBe(true);
    expect(hasRequiredRole(as('user'), 'editor')).toBe(true);
    expect(hasRequiredRole(as(null), undefined)).toBe(true);
    expect(hasRequiredRole(null, undefined)).toBe(false);
    expect(hasRequiredRole(undefined, 'user')).toBe(false);
  });
  it("treats a missing role as 'user'", () => {
    expect(hasRequiredRole(as(null), 'moderator')).toBe(false);
    expect(isStaff(as('moderator'))).toBe(true);
    expect(isAdmin(as('moderator'))).toBe(false);
  });
});
