/**
 * The contract fuzz (issue 21 §4): fast-check arbitraries built from openapi.yaml's schemas,
 * for every operation's path and query parameters and request body, sent to the mock's handlers
 * (msw's `getResponse`, no network) as each caller; every answer is checked against the contract.
 *
 * A request mixes schema-valid values with hostile ones: boundary numbers (0, -1, 2^31, 2^53),
 * NaN-ish strings, unicode (RTL overrides, zero-width joiners, emoji families, lone surrogates),
 * empty and very long strings, markup, missing required fields, extra fields, wrong types and
 * bodies that are not JSON objects at all.
 *
 * An answer is on-contract when its status is one the operation lists, its body matches the
 * documented schema for that status, and it is not a 5xx (a 500 means the handler crashed; a
 * documented 503 such as the health check's is allowed).
 */
import fc from 'fast-check';
import { getResponse, type HttpHandler } from 'msw';
import {
  BASE,
  inputValidator,
  neededRole,
  responseValidator,
  spec,
  type Operation,
  type Who,
} from './contract-support.ts';
import type { MockDb } from './db/db.ts';
import { sha1 } from './db/sha1.ts';
import { demoAccounts } from './db/accounts.ts';
import { signInAs } from './sessions.ts';
import { cleanText } from './handlers/support/validation.ts';

// ── schemas ──
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  example?: unknown;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}
interface FullOperation extends Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Follows a local `#/...` reference of openapi.yaml. */
export function resolve<T>(node: T & { $ref?: string }): T {
  let current: unknown = node;
  while (current && typeof current === 'object' && '$ref' in current) {
    const ref = (current as { $ref: string }).$ref;
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], spec);
  }
  return current as T;
}

/** The parameters of an operation (path-level and operation-level, refs followed), by name. */
export function parametersOf(op: Operation): { param: Parameter; ref: string | null }[] {
  const item = spec.paths[op.path] as unknown as { parameters?: Parameter[] };
  const own = (op as FullOperation).parameters ?? [];
  return [...(item.parameters ?? []), ...own].map((p) => ({
    param: resolve(p),
    ref: p.$ref ? p.$ref.split('/').pop()! : null,
  }));
}

export function bodyOf(op: Operation): { type: 'json' | 'multipart'; schema: Schema } | null {
  const content = (op as FullOperation).requestBody?.content;
  if (!content) return null;
  if (content['application/json'])
    return { type: 'json', schema: content['application/json'].schema! };
  if (content['multipart/form-data'])
    return { type: 'multipart', schema: content['multipart/form-data'].schema! };
  return null;
}

// ── hostile values ──
export const BOUNDARY_NUMBERS = [
  0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];
export const NUMBERISH = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e3',
  '1e309',
  '0x1F',
  '0b1',
  ' 1',
  '1 ',
  '1.0',
  '+1',
  '١٢',
  '１',
  '00001',
  '9'.repeat(400),
  '2147483648',
  '9007199254740993',
];
const FAMILY = '👨‍👩‍👧‍👦';
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '  \t\n ',
  '\u200B',
  '\u200D\u200D',
  '\uFEFF',
  '\u00A0',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  FAMILY,
  FAMILY.repeat(50),
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͔̅',
  'e\u0301'.repeat(300),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1; --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%2F',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  'x'.repeat(255),
  'x'.repeat(256),
  'x'.repeat(5001),
  'x'.repeat(10_000),
  'y'.repeat(100_000),
];
export const WRONG_TYPES: unknown[] = [null, true, false, 0, 1, [], {}, [1, 'a'], { a: 1 }, 'text'];

export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.constantFrom(...NUMBERISH),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...WRONG_TYPES),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
);

// ── valid values from a schema ──
const codePoints = (s: string) => [...s].length;

function stringArb(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 300;
  const fits = (v: string) => codePoints(v) >= min && codePoints(v) <= max;
  let arb: fc.Arbitrary<string>;
  if (s.format === 'date')
    arb = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  else if (s.format === 'date-time')
    arb = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  else if (s.format === 'email') arb = fc.emailAddress();
  else if (s.format === 'uuid') arb = fc.uuid();
  else if (s.format === 'uri') arb = fc.webUrl();
  else if (s.pattern) arb = fc.stringMatching(new RegExp(s.pattern));
  else
    arb = fc.oneof(
      fc.constantFrom('Hello world', 'A sensible value with enough words in it', 'naïve café'),
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 60) }),
      fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: Math.min(max, 300) }),
    );
  return arb.filter(fits);
}

