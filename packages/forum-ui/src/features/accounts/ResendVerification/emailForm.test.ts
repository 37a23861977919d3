import { describe, expect, it } from 'vitest';
import { validateEmailOnly } from './emailForm.ts';

describe('validateEmailOnly', () => {
  it("needs an e-mail: 'Please enter your email address'", () => {
    expect(validateEmailOnly({ email: '  ' })).toEqual({
      email: 'Please enter your email address',
    });
    expect(validateEmailOnly({ email: 'a@b.c' })).toEqual({});
  });
});
