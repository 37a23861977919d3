import { describe, expect, it } from 'vitest';
import { memberIdFrom } from './memberId.ts';

describe('memberIdFrom', () => {
  it('reads a whole positive id', () => {
    expect(memberIdFrom('42')).toBe(42);
    expect(memberIdFrom(' 7 ')).toBe(7);
  });

  it('gives null for anything else', () => {
    for (const param of [
      undefined,
      null,
      '',
      '0',
      '-3',
      '07',
      '4.5',
      '1e3',
      'abc',
      '12abc',
      '99999999999999999999',
    ])
      expect(memberIdFrom(param)).toBeNull();
  });
});