/** A schema with its `allOf` parts merged into one (properties and required lists joined). */
export function flatten(schema: Schema): Schema {
  const s = resolve(schema);
  if (!s.allOf) return s;
  const { allOf, ...rest } = s;
  return allOf.map(flatten).reduce<Schema>(
    (all, part) => ({
      ...part,
      ...all,
      properties: { ...part.properties, ...all.properties },
      required: [...(part.required ?? []), ...(all.required ?? [])],
      not: all.not ?? part.not,
    }),
    rest,
  );
}

/** Values people really send, by field name: so that some generated calls get past validation. */
const PLAUSIBLE: Record<string, unknown[]> = {
  email: Object.values(demoAccounts).map((a) => a.email),
  password: [demoAccounts.user.password, 'secret123'],
  current_password: [demoAccounts.user.password],
  content: ['<p>Hello everyone, this is long enough to post.</p>'],
};

/** Values that match `schema` (as JSON Schema reads it), biased towards small, plausible ones. */
export function valid(schema: Schema, field?: string): fc.Arbitrary<unknown> {
  const s = flatten(schema);
  const plausible = field ? PLAUSIBLE[field] : undefined;
  const own = validOwn(s);
  const extra = [
    ...(s.example !== undefined && !field ? [fc.constant(s.example)] : []),
    ...(plausible ? [fc.constantFrom(...plausible)] : []),
  ];
  const arb = extra.length ? fc.oneof(own, ...extra) : own;
  const not = s.not ? resolve(s.not) : null;
  return not && 'const' in not ? arb.filter((v) => v !== not.const) : arb;
}

function validOwn(s: Schema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.oneOf) return fc.oneof(...s.oneOf.map((o) => valid(o)));
  if (s.anyOf) return fc.oneof(...s.anyOf.map((o) => valid(o)));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
  if (!types.length) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer': {
          const min = s.minimum ?? -1000;
          const max = s.maximum ?? Math.max(min + 1000, 1000);
          return fc.integer({ min, max });
        }
        case 'number':
          return fc.double({
            min: s.minimum ?? -1e6,
            max: s.maximum ?? 1e6,
            noNaN: true,
            noDefaultInfinity: true,
          });
        case 'string':
          return stringArb(s);
        case 'array':
          return fc.array(valid(s.items ?? {}), {
            minLength: s.minItems ?? 0,
            maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
          });
        default:
          return fc.record(
            Object.fromEntries(
              Object.entries(s.properties ?? {}).map(([k, v]) => [k, valid(v, k)]),
            ),
            { requiredKeys: (s.required ?? []).filter((k) => s.properties?.[k]) },
          );
      }
    }),
  );
}

/** A value for a field: valid in a clean request; in a dirty one, valid or hostile. */
const mixed = (schema: Schema, dirty: boolean, field?: string) =>
  dirty
    ? fc.oneof({ weight: 3, arbitrary: valid(schema, field) }, { weight: 2, arbitrary: hostile })
    : valid(schema, field);

// ── requests ──
export type Caller = Who | 'bogus';
export const CALLERS: Caller[] = [
  'guest',
  'user',
  'moderator',
  'admin',
  'banned',
  'suspended',
  'bogus',
];

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'form'; fields: FormField[] };
export interface FormField {
  name: string;
  file?: { type: string; size: number; filename: string };
  text?: string;
}
export interface FuzzRequest {
  who: Caller;
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: Body;
}

