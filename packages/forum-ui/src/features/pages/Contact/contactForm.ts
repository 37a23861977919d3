/** The contact form's fields and rules (spec, sections 5 and 8), as plain functions. */
import { CONTRACT_LIMITS } from '@forum/api';
import { type FailureRules, type FormErrors } from '@forum/forum-ui/design-system';
import { contactMessages as m } from './contactText.ts';

export const CONTACT_DEFAULTS = { name: '', email: '', subject: '', message: '' };
export type ContactValues = typeof CONTACT_DEFAULTS;
export type ContactField = keyof ContactValues;

/** The fields in the order they appear (the first invalid one gets focus). */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Storage key of the contact draft: /ContactUs and /ContactForm share it (one message). */
export const CONTACT_DRAFT = 'contact';

/** Longest message the server takes (openapi.yaml, ContactRequest.message). */
export const CONTACT_MESSAGE_MAX = CONTRACT_LIMITS.contactMessage;

/** Spec: all four fields required; blank or whitespace-only gives 'All fields are required.' */
export function validateContact(values: ContactValues): FormErrors<ContactField> {
  const errors: FormErrors<ContactField> = {};
  for (const field of CONTACT_FIELDS) {
    if (values[field].trim() === '') errors[field] = m.allFieldsRequired;
  }
  return errors;
}

/** The payload of POST /contact: every field trimmed. */
export function contactBody(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

/**
 * How a refused message reads (spec, section 8): a 422's field errors joined by commas (each
 * also shown next to its field); otherwise the server's message, or the fallback text.
 */
export const CONTACT_FAILURE: Partial<FailureRules<ContactField>> = {
  fallback: m.sendFailed,
  fieldErrors: 'joined',
};
