/** system: health check and system statistics. */
import type { MockDb } from '../db/db.ts';
import { http } from './support/http.ts';
import { requireUser } from './support/auth.ts';

/**
 * The mock server "started" 3 days, 4 hours and 12 minutes before the moment of its seed, so its
 * uptime reads like a real server's (days and hours) rather than starting at zero.
 */
const UP_BEFORE_SEED_MS = (3 * 86_400 + 4 * 3_600 + 12 * 60) * 1000;

export function systemHandlers(db: MockDb) {
  return [
    http.get('/system/health', ({ response }) =>
      response(200).json({
        status: 'ok',
        timestamp: db.nowIso(),
        checks: { database: 'ok', cache: 'ok', storage: 'ok', queue: 'ok' },
      }),
    ),
    http.get('/system/stats', ({ request, response }) => {
      requireUser(db, request, 'admin');
      return response(200).json({
        data: {
          app_version: '1.0.0-mock',
          php_version: '8.3.0',
          laravel_version: '11.0.0',
          environment: 'mock',
          server_time: db.nowIso(),
          uptime_seconds: Math.max(
            0,
            Math.floor((db.now() - db.state.seeded_at + UP_BEFORE_SEED_MS) / 1000),
          ),
          database_size_bytes: db.serialize().length,
          storage_used_bytes: db.state.uploads.reduce((sum, u) => sum + u.size, 0),
          cache_driver: 'array',
          // Mail for each unread notification waits in the queue (the mock sends none).
          queue_pending_jobs: db.state.notifications.filter((n) => !n.read_at).length,
          failed_jobs: 0,
        },
      });
    }),
  ];
}