/** Values in the seeded db that make a path hit something, so not every call is a 404. */
function knownValues(db: MockDb, ref: string | null, name: string): fc.Arbitrary<string> | null {
  const s = db.state;
  const pick = <T>(list: T[]) => (list.length ? fc.constantFrom(...list.map(String)) : null);
  switch (ref) {
    case 'ThreadId':
      return fc.integer({ min: 1, max: s.threads.length + 2 }).map(String);
    case 'ThreadIdOrSlug':
      return fc.oneof(
        fc.integer({ min: 1, max: s.threads.length + 2 }).map(String),
        pick(s.threads.slice(0, 30).map((t) => t.slug))!,
      );
    case 'PostId':
      return fc.oneof(
        fc.integer({ min: 1, max: s.posts.length + 2 }).map(String),
        pick(s.posts.slice(0, 30).map((p) => p.id))!,
      );
    case 'ContentId':
      return fc.oneof(
        pick(s.reports.map((r) => r.content_id)) ?? fc.constant('1'),
        fc.integer({ min: 1, max: 600 }).map(String),
      );
    case 'CategorySlug':
      return pick(s.categories.map((c) => c.slug));
    case 'NotificationId':
      return pick(s.notifications.slice(0, 40).map((n) => n.id));
    case null:
      if (name === 'hash')
        return pick(
          Object.values(demoAccounts)
            .map((a) => sha1(a.email))
            .concat(['0'.repeat(40)]),
        );
      if (name === 'page') return null;
      return null;
    default:
      return fc.integer({ min: 1, max: 70 }).map(String);
  }
}

/** Turns any generated value into what a URL carries. */
export const asText = (v: unknown): string =>
  typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);

/** A path segment the URL parser keeps as one segment ('.' and '..' are folded away). */
const segment = (v: string) => (v === '' || v === '.' || v === '..' ? `${v}x` : v);

function pathArb(db: MockDb, op: Operation, dirty: boolean) {
  const params = parametersOf(op).filter((p) => p.param.in === 'path');
  return fc.record(
    Object.fromEntries(
      params.map(({ param, ref }) => {
        const known = knownValues(db, ref, param.name);
        const options: fc.Arbitrary<string>[] = [valid(param.schema).map(asText)];
        if (known) options.push(known, known);
        return [
          param.name,
          fc
            .oneof(
              { weight: 4, arbitrary: fc.oneof(...options) },
              { weight: dirty ? 1 : 0, arbitrary: hostile.map(asText) },
            )
            .map(segment),
        ];
      }),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
}

function queryArb(op: Operation, dirty: boolean): fc.Arbitrary<[string, string][]> {
  const params = parametersOf(op).filter((p) => p.param.in === 'query');
  const one = params.map(({ param }) =>
    fc
      .option(mixed(param.schema, dirty).map(asText), {
        freq: param.required ? (dirty ? 8 : 1000) : 2,
        nil: undefined,
      })
      .map((v) => (v === undefined ? [] : [[param.name, v] as [string, string]])),
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant([] as [string, string][]) },
    {
      weight: dirty ? 1 : 0,
      arbitrary: fc
        .tuple(fc.constantFrom('unknown', '__proto__', 'page', 'q', 'per_page'), hostile)
        .map(([k, v]) => [[k, asText(v)] as [string, string]]),
    },
  );
  return fc.tuple(fc.tuple(...one), extra).map(([parts, more]) => [...parts.flat(), ...more]);
}

/** A clean body repeats `password` in `password_confirmation`, as a form does. */
function confirmed(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const v = { ...(value as Record<string, unknown>) };
  for (const key of Object.keys(v))
    if (key.endsWith('_confirmation')) v[key] = v[key.slice(0, -'_confirmation'.length)];
  return v;
}

function jsonBodyArb(schema: Schema, dirty: boolean): fc.Arbitrary<Body> {
  const s = flatten(schema);
  const props = Object.entries(s.properties ?? {});
  const clean = valid(s).map((value): Body => ({ kind: 'json', value: confirmed(value) }));
  if (!dirty) return clean;
  const mutated = fc
    .tuple(
      fc.record(Object.fromEntries(props.map(([k, v]) => [k, mixed(v, true, k)])), {
        requiredKeys: [],
      }),
      fc.dictionary(
        fc.oneof(fc.constantFrom('id', 'role', 'is_admin', 'user_id', 'status'), fc.string()),
        hostile,
        { maxKeys: 2, noNullPrototype: true },
      ),
    )
    .map(([fields, extra]) => ({ ...extra, ...fields }));
  return fc.oneof(
    { weight: 2, arbitrary: clean },
    { weight: 5, arbitrary: mutated.map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...WRONG_TYPES).map((value): Body => ({ kind: 'json', value })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { kind: 'raw', text: '{', contentType: 'application/json' },
        { kind: 'raw', text: '', contentType: 'application/json' },
        { kind: 'raw', text: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
        { kind: 'raw', text: 'plain text', contentType: 'text/plain' },
        { kind: 'raw', text: '{"a":1}', contentType: null },
      ),
    },
  );
}

function formBodyArb(schema: Schema, dirty: boolean): fc.Arbitrary<Body> {
  const names = Object.keys(resolve(schema).properties ?? {});
  const file = fc.record({
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'image/svg+xml',
      'text/plain',
      'application/octet-stream',
      '',
    ),
    size: fc.constantFrom(0, 4, 1024, 5 * 1024 * 1024 - 1, 5 * 1024 * 1024, 5 * 1024 * 1024 + 1),
    filename: fc.oneof(fc.constantFrom('a.png', 'photo.JPG', '', 'x'.repeat(300)), fc.string()),
  });
  const field = fc.record({
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...names) },
      fc.constantFrom('file', ''),
    ),
    file: fc.option(file, { nil: undefined, freq: 1 }),
    text: fc.option(hostile.map(asText), { nil: undefined, freq: 1 }),
  });
  if (!dirty)
    return fc
      .tuple(fc.constantFrom(...names), file)
      .map(([name, f]): Body => ({ kind: 'form', fields: [{ name, file: f }] }));
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(field, { maxLength: 2 })
        .map((fields): Body => ({ kind: 'form', fields })),
    },
    { weight: 1, arbitrary: jsonBodyArb({ type: 'object', properties: {} }, true) },
  );
}

