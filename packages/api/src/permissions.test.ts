import { describe, expect, it } from 'vitest';
import { hasRequiredRole, isAdmin, isStaff, mayModerate } from './permissions.ts';

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

describe('mayModerate', () => {
  const member = { id: 3, role: 'user' };
  it('lets moderators and admins moderate members and moderators', () => {
    expect(mayModerate({ id: 2, role: 'moderator' }, member)).toBe(true);
    expect(mayModerate({ id: 1, role: 'admin' }, member)).toBe(true);
    expect(mayModerate({ id: 1, role: 'admin' }, { id: 2, role: 'moderator' })).toBe(true);
  });
  it('not members or guests', () => {
    expect(mayModerate({ id: 4, role: 'user' }, member)).toBe(false);
    expect(mayModerate(null, member)).toBe(false);
  });
  it('not oneself, and not an admin', () => {
    expect(mayModerate({ id: 2, role: 'moderator' }, { id: 2, role: 'moderator' })).toBe(false);
    expect(mayModerate({ id: 2, role: 'moderator' }, { id: 1, role: 'admin' })).toBe(false);
    expect(mayModerate({ id: 1, role: 'admin' }, { id: 5, role: 'admin' })).toBe(false);
  });
});
