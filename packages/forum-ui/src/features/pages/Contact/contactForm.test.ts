import { describe, expect, it } from 'vitest';
import { formFailure, type FailureRules } from '@forum/forum-ui/design-system';
import { contactMessages as m } from './contactText.ts';
import {
  CONTACT_DEFAULTS,
  CONTACT_FAILURE,
  contactBody,
  validateContact,
  type ContactField,
} from './contactForm.ts';

const filled = {
  name: 'Maria Santos',
  email: 'maria@example.ph',
  subject: 'Account help',
  message: 'I cannot change my avatar.',
};

const rules = {
  serverFields: { name: 'name', email: 'email', subject: 'subject', message: 'message' },
  ...CONTACT_FAILURE,
} as FailureRules<ContactField>;

describe('validateContact', () => {
  it('accepts four filled fields', () => {
    expect(validateContact(filled)).toEqual({});
  });

  it("refuses blank fields with 'All fields are required.'", () => {
    expect(validateContact(CONTACT_DEFAULTS)).toEqual({
      name: m.allFieldsRequired,
      email: m.allFieldsRequired,
      subject: m.allFieldsRequired,
      message: m.allFieldsRequired,
    });
    expect(m.allFieldsRequired).toBe('All fields are required.');
  });

  it('treats whitespace-only as blank', () => {
    expect(validateContact({ ...filled, subject: '   ', message: '\n\t ' })).toEqual({
      subject: m.allFieldsRequired,
      message: m.allFieldsRequired,
    });
  });
});

describe('contactBody', () => {
  it('trims every field', () => {
    expect(
      contactBody({
        name: ' Maria ',
        email: ' maria@example.ph ',
        subject: ' Hi ',
        message: ' x ',
      }),
    ).toEqual({ name: 'Maria', email: 'maria@example.ph', subject: 'Hi', message: 'x' });
  });
});

describe('how a refused message reads', () => {
  it("joins a 422's field errors with commas, and puts each next to its field", () => {
    const errors = {
      email: ['The email field must be a valid email address.'],
      message: ['The message field must not be greater than 5000 characters.'],
    };
    const failure = formFailure(
      {
        status: 422,
        message: 'The email field must be a valid email address.',
        data: { errors },
        fieldErrors: errors,
      },
      rules,
    );
    expect(failure.formError).toBe(
      'The email field must be a valid email address., The message field must not be greater than 5000 characters.',
    );
    expect(failure.errors).toEqual({
      email: errors.email[0],
      message: errors.message[0],
    });
  });

  it("shows the server's message for another refusal", () => {
    const message = 'Too many messages. Please wait a minute.';
    expect(formFailure({ status: 429, message, data: { message } }, rules).formError).toBe(message);
  });

  it('falls back to the spec text for a server error or no connection', () => {
    expect(
      formFailure(
        { status: 500, message: 'Server Error', data: { message: 'Server Error' } },
        rules,
      ).formError,
    ).toBe('An error occurred while sending your message. Please try again.');
    expect(
      formFailure({ status: 0, message: 'Failed to fetch', data: undefined }, rules).formError,
    ).toBe(m.sendFailed);
  });
});
