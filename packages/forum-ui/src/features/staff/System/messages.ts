/**
 * Every text of the System panel (the admin's System tab in /UserProfile). The spec names the
 * calls (docs/spec/staff-area.md section 7, "System") and that admins see "system stats" (section
 * 6), but quotes no text: all of these are the product's own words. Texts only: rules live in
 * this folder.
 */

export const systemMessages = {
  healthFailed: 'Failed to load system health',
  statsFailed: 'Failed to load system figures',
  /** A refresh failed, so the figures shown are older ones. */
  refreshFailed: (reason: string) => `The latest refresh failed (${reason}).`,
  /** The reason when the server gave none worth showing (a 5xx, a network failure). */
  noAnswer: 'no answer from the server',
  /** No answer newer than the refresh rule allows (e.g. the page was in the background). */
  notRefreshed: 'These have not been refreshed recently.',
} as const;

export const systemText = {
  title: 'System',
  intro: "The server's health checks and runtime figures. They refresh every minute.",
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  retry: 'Retry',
  retrying: 'Retrying...',
  stale: 'Stale',
  asOf: (time: string) => `as of ${time}`,
  // ── health ──
  health: 'Health',
  healthLoading: 'Loading system health...',
  overall: 'Overall status',
  overallStatus: { ok: 'Operational', degraded: 'Degraded', down: 'Down' },
  unknownStatus: (status: string) => `Unknown (${status})`,
  checked: 'Checked',
  checks: 'Health checks',
  check: 'Check',
  status: 'Status',
  checkNames: { database: 'Database', cache: 'Cache', storage: 'Storage', queue: 'Queue' },
  checkStatus: { ok: 'OK', fail: 'Failing' },
  // ── figures ──
  figures: 'Figures',
  figuresLoading: 'Loading system figures...',
  stats: {
    app_version: 'Application version',
    environment: 'Environment',
    php_version: 'PHP version',
    laravel_version: 'Laravel version',
    server_time: 'Server time',
    uptime_seconds: 'Uptime',
    database_size_bytes: 'Database size',
    storage_used_bytes: 'Storage used',
    cache_driver: 'Cache driver',
    queue_pending_jobs: 'Pending jobs',
    failed_jobs: 'Failed jobs',
  },
  lessThanAMinute: 'less than a minute',
} as const;
