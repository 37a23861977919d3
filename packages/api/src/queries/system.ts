/** System health and runtime figures (admins). */
import { useApi } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import type { Operation } from './keys.ts';
import { apiQuery, type QueryHookOptions } from './shared.ts';

export type SystemHealth = components['schemas']['SystemHealth'];

export const operations = [
  ['get', '/system/health'],
  ['get', '/system/stats'],
] as const satisfies readonly Operation[];

/**
 * GET /system/health. A failing dependency answers 503 with the same body: the hook then has an
 * error whose `data` is that SystemHealth body (read it with `healthOf`). No retries: a health
 * check reports the state as it is, and the 5xx retry policy would only delay the answer.
 */
export function useSystemHealth(options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(hooks.useQuery('get', '/system/health', undefined, { retry: false, ...options }));
}

/** The SystemHealth body of a health answer, whether it came as data (200) or as an error (503). */
export function healthOf(
  data: unknown,
  error: { status: number; data: unknown } | null | undefined,
): SystemHealth | undefined {
  if (isHealth(data)) return data;
  if (error?.status === 503 && isHealth(error.data)) return error.data;
  return undefined;
}

function isHealth(value: unknown): value is SystemHealth {
  return typeof value === 'object' && value !== null && 'status' in value && 'checks' in value;
}

/** GET /system/stats. */
export function useSystemStats(options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(hooks.useQuery('get', '/system/stats', undefined, options));
}
