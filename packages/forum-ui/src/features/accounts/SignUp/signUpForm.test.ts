import { describe, expect, it } from 'vitest';
import { registrationBody, signUpServerFields, validateSignUp } from './signUpForm.ts';
import { placeFieldErrors } from '@forum/forum-ui/design-system';

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

describe('signUpServerFields', () => {
  it("puts the server's name message next to First Name and the confirmation's next to Confirm Password", () => {
    expect(
      placeFieldErrors(
        { name: ['The name field is required.'], password_confirmation: ['Mismatch.'] },
        signUpServerFields,
      ).byField,
    ).toEqual({ firstName: 'The name field is required.', confirmPassword: 'Mismatch.' });
  });
});
