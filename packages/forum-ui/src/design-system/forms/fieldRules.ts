/**
 * The rules every form gets from its fields, with no per-screen code: a field that declares a
 * limit (`<field.TextField label="Title" limit={CONTRACT_LIMITS.threadTitle} />`) refuses
 * over-long text on submit, saying by how much; an e-mail field refuses text that is not an
 * address. Pure functions, unit tested beside this file; the layer (formLayer.tsx) runs them after
 * the screen's own rules, so a screen's message for a field (e.g. 'Please fill in all fields')
 * comes first.
 */
import { formMessages as m } from '../messages/forms.ts';
import { countGraphemes } from '../utils/text/graphemes.ts';

/** What a bound field declares about its value. */
export interface FieldRule {
  /** The field's label, for the message ('Title is 12 characters too long …'). */
  label: string;
  /** The most characters (graphemes) the field takes: the contract's `maxLength`. */
  limit?: number;
  /** The value must be an e-mail address (when not blank: required is the screen's rule). */
  email?: boolean;
}

/**
 * An e-mail address, by the rule browsers use for `<input type="email">` (WHATWG HTML's
 * "valid e-mail address"): a local part of letters, digits and !#$%&'*+/=?^_`{|}~.- , an @,
 * and a domain of labels of letters, digits and hyphens. No spaces, no markup.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether the text (trimmed, as forms send it) is an e-mail address. */
export function isEmailAddress(text: string): boolean {
  const address = text.trim();
  // 254: the longest address SMTP can carry (RFC 5321 path limit less the brackets).
  return address.length <= 254 && EMAIL.test(address);
}

/** The message of one field's value by its rule; undefined when the value passes. */
export function fieldRuleMessage(value: unknown, rule: FieldRule): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (rule.limit !== undefined) {
    const count = countGraphemes(value);
    if (count > rule.limit) return m.tooLong(rule.label, count - rule.limit, rule.limit);
  }
  if (rule.email && value.trim() !== '' && !isEmailAddress(value)) return m.invalidEmail;
  return undefined;
}

/** Every declared field's message, by field name (only the fields that fail). */
export function fieldRuleErrors(
  values: Record<string, unknown>,
  rules: ReadonlyMap<string, FieldRule>,
): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  for (const [name, rule] of rules) {
    const message = fieldRuleMessage(values[name], rule);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

/** The screen's messages first; a field's rule message where the screen has none. */
export function withFieldRules<E extends Record<string, string | undefined>>(
  screen: E,
  rules: Record<string, string | undefined>,
): E {
  const merged: Record<string, string | undefined> = { ...rules };
  for (const [name, message] of Object.entries(screen))
    if (message !== undefined) merged[name] = message;
  return merged as E;
}
