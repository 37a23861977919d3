/** System health and runtime figures (admins). */
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../client.ts';
import type { ApiError } from '../errors.ts';
import { useApi } from '../provider.tsx';
import type { components } from '../schema.gen.ts';
import type { Operation } from './keys.ts';
import { apiQuery, type QueryHookOptions } from './shared.ts';

export type SystemHealth = components['schemas']['SystemHealth'];
export type SystemStats = components['schemas']['SystemStats'];

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

/**
 * GET /system/health read as a report, for a screen that shows it: a 503's body is an answer
 * too (a dependency is failing), so it is the query's data like a 200's, with its own
 * `dataUpdatedAt` and staleness. Only a call that brings no report (a 500, a network failure)
 * is an error, and the previous report stays as data. Its key is its own, so `useSystemHealth`
 * keeps the contract's reading (503 as an error). No retries, as there.
 */
export function useSystemHealthReport(options?: QueryHookOptions) {
  const { client } = useApi();
  return apiQuery(
    useQuery({
      queryKey: ['system-health-report'],
      queryFn: async (): Promise<SystemHealth> => {
        try {
          return await unwrap(client.GET('/system/health'));
        } catch (error) {
          const report = healthOf(undefined, error as ApiError);
          if (report) return report;
          throw error;
        }
      },
      retry: false,
      ...options,
    }),
  );
}

function isHealth(value: unknown): value is SystemHealth {
  return typeof value === 'object' && value !== null && 'status' in value && 'checks' in value;
}

/** GET /system/stats. */
export function useSystemStats(options?: QueryHookOptions) {
  const { hooks } = useApi();
  return apiQuery(hooks.useQuery('get', '/system/stats', undefined, options));
}
