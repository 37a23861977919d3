/**
 * What every handler answers with: the typed `http` factory (the contract's paths), the API's
 * own messages, and the failures that end a handler (a thrown Response, which MSW answers with).
 */
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@forum/api';

/** Matches relative browser URLs (/api/v1/...) and absolute ones (http://forum.test/api/v1/...). */
export const API_BASE = '*/api/v1';
export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE });

export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  unauthorized: 'This action is unauthorized.',
  self: 'You cannot manage your own account.',
  banned: 'Your account has been banned.',
  unverified: 'Please verify your email address before logging in.',
  locked: 'This thread is locked.',
  notFound: 'Resource not found.',
} as const;

export function fail(status: number, message: string): never {
  throw HttpResponse.json({ message }, { status });
}
export function notFound(): never {
  return fail(404, MESSAGES.notFound);
}
