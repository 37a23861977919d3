/**
 * Helpers of the contract tests: openapi.yaml loaded at run time, Ajv (draft 2020) validators
 * for its schemas, the generated client against the MSW node server, and sessions per role.
 */
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@forum/api';
import { createSessionStore } from '@forum/api';
import type { MockDb } from './db/db.ts';
import { sessionUser } from './handlers/_views.ts';

export const BASE = 'http://forum.test/api/v1';
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  description: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
}

export const spec = yaml.load(
  readFileSync(
    fileURLToPath(import.meta.url).replace(/mocks[/\\][^/\\]*$/, 'openapi.yaml'),
    'utf8',
  ),
) as {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  components: { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
};

export const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => (METHODS as readonly string[]).includes(method))
    .map(([method, op]) => ({ ...op, method, path, description: op.description ?? '' })),
);

function createAjv(options: { coerceTypes?: boolean } = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, ...options });
  ajv.addFormat('date-time', (v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v));
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S+$/i);
  ajv.addFormat('uri-reference', /^\S*$/);
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('binary', () => true);
  ajv.addSchema(spec as object, 'openapi.json');
  return ajv;
}
const ajv = createAjv();

/** A schema of openapi.yaml whose local `#/...` refs point into the added 'openapi.json'. */
const rewrite = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(rewrite)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node).map(([k, v]) => [
            k,
            k === '$ref' && typeof v === 'string' && v.startsWith('#')
              ? `openapi.json${v}`
              : rewrite(v),
          ]),
        )
      : node;

const cache = new Map<string, ReturnType<typeof ajv.compile>>();
/** The JSON schema of one response of an operation (following components/responses refs). */
export function responseValidator(op: Operation, status: number) {
  let response = op.responses[String(status)];
  if (!response) throw new Error(`${op.operationId}: status ${status} is not in openapi.yaml`);
  if (response.$ref) response = spec.components.responses[response.$ref.split('/').pop()!]!;
  const schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined;
  if (!schema) throw new Error(`${op.operationId}: no JSON schema for ${status}`);
  const key = `${op.operationId}:${status}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(rewrite(schema) as object);
    cache.set(key, validate);
  }
  return validate;
}

/**
 * A validator of input (a parameter or a request body) against its schema, without type
 * coercion: give it values read as Laravel reads them ("5" as 5, "1" as true: fuzz-support's
 * asLaravel). Ajv's own coercion reads more than Laravel does (1 as "1", "1.0" as 1).
 */
const inputAjv = createAjv();
const inputCache = new WeakMap<object, ReturnType<typeof ajv.compile>>();
export function inputValidator(schema: object) {
  let validate = inputCache.get(schema);
  if (!validate) {
    validate = inputAjv.compile(rewrite(schema) as object);
    inputCache.set(schema, validate);
  }
  return validate;
}

export type Who = 'guest' | 'user' | 'moderator' | 'admin' | 'banned' | 'suspended';
const EMAILS: Record<Exclude<Who, 'guest'>, string> = {
  user: 'user@example.com',
  moderator: 'moderator@example.com',
  admin: 'admin@example.com',
  banned: 'banned@example.com',
  suspended: 'suspended@example.com',
};

/** The role an operation needs, read from its description. */
export function neededRole(op: Operation): Who {
  if (/Requires admin\./.test(op.description)) return 'admin';
  if (/Requires moderator or admin/.test(op.description)) return 'moderator';
  if (/Requires a logged-in user/.test(op.description)) return 'user';
  return 'guest';
}

/**
 * A typed client for one caller. Tokens are put straight into the db (the login flow has its
 * own tests); `last()` gives the raw body of the last response, before client normalisation.
 */
export function clientFor(db: MockDb, who: Who) {
  window.localStorage.clear();
  const session = createSessionStore(window.localStorage);
  if (who !== 'guest') {
    const user = db.userByEmail(EMAILS[who])!;
    const token = db.newToken();
    db.state.tokens.push({ token, user_id: user.id, created_at: db.nowIso() });
    session.set(token, sessionUser(user));
  }
  let raw: { status: number; body: unknown } | null = null;
  const api = createApiClient({
    session,
    baseUrl: BASE,
    fetch: async (request) => {
      const response = await globalThis.fetch(request);
      const text = await response.clone().text();
      raw = { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
      return response;
    },
  });
  return { ...api, last: () => raw! };
}
