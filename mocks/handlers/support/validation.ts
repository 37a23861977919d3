/** Laravel-style validation: its rules, its messages, and the 422 with every failing field. */
import { HttpResponse } from 'msw';

const INVISIBLE = /[\s\u200B-\u200D\uFEFF]/g;
export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.replace(INVISIBLE, '') === '');
export const cleanText = (v: string) =>
  v.replace(/^[\s\u200B-\u200D\uFEFF]+|[\s\u200B-\u200D\uFEFF]+$/g, '');
export const textOfHtml = (html: string) =>
  cleanText(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&[a-z]+;/g, 'x')
      .replace(/\s+/g, ' '),
  );

/** A value the `boolean` rule accepted, as the boolean Laravel's model casts store. */
export const asBoolean = (v: unknown): boolean =>
  v === true || v === 1 || v === '1' || v === 'true';
/** A string's length as Laravel's `min`/`max` (mb_strlen) and JSON Schema's maxLength count it. */
export const lengthOf = (v: string) => [...v].length;

export type Rule =
  | 'required'
  | 'sometimes'
  | 'nullable'
  | 'string'
  | 'email'
  | 'boolean'
  | 'integer'
  | 'url'
  | 'slug'
  | 'hex'
  | 'date'
  | 'confirmed'
  | `min:${number}`
  | `max:${number}`
  | `html_min:${number}`
  | `in:${string}`
  | ((value: unknown, body: Record<string, unknown>) => string | null | undefined);

const attr = (field: string) => field.replace(/_/g, ' ');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(
  field: string,
  value: unknown,
  rules: Rule[],
  body: Record<string, unknown>,
): string | null {
  const a = attr(field);
  const present = !isBlank(value);
  if (!present) {
    if (rules.includes('required')) return `The ${a} field is required.`;
    return null;
  }
  const numeric = rules.includes('integer');
  for (const rule of rules) {
    if (typeof rule === 'function') {
      const message = rule(value, body);
      if (message) return message;
      continue;
    }
    const [name, arg = ''] = rule.split(':') as [string, string?];
    const n = Number(arg);
    switch (name) {
      case 'string':
        if (typeof value !== 'string') return `The ${a} field must be a string.`;
        break;
      case 'email':
        if (typeof value !== 'string' || !EMAIL.test(value.trim()))
          return `The ${a} field must be a valid email address.`;
        break;
      case 'boolean':
        if (![true, false, 'true', 'false', '1', '0', 1, 0].includes(value as never))
          return `The ${a} field must be true or false.`;
        break;
      case 'integer':
        // Past 2^53 a number is no longer exact (PHP's FILTER_VALIDATE_INT refuses overflow too).
        if (
          !(typeof value === 'number'
            ? Number.isSafeInteger(value)
            : typeof value === 'string' && /^-?\d+$/.test(value) && Number.isSafeInteger(+value))
        )
          return `The ${a} field must be an integer.`;
        break;
      case 'url':
        if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/.test(value))
          return `The ${a} field must be a valid URL.`;
        break;
      case 'slug':
        if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
          return `The ${a} field format is invalid.`;
        break;
      case 'hex':
        if (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value))
          return `The ${a} field must be a valid hexadecimal color.`;
        break;
      case 'date':
        if (
          typeof value !== 'string' ||
          !/^\d{4}-\d{2}-\d{2}/.test(value) ||
          Number.isNaN(Date.parse(value))
        )
          return `The ${a} field must be a valid date.`;
        break;
      case 'confirmed':
        if (body[`${field}_confirmation`] !== value)
          return `The ${a} field confirmation does not match.`;
        break;
      case 'in':
        if (!arg.split(',').includes(String(value))) return `The selected ${a} is invalid.`;
        break;
      case 'min':
        // Lengths count the text as TrimStrings left it (readJson, queryObject trim the input).
        if (numeric ? Number(value) < n : typeof value === 'string' && lengthOf(value) < n)
          return numeric
            ? `The ${a} field must be at least ${n}.`
            : `The ${a} field must be at least ${n} characters.`;
        break;
      case 'max':
        if (numeric ? Number(value) > n : typeof value === 'string' && lengthOf(value) > n)
          return numeric
            ? `The ${a} field must not be greater than ${n}.`
            : `The ${a} field must not be greater than ${n} characters.`;
        break;
      case 'html_min':
        if (typeof value === 'string' && lengthOf(textOfHtml(value)) < n)
          return `The ${a} field must be at least ${n} characters of text.`;
        break;
    }
  }
  return null;
}

export function validationError(errors: Record<string, string[]>): never {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const message =
    more > 0
      ? `${messages[0]} (and ${more} more error${more > 1 ? 's' : ''})`
      : (messages[0] ?? 'The given data was invalid.');
  throw HttpResponse.json({ message, errors }, { status: 422 });
}

/** Validates `body` against Laravel-like rules; throws a 422 with every failing field. */
export function validate(body: Record<string, unknown>, rules: Record<string, Rule[]>): void {
  const errors: Record<string, string[]> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    if (fieldRules.includes('sometimes') && !(field in body)) continue;
    const message = check(field, body[field], fieldRules, body);
    if (message) errors[field] = [message];
  }
  if (Object.keys(errors).length) validationError(errors);
}

export const PAGE_RULES = (max = 100): Record<string, Rule[]> => ({
  page: ['integer', 'min:1'],
  per_page: ['integer', 'min:1', `max:${max}`],
});
