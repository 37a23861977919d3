import { describe, expect, it } from 'vitest';
import { failureMessage, formFailure, invalidFields, placeFieldErrors } from './failure.ts';
import { plainFormCalls } from './plainFormCalls.ts';

const fallback = 'Login failed. Please try again.';
const signUpFields = {
  name: 'firstName',
  email: 'email',
  password: 'password',
  password_confirmation: 'confirmPassword',
} as const;

describe('failureMessage', () => {
  it("shows the server's message for a 4xx the person can act on", () => {
    const message = 'Please verify your email address before logging in.';
    expect(failureMessage({ status: 403, message, data: { message } }, fallback)).toBe(message);
  });

  it("shows the server's own words on a 5xx", () => {
    const message = 'The forum is down for maintenance';
    expect(failureMessage({ status: 503, message, data: { message } }, fallback)).toBe(message);
  });

  it("falls back for Laravel's generic 5xx, network failures and bodies without a message", () => {
    const serverError = { status: 500, message: 'Server Error', data: { message: 'Server Error' } };
    expect(failureMessage(serverError, fallback)).toBe(fallback);
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
    expect(
      failureMessage(
        { status: 502, message: '<html>Bad gateway</html>', data: '<html>' },
        fallback,
      ),
    ).toBe(fallback);
    expect(
      failureMessage(
        { status: 503, message: 'Service Unavailable', data: { message: 'Service Unavailable' } },
        fallback,
      ),
    ).toBe(fallback);
    expect(failureMessage({ status: 500, message: 'An error occurred', data: {} }, fallback)).toBe(
      fallback,
    );
  });
});

describe('placeFieldErrors', () => {
  it('puts the first message of each server field next to its form field', () => {
    const { byField, other } = placeFieldErrors(
      {
        name: ['The name field is required.'],
        email: ['The email has already been taken.', 'Second message'],
        captcha: ['Try again.'],
      },
      signUpFields,
    );
    expect(byField).toEqual({
      firstName: 'The name field is required.',
      email: 'The email has already been taken.',
    });
    expect(other).toEqual(['Try again.']);
  });

  it('ignores inherited names', () => {
    expect(placeFieldErrors({ toString: ['x'] }, signUpFields)).toEqual({
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

describe('formFailure', () => {
  const rules = { fallback: 'fallback', serverFields: signUpFields };

  it('places a 422 map next to the fields and keeps the map for the toasts', () => {
    const errors = { email: ['The email has already been taken.'] };
    expect(
      formFailure(
        { status: 422, message: 'x', data: { message: 'x', errors }, fieldErrors: errors },
        rules,
      ),
    ).toEqual({
      errors: { email: 'The email has already been taken.' },
      formError: undefined,
      fieldErrors: errors,
    });
  });

  it('gives a form message for a 4xx without a map, a 5xx and a network failure', () => {
    const banned = 'Your account has been banned.';
    expect(
      formFailure(
        { status: 403, message: banned, data: { message: banned } },
        { ...rules, fallback },
      ),
    ).toEqual({ errors: {}, formError: banned });
    expect(
      formFailure(
        { status: 500, message: 'Server Error', data: { message: 'Server Error' } },
        { ...rules, fallback },
      ).formError,
    ).toBe(fallback);
    expect(
      formFailure({ status: 422, message: 'Bad', data: { message: 'Bad' } }, rules).formError,
    ).toBe('Bad');
  });

  it('puts messages of unknown fields on the form', () => {
    const failure = formFailure(
      { status: 422, message: 'x', data: {}, fieldErrors: { captcha: ['Try again.'] } },
      rules,
    );
    expect(failure.errors).toEqual({});
    expect(failure.formError).toBe('Try again.');
  });

  it('joins every 422 message with commas when the form asks for it (contact form)', () => {
    const failure = formFailure(
      {
        status: 422,
        message: 'x',
        data: {},
        fieldErrors: {
          email: ['The email field must be a valid email address.'],
          message: ['The message field is required.', 'The message is too short.'],
        },
      },
      {
        fallback: 'f',
        serverFields: { email: 'email', message: 'message' },
        fieldErrors: 'joined',
      },
    );
    expect(failure.formError).toBe(
      'The email field must be a valid email address., The message field is required., The message is too short.',
    );
    expect(failure.errors).toEqual({
      email: 'The email field must be a valid email address.',
      message: 'The message field is required.',
    });
    expect(failure.fieldErrors).toBeUndefined();
  });

  it("uses the form's own words for a 422 without a map and for a 401 (create-thread)", () => {
    const createThread = {
      ...rules,
      withoutMap: 'Please check your input and try again.',
      unauthorized: 'Authentication failed. Please login again.',
    };
    expect(
      formFailure({ status: 422, message: 'Invalid', data: { message: 'Invalid' } }, createThread)
        .formError,
    ).toBe('Please check your input and try again.');
    expect(
      formFailure(
        { status: 401, message: 'Unauthenticated.', data: { message: 'Unauthenticated.' } },
        createThread,
      ).formError,
    ).toBe('Authentication failed. Please login again.');
    // Without those rules, the server's message for a 4xx.
    expect(
      formFailure(
        { status: 401, message: 'Unauthenticated.', data: { message: 'Unauthenticated.' } },
        rules,
      ).formError,
    ).toBe('Unauthenticated.');
  });
});

describe('plainFormCalls (a form with no server behind it)', () => {
  it("reads a thrown Error's message as the failure, with no status and no field map", () => {
    expect(plainFormCalls.failed(new Error('The image could not be uploaded.'))).toEqual({
      message: 'The image could not be uploaded.',
      status: 0,
      data: undefined,
    });
    expect(plainFormCalls.failed('offline').message).toBe('offline');
  });

  it('never waits for a login, and has no drafts owner', () => {
    const failure = new Error('Unauthenticated.');
    plainFormCalls.claimResend(failure);
    expect(plainFormCalls.waitsForLogin(failure)).toBe(false);
    expect(plainFormCalls.useOwner()).toBeUndefined();
  });
});
