/** A request's body, query and path ids, read as Laravel's middleware and routes leave them. */
import { notFound } from './http.ts';
import { cleanText } from './validation.ts';

/**
 * Input as Laravel's TrimStrings middleware leaves it, before any rule or handler reads it: every
 * string trimmed (zero-width spaces too), in arrays and objects alike, except passwords. " 1" is
 * then page 1, as the API reads it (the contract fuzz's reverse check found the mock refusing it).
 */
function trimStrings(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return /password/.test(key) ? value : cleanText(value);
  if (Array.isArray(value)) return value.map((item) => trimStrings(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v, k)]));
  return value;
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (trimStrings(body) as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(
    [...new URL(request.url).searchParams.entries()].map(([k, v]) => [k, cleanText(v)]),
  );
}

/**
 * A path id: digits only, as the API's routes take them (`whereNumber`). Number() alone read
 * " 1", "1 " and "0b1" (binary) as post 1: the contract fuzz found a like sent to `/posts/0b1`.
 */
export function idParam(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) notFound();
  return n;
}