const RANK: Record<Caller, number> = {
  guest: 0,
  bogus: 0,
  banned: 0,
  suspended: 0,
  user: 1,
  moderator: 2,
  admin: 3,
};

/**
 * Every part of a request to one operation: half clean (valid values only, as the app sends
 * them), half dirty (hostile values mixed in). `db` gives ids and slugs that exist. Callers who
 * may make the call are drawn more often than those who get 401 or 403.
 */
export function requestArb(db: MockDb, op: Operation): fc.Arbitrary<FuzzRequest> {
  const need = RANK[neededRole(op)];
  const who = fc.constantFrom(
    ...CALLERS.flatMap((c) => Array<Caller>(RANK[c] >= need && RANK[c] > 0 ? 4 : 1).fill(c)),
  );
  return fc.oneof(requestOf(db, op, who, false), requestOf(db, op, who, true));
}

function requestOf(
  db: MockDb,
  op: Operation,
  who: fc.Arbitrary<Caller>,
  dirty: boolean,
): fc.Arbitrary<FuzzRequest> {
  const body = bodyOf(op);
  const headers = parametersOf(op).some((p) => p.param.in === 'header')
    ? fc
        .option(
          fc.oneof(
            fc.constantFrom('*', '""', 'W/"abc"', '"0"'),
            fc.string({ unit: 'grapheme-ascii' }),
          ),
          { nil: undefined },
        )
        .map((v): Record<string, string> => (v === undefined ? {} : { 'if-none-match': v }))
    : fc.constant({});
  return fc.record({
    who,
    path: pathArb(db, op, dirty),
    query: queryArb(op, dirty),
    headers,
    body: body
      ? body.type === 'json'
        ? jsonBodyArb(body.schema, dirty)
        : formBodyArb(body.schema, dirty)
      : dirty
        ? fc.option(jsonBodyArb({ type: 'object', properties: {} }, true), {
            nil: undefined,
            freq: 4,
          })
        : fc.constant(undefined),
  });
}

// ── sending ──
const sessions = new WeakMap<MockDb, Map<Caller, string>>();

/**
 * A bearer token for the caller: a demo account signed in with mocks/sessions.ts, kept while the
 * db still has it (a fuzzed logout revokes it, a fuzzed delete removes the account).
 */
function tokenFor(db: MockDb, who: Caller): string | null {
  if (who === 'guest') return null;
  if (who === 'bogus') return '999|not-a-token';
  let tokens = sessions.get(db);
  if (!tokens) sessions.set(db, (tokens = new Map()));
  const user = db.state.users.find((u) => u.email === demoAccounts[who].email);
  if (!user) return '999|deleted-user';
  // Tokens are deterministic per db state: after a reset, the same text may be another user's.
  const known = tokens.get(who);
  if (known && db.state.tokens.some((t) => t.token === known && t.user_id === user.id))
    return known;
  const { token } = signInAs(db, who);
  tokens.set(who, token);
  return token;
}

