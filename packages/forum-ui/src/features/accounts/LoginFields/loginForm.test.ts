import { describe, expect, it } from 'vitest';
import { loginBody, validateLogin } from './loginForm.ts';

describe('validateLogin', () => {
  it('needs both e-mail and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Please fill in all fields',
      password: 'Please fill in all fields',
    });
    expect(validateLogin({ email: 'a@b.c', password: 'x' })).toEqual({});
  });
});

describe('loginBody', () => {
  it('trims the e-mail and keeps the password exactly as typed', () => {
    expect(loginBody({ email: ' user@example.com ', password: ' pass word ' })).toEqual({
      email: 'user@example.com',
      password: ' pass word ',
    });
  });
});
