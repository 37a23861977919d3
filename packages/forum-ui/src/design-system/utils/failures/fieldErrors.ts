/**
 * A Laravel 422 `errors` map: each field name with its messages, e.g.
 * `{ title: ['The title field is required.'] }`. A lone string is accepted too,
 * since some endpoints send one message per field.
 */
export type FieldErrorMap = Readonly<Record<string, readonly string[] | string | null | undefined>>;

/**
 * Turns a 422 errors map into one 'field: message' line per message, in the
 * map's order, as the spec asks ('On 422 with an errors map: one toast per
 * message as field: message'). Blank messages are skipped; a blank field name
 * leaves the message on its own.
 */
export function toastFieldErrors(errors: FieldErrorMap | null | undefined): string[] {
  if (!errors) return [];
  const lines: string[] = [];
  for (const [rawField, value] of Object.entries(errors)) {
    const messages = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    const field = rawField.trim();
    for (const raw of messages) {
      if (typeof raw !== 'string') continue;
      const message = raw.trim();
      if (!message) continue;
      lines.push(field ? `${field}: ${message}` : message);
    }
  }
  return lines;
}
