import { describe, expect, it } from 'vitest';
import { toRole } from './RoleBadge.utils.ts';

describe('toRole', () => {
  it('keeps the three known roles', () => {
    expect(toRole('admin')).toBe('admin');
    expect(toRole('moderator')).toBe('moderator');
    expect(toRole('user')).toBe('user');
  });

  it('ignores case and surrounding spaces', () => {
    expect(toRole(' Admin ')).toBe('admin');
    expect(toRole('MODERATOR')).toBe('moderator');
  });

  it('treats unknown or missing roles as user', () => {
    for (const value of ['superuser', 'guest', '', null, undefined, 3, {}]) {
      expect(toRole(value)).toBe('user');
    }
  });
});
