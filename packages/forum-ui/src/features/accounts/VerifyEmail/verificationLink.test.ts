import { describe, expect, it } from 'vitest';
import { parseVerificationLink, verificationPath } from './verificationLink.ts';

describe('verification links', () => {
  it('builds and reads /verify-email?id=&hash=', () => {
    const path = verificationPath({ id: 42, hash: 'abc123' });
    expect(path).toBe('/verify-email?id=42&hash=abc123');
    expect(parseVerificationLink(path.split('?')[1]!)).toEqual({ id: 42, hash: 'abc123' });
  });

  it('refuses a missing or malformed id or hash', () => {
    expect(parseVerificationLink('')).toBeNull();
    expect(parseVerificationLink('id=4')).toBeNull();
    expect(parseVerificationLink('hash=abc')).toBeNull();
    expect(parseVerificationLink('id=&hash=abc')).toBeNull();
    expect(parseVerificationLink('id=abc&hash=abc')).toBeNull();
    expect(parseVerificationLink('id=0&hash=abc')).toBeNull();
    expect(parseVerificationLink('id=4&hash=')).toBeNull();
  });
});