const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

export function buildRequest(db: MockDb, op: Operation, r: FuzzRequest): Request {
  // A URL carries UTF-8: a lone surrogate arrives as U+FFFD, as a browser would send it.
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(r.path[name] ?? '')),
  );
  const url = new URL(`${BASE}${path}`);
  for (const [k, v] of r.query) url.searchParams.append(k, v);
  const headers = new Headers({ accept: 'application/json', ...r.headers });
  const token = tokenFor(db, r.who);
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (r.body && op.method !== 'get') {
    if (r.body.kind === 'json') {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(r.body.value) ?? 'null';
    } else if (r.body.kind === 'raw') {
      if (r.body.contentType) headers.set('content-type', r.body.contentType);
      body = r.body.text;
    } else {
      const form = new FormData();
      for (const f of r.body.fields) {
        if (f.file)
          form.append(
            f.name,
            new File([new Uint8Array(f.file.size)], f.file.filename, { type: f.file.type }),
          );
        else form.append(f.name, f.text ?? '');
      }
      body = form;
    }
  }
  return new Request(url, { method: op.method.toUpperCase(), headers, body });
}

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
  crash?: unknown;
}

/** The mock's answer, as the standalone server gives it: a throw is a 500, no handler a 404. */
export async function send(handlers: HttpHandler[], request: Request): Promise<Answer> {
  try {
    const response = await getResponse(handlers, request);
    if (!response)
      return { status: 404, text: '{"message":"Resource not found."}', headers: new Headers() };
    return { status: response.status, text: await response.text(), headers: response.headers };
  } catch (crash) {
    return { status: 500, text: String(crash), headers: new Headers(), crash };
  }
}

/** What is wrong with an answer, or null when it is on-contract. */
export function offContract(op: Operation, answer: Answer): string | null {
  const { status } = answer;
  if (answer.crash)
    return `the handler threw: ${answer.crash instanceof Error ? (answer.crash.stack ?? answer.crash.message) : answer.text}`;
  if (!op.responses[String(status)]) return `status ${status} is not in openapi.yaml`;
  if (status === 500) return `500: ${answer.text.slice(0, 300)}`;
  if (status === 304)
    return answer.text === '' ? null : `304 with a body: ${answer.text.slice(0, 100)}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${status} body is not JSON: ${answer.text.slice(0, 200)}`;
  }
  const validate = responseValidator(op, status);
  if (!validate(body))
    return `${status} body does not match openapi.yaml: ${JSON.stringify(validate.errors?.slice(0, 3))} in ${answer.text.slice(0, 300)}`;
  if (status === 429 && !answer.headers.get('retry-after')) return '429 without Retry-After';
  return null;
}

// ── input the contract refuses ──
const blank = (v: string) => v.replace(/[\s\u200B-\u200D\uFEFF]/g, '') === '';
const copy = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));
/** The types a schema allows, its anyOf and oneOf branches' included. */
const typesOf = (schema: Schema): string[] => {
  const { type, anyOf = [], oneOf = [] } = resolve(schema);
  return [
    ...(Array.isArray(type) ? type : type ? [type] : []),
    ...[...anyOf, ...oneOf].flatMap(typesOf),
  ];
};
/**
 * A value as Laravel's rules (and the mock's, mocks/handlers/support/validation.ts) read it, for a schema
 * checked without type coercion: "5" is an integer (digits only: not "1.0", "1e2" or " 5"), an
 * integer past 2^53 is none (the mock is JavaScript; PHP's limit is 2^63), "1", "0", "true",
 * "false", 1 and 0 are booleans, and a number is never a string. Strings are trimmed first, as
 * Laravel's TrimStrings middleware does (not a password). Array items are read alike.
 */
