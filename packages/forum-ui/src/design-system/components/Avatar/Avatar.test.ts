import { describe, expect, it } from 'vitest';
import { avatarColorIndex, hashString, initials } from './Avatar.utils.ts';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Maria Clara')).toBe('MC');
    expect(initials('maria clara santos')).toBe('MS');
    expect(initials('  John   Smith  ')).toBe('JS');
  });

  it('gives one letter for a single name', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials('jdoe@example.com')).toBe('J');
  });

  it("gives '?' for an empty, blank or missing name", () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials(undefined)).toBe('?');
    expect(initials('- -')).toBe('?');
  });

  it('skips punctuation within and between words', () => {
    expect(initials('Ana - Admin')).toBe('AA');
    expect(initials('(Maria) "Clara"')).toBe('MC');
  });

  it('keeps accented letters, other scripts and emoji whole', () => {
    expect(initials('élodie Ñúñez')).toBe('ÉÑ');
    expect(initials('e\u0301lodie')).toBe('É');
    expect(initials('山田 太郎')).toBe('山太');
    expect(initials('Иван Петров')).toBe('ИП');
    expect(initials('👩‍💻 Dev')).toBe('👩‍💻D');
  });
});

describe('hashString', () => {
  it('matches the FNV-1a 32-bit reference values', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});

describe('avatarColorIndex', () => {
  it('is stable for the same person', () => {
    expect(avatarColorIndex('Maria Clara')).toBe(avatarColorIndex('Maria Clara'));
    expect(avatarColorIndex(42)).toBe(avatarColorIndex('42'));
  });

  it('ignores case and surrounding spaces', () => {
    expect(avatarColorIndex(' maria clara ')).toBe(avatarColorIndex('Maria Clara'));
  });

  it('always picks one of the six colours', () => {
    for (const key of ['', 'a', 'Maria Clara', '山田 太郎', 0, 1, -5, 123456789, null, undefined]) {
      const index = avatarColorIndex(key);
      expect(Number.isInteger(index)).toBe(true);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(6);
    }
  });

  it('spreads different people over the palette', () => {
    const used = new Set(Array.from({ length: 60 }, (_, id) => avatarColorIndex(id)));
    expect(used.size).toBe(6);
  });
});
