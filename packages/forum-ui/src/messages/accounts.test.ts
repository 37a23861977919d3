import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  failureMessage,
  formFailure,
  invalidFields,
  parseVerificationLink,
  placeFieldErrors,
  registrationBody,
  signUpServerFields,
  validateEmailOnly,
  validateLogin,
  validateSignUp,
  verificationPath,
} from './accounts.ts';

const fallback = accountMessages.loginFailed;

describe('failureMessage', () => {
  it("shows the server's message for a 4xx the person can act on", () => {
    const message = 'Please verify your email address before logging in.';
    expect(failureMessage({ status: 403, message, data: { message } }, fallback)).toBe(message);
  });

  it('falls back for 5xx, network failures and bodies without a message', () => {
    expect(
      failureMessage(
        { status: 500, message: 'Server Error', data: { message: 'Server Error' } },
        fallback,
      ),
    ).toBe(fallback);
    expect(
      failureMessage({ status: 0, message: 'Failed to fetch', data: undefined }, fallback),
    ).toBe(fallback);
    expect(failureMessage({ status: 400, message: 'An error occurred', data: {} }, fallback)).toBe(
      fallback,
    );
    expect(
      failureMessage(
        { status: 404, message: 'An error occurred', data: { message: '  ' } },
        fallback,
      ),
    ).toBe(fallback);
  });
});

const filled = {
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria@example.ph',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateSignUp', () => {
  it('accepts a filled form with matching passwords', () => {
    expect(validateSignUp(filled)).toEqual({});
  });

  it("puts 'Please fill in all fields' next to each empty required field", () => {
    expect(
      validateSignUp({ ...filled, firstName: ' ', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      firstName: 'Please fill in all fields',
      email: 'Please fill in all fields',
      password: 'Please fill in all fields',
    });
  });

  it("puts 'Passwords do not match' next to the confirmation", () => {
    expect(validateSignUp({ ...filled, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('counts a password of spaces as filled', () => {
    expect(validateSignUp({ ...filled, password: '   ', confirmPassword: '   ' })).toEqual({});
  });
});

describe('validateLogin and validateEmailOnly', () => {
  it('needs both e-mail and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Please fill in all fields',
      password: 'Please fill in all fields',
    });
    expect(validateLogin({ email: 'a@b.c', password: 'x' })).toEqual({});
  });

  it("needs an e-mail: 'Please enter your email address'", () => {
    expect(validateEmailOnly({ email: '  ' })).toEqual({
      email: 'Please enter your email address',
    });
    expect(validateEmailOnly({ email: 'a@b.c' })).toEqual({});
  });
});

describe('registrationBody', () => {
  it('joins the trimmed first and last names with one space', () => {
    expect(
      registrationBody({
        ...filled,
        firstName: ' Maria ',
        lastName: ' Santos',
        email: ' maria@example.ph ',
      }),
    ).toEqual({
      name: 'Maria Santos',
      email: 'maria@example.ph',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
  });
});

describe('placeFieldErrors', () => {
  it('puts the first message of each server field next to its form field', () => {
    const { byField, other } = placeFieldErrors(
      {
        name: ['The name field is required.'],
        email: ['The email has already been taken.', 'Second message'],
        password: ['The password field must be at least 6 characters.'],
        captcha: ['Try again.'],
      },
      signUpServerFields,
    );
    expect(byField).toEqual({
      firstName: 'The name field is required.',
      email: 'The email has already been taken.',
      password: 'The password field must be at least 6 characters.',
    });
    expect(other).toEqual(['Try again.']);
  });

  it('ignores inherited names', () => {
    expect(placeFieldErrors({ toString: ['x'] }, signUpServerFields)).toEqual({
      byField: {},
      other: ['x'],
    });
  });

  it('lists invalid fields in form order', () => {
    expect(
      invalidFields(['firstName', 'lastName', 'email'], { email: 'x', firstName: 'y' }),
    ).toEqual(['firstName', 'email']);
  });
});

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

describe('formFailure', () => {
  it('places a 422 map next to the fields and keeps the map for toasts', () => {
    const errors = { email: ['The email has already been taken.'] };
    expect(
      formFailure(
        {
          status: 422,
          message: 'The email has already been taken.',
          data: { message: 'x', errors },
        },
        signUpServerFields,
        'fallback',
      ),
    ).toEqual({
      errors: { email: 'The email has already been taken.' },
      formError: undefined,
      fieldErrors: errors,
    });
  });

  it('gives a form message for 4xx without a map, 5xx and network failures', () => {
    expect(
      formFailure(
        {
          status: 403,
          message: 'Your account has been banned.',
          data: { message: 'Your account has been banned.' },
        },
        {},
        'Login failed. Please try again.',
      ),
    ).toEqual({
      errors: {},
      formError: 'Your account has been banned.',
    });
    expect(
      formFailure(
        { status: 500, message: 'Server Error', data: { message: 'Server Error' } },
        {},
        'Login failed. Please try again.',
      ).formError,
    ).toBe('Login failed. Please try again.');
    expect(
      formFailure({ status: 422, message: 'Bad', data: { message: 'Bad' } }, {}, 'fallback')
        .formError,
    ).toBe('Bad');
  });

  it('puts messages of unknown fields on the form', () => {
    const failure = formFailure(
      { status: 422, message: 'x', data: { errors: { captcha: ['Try again.'] } } },
      signUpServerFields,
      'fallback',
    );
    expect(failure.errors).toEqual({});
    expect(failure.formError).toBe('Try again.');
  });
});