const asLaravel = (schema: Schema, value: unknown, field = ''): unknown => {
  const types = typesOf(schema);
  // TrimStrings: every string but a password is trimmed (zero-width spaces too) before the rules.
  if (typeof value === 'string' && !/password/.test(field)) value = cleanText(value);
  if (Array.isArray(value)) {
    const items = resolve(schema).items;
    return items ? value.map((item) => asLaravel(items, item)) : value;
  }
  if (types.includes('boolean') && [1, 0, '1', '0', 'true', 'false'].includes(value as never))
    return value === 1 || value === '1' || value === 'true';
  if (types.includes('integer') || types.includes('number')) {
    const read = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    // Past 2^53 (or past any number, Infinity), no integer: kept as the text sent, which an
    // integer schema refuses (NaN or Infinity would be copied as null, which a nullable takes).
    if (typeof read === 'number' && types.includes('integer') && !Number.isSafeInteger(read))
      return Number.isInteger(read) || !Number.isFinite(read) ? String(value) : read;
    return read;
  }
  return value;
};
const nullable = (schema: Schema | undefined) => !!schema && typesOf(schema).includes('null');
/**
 * A body with each top-level field read as Laravel reads it: a blank string is null
 * (ConvertEmptyStringsToNull), and null, for a field that is not nullable, is as good as absent
 * (the mock's rule, docs/contract.md).
 */
const bodyAsLaravel = (schema: Schema, value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const props = flatten(schema).properties ?? {};
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => typeof v !== 'string' || !blank(v))
      .filter(([k, v]) => v !== null || nullable(props[k]))
      .map(([k, v]) => [k, props[k] ? asLaravel(props[k], v, k) : v]),
  );
};
const errorsOf = (schema: object, value: unknown) => {
  const validate = inputValidator(schema);
  return validate(copy(value))
    ? null
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ');
};

/**
 * Why the contract refuses this request (its parameters or JSON body do not match their
 * schemas), or null when the request is valid. Values are read as Laravel reads them: "5" is an
 * integer, and a blank parameter is an absent one (its ConvertEmptyStringsToNull middleware).
 */
export function contractRefuses(op: Operation, r: FuzzRequest): string | null {
  for (const { param } of parametersOf(op)) {
    if (param.in === 'path') {
      const problem = errorsOf(param.schema, asLaravel(param.schema, r.path[param.name]));
      if (problem) return `path ${param.name}: ${problem}`;
    }
    if (param.in === 'query') {
      const value = r.query.filter(([k]) => k === param.name).pop()?.[1];
      if (value === undefined || blank(value)) {
        if (param.required) return `query ${param.name} is required`;
        continue;
      }
      const problem = errorsOf(param.schema, asLaravel(param.schema, value, param.name));
      if (problem) return `query ${param.name}: ${problem}`;
    }
  }
  const body = bodyOf(op);
  if (body?.type === 'json' && r.body && r.body.kind !== 'form') {
    let value: unknown = {};
    if (r.body.kind === 'json') value = r.body.value;
    else if (r.body.contentType === 'application/json')
      try {
        value = JSON.parse(r.body.text);
      } catch {
        value = {};
      }
    const problem = errorsOf(body.schema, bodyAsLaravel(body.schema, value));
    if (problem) return `body: ${problem}`;
  }
  return null;
}

/**
 * The refusals a request that openapi.yaml accepts may still get (a 422): rules a schema cannot
 * state, each in Laravel's words and in the operation's description. Most are on the data: a value
 * that must be unique or must exist, two fields that must agree, a password that must be the
 * member's, a contact message answered once. Two are on the request: content that must hold
 * enough text once its markup is taken out, and a preferences update that must name at least one
 * preference. Any other 422 to valid input is a mock that refuses what the contract allows.
 */
export const BEYOND_SCHEMA: readonly RegExp[] = [
  /^The .+ has already been taken\.$/, // unique
  /^The selected .+ is invalid\.$/, // exists (an id or e-mail the data does not hold)
  /^These credentials do not match our records\.$/,
  /^The provided password does not match your current password\.$/,
  /^The .+ field confirmation does not match\.$/, // confirmed: two fields agree
  /^The .+ field must be a date after or equal to .+\.$/, // date_to after date_from
  /^This message has already been answered\.$/,
  /^The .+ field must be at least \d+ characters of text\.$/, // HTML's text, not its length
  /^The preferences field is required\.$/, // at least one known preference
  /^A category cannot be its own parent\.$/, // the body's parent_id is the path's id
  /^A category with subcategories cannot become a subcategory\.$/, // two levels at most
];

/**
 * Why a 422 to this request is off-contract, or null: only when openapi.yaml accepts the request
 * (contractRefuses is null, JSON or no body: a multipart file's content is not in its schema)
 * and a field's message is not one of BEYOND_SCHEMA.
 */
export function refusedValid(op: Operation, r: FuzzRequest, answer: Answer): string | null {
  if (answer.status !== 422 || bodyOf(op)?.type === 'multipart' || r.body?.kind === 'raw')
    return null;
  if (contractRefuses(op, r)) return null;
  let errors: Record<string, string[]> = {};
  try {
    errors = (JSON.parse(answer.text) as { errors?: Record<string, string[]> }).errors ?? {};
  } catch {
    return null; // offContract reports a body that is not JSON
  }
  const sent = r.body?.kind === 'json' ? r.body.value : null;
  // A partial update's field sent blank (Laravel's `sometimes|required`: present, so required).
  const sentBlank = (field: string) => {
    if (!sent || typeof sent !== 'object' || !(field in sent)) return false;
    const value = (sent as Record<string, unknown>)[field];
    return value === null || (typeof value === 'string' && blank(value));
  };
  const beyond = Object.entries(errors).flatMap(([field, messages]) =>
    messages
      .filter((m) => !BEYOND_SCHEMA.some((rule) => rule.test(m)))
      .filter((m) => !(/^The .+ field is required\.$/.test(m) && sentBlank(field)))
      .map((m) => `${field}: ${m}`),
  );
  return beyond.length ? `422 to input openapi.yaml accepts (${beyond.join('; ')})` : null;
}

// ── running ──
export interface OperationReport {
  operationId: string;
  runs: number;
  statuses: Record<number, number>;
  failure: string | null;
}

/** A short, readable form of a request for failure messages (long strings abbreviated). */
export function describeRequest(op: Operation, r: FuzzRequest): string {
  const short = (_: string, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)` : v;
  return `${op.method.toUpperCase()} ${op.path} ${JSON.stringify(r, short)}`;
}

/** The seed of one operation's property: the run's seed mixed with the operation's id. */
export function seedOf(seed: number, op: Operation): number {
  let h = seed | 0;
  for (const ch of op.operationId) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}

/**
 * Runs the property for one operation: `numRuns` generated requests (or until `timeLimitMs`),
 * each answer on-contract. With `reset`, the db is reseeded first (never between runs: a seed per
 * request would make a seed's time most of the run); without it, the db is as the previous
 * operations left it.
 */
export async function fuzzOperation(
  db: MockDb,
  handlers: HttpHandler[],
  op: Operation,
  options: { seed: number; numRuns: number; timeLimitMs?: number; reset?: boolean },
): Promise<OperationReport> {
  if (options.reset) db.reset();
  const statuses: Record<number, number> = {};
  let runs = 0;
  const property = fc.asyncProperty(requestArb(db, op), async (r) => {
    const answer = await send(handlers, buildRequest(db, op, r));
    runs++;
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const problem = offContract(op, answer);
    if (problem) throw new Error(problem);
    if (answer.status < 300) {
      const refused = contractRefuses(op, r);
      if (refused) throw new Error(`${answer.status} to input openapi.yaml refuses (${refused})`);
    }
    const wronglyRefused = refusedValid(op, r, answer);
    if (wronglyRefused) throw new Error(wronglyRefused);
  });
  const details = await fc.check(property, {
    seed: seedOf(options.seed, op),
    numRuns: options.numRuns,
    interruptAfterTimeLimit: options.timeLimitMs,
    markInterruptAsFailure: false,
    endOnFailure: false,
  });
  let failure: string | null = null;
  // A time limit reached before the first run is no failure (fast-check counts it as one).
  if (details.failed && !(details.interrupted && !details.counterexample)) {
    const example = details.counterexample?.[0] as FuzzRequest | undefined;
    const error =
      details.errorInstance instanceof Error
        ? details.errorInstance.message
        : String(details.errorInstance);
    failure = `${error}\n  request: ${example ? describeRequest(op, example) : '?'}\n  seed ${details.seed}, path "${details.counterexamplePath}"`;
  }
  return { operationId: op.operationId, runs, statuses, failure };
}
