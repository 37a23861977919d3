import { useId, type ReactNode } from 'react';
import type { SystemHealth, SystemStats } from '@forum/api';
import {
  Badge,
  Button,
  ErrorState,
  Spinner,
  Table,
  Heading,
  Stack,
  Text,
  formatDateTime,
  toDateTimeAttribute,
  formatCountOrDash,
  MISSING_COUNT,
  type TableColumn,
  type DateInput,
} from '@forum/forum-ui/design-system';
import { systemText as t } from './messages.ts';
import {
  formatBytes,
  formatUptime,
  healthChecks,
  healthLabel,
  healthTone,
  type SectionState,
} from './system.ts';
import * as styles from './System.css.ts';

export interface SystemViewProps {
  /** GET /system/health: the report (a 503's body included), or loading, or failed. */
  health: SectionState<SystemHealth>;
  /** GET /system/stats. */
  stats: SectionState<SystemStats>;
  /** A call of either section is in flight (its Retry and Refresh are busy). */
  fetching: { health: boolean; stats: boolean };
  /** Asks for both again. */
  onRefresh: () => void;
  onRetryHealth: () => unknown;
  onRetryStats: () => unknown;
  /** The dates' time zone (default the viewer's). */
  timeZone?: string;
}

function When({ value, timeZone }: { value: DateInput; timeZone?: string }) {
  return (
    <time dateTime={toDateTimeAttribute(value)}>
      {formatDateTime(value, { timeZone, fallback: MISSING_COUNT })}
    </time>
  );
}

/** A section's time ("as of"), and when stale the badge, the reason and Retry. */
function AsOf({
  readAt,
  stale,
  busy,
  onRetry,
  timeZone,
}: {
  readAt: number;
  stale?: { message: string };
  busy: boolean;
  onRetry: () => unknown;
  timeZone?: string;
}) {
  const asOf = t.asOf(formatDateTime(readAt, { timeZone }));
  if (!stale)
    return (
      <Text size="small" tone="muted">
        <time dateTime={toDateTimeAttribute(readAt)}>{asOf}</time>
      </Text>
    );
  return (
    <div className={styles.stale}>
      <div role="status">
        <Badge tone="warning">{t.stale}</Badge>{' '}
        <Text as="span" size="small">
          <time dateTime={toDateTimeAttribute(readAt)}>{asOf}</time>. <span>{stale.message}</span>
        </Text>
      </div>
      <Button
        size="small"
        variant="secondary"
        busy={busy}
        busyLabel={t.retrying}
        onClick={() => void onRetry()}
      >
        {t.retry}
      </Button>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" space="medium" aria-labelledby={id}>
      <Heading level={3} size={4} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

type CheckRow = ReturnType<typeof healthChecks>[number];
const checkColumns: TableColumn<CheckRow>[] = [
  { id: 'check', header: t.check, rowHeader: true, cell: (row) => row.name },
  {
    id: 'status',
    header: t.status,
    cell: (row) => <Badge tone={row.ok ? 'success' : 'critical'}>{row.status}</Badge>,
  },
];

function HealthReport({ health, timeZone }: { health: SystemHealth; timeZone?: string }) {
  return (
    <Stack space="medium">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t.overall}</dt>
          <dd className={styles.figureValue}>
            <Badge tone={healthTone(health.status)} size="medium">
              {healthLabel(health.status)}
            </Badge>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t.checked}</dt>
          <dd className={styles.figureValue}>
            <When value={health.timestamp} timeZone={timeZone} />
          </dd>
        </div>
      </dl>
      <Table
        caption={t.checks}
        columns={checkColumns}
        rows={healthChecks(health.checks)}
        rowKey={(row) => row.id}
        striped={false}
        hoverable={false}
      />
    </Stack>
  );
}

function StatsFigures({ stats, timeZone }: { stats: SystemStats; timeZone?: string }) {
  const failed = stats.failed_jobs ?? 0;
  const items: [keyof typeof t.stats, ReactNode][] = [
    ['app_version', stats.app_version],
    ['environment', stats.environment],
    ['php_version', stats.php_version],
    ['laravel_version', stats.laravel_version],
    ['server_time', <When key="time" value={stats.server_time} timeZone={timeZone} />],
    ['uptime_seconds', formatUptime(stats.uptime_seconds)],
    ['database_size_bytes', formatBytes(stats.database_size_bytes)],
    ['storage_used_bytes', formatBytes(stats.storage_used_bytes)],
    ['cache_driver', stats.cache_driver || MISSING_COUNT],
    ['queue_pending_jobs', formatCountOrDash(stats.queue_pending_jobs)],
    [
      'failed_jobs',
      failed > 0 ? (
        <Badge tone="critical" size="medium">
          {formatCountOrDash(stats.failed_jobs)}
        </Badge>
      ) : (
        formatCountOrDash(stats.failed_jobs)
      ),
    ],
  ];
  return (
    <dl className={styles.figures}>
      {items.map(([key, value]) => (
        <div key={key} className={styles.figure}>
          <dt className={styles.figureLabel}>{t.stats[key]}</dt>
          <dd className={styles.figureValue}>{value === '' ? MISSING_COUNT : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The admin's System tab: the health report (overall status, when it was checked, and each
 * check's result) and the server's figures. Each section loads and fails on its own, with
 * Retry; figures that are no longer current stay on screen, marked stale with the time they
 * are from.
 */
export function SystemView(props: SystemViewProps) {
  const { health, stats, fetching, timeZone } = props;
  return (
    <Stack space="large">
      <div className={styles.header}>
        <Stack space="small">
          <Heading level={2} size={3}>
            {t.title}
          </Heading>
          <Text tone="muted">{t.intro}</Text>
        </Stack>
        <Button
          variant="secondary"
          busy={fetching.health || fetching.stats}
          busyLabel={t.refreshing}
          onClick={props.onRefresh}
        >
          {t.refresh}
        </Button>
      </div>

      <Section title={t.health}>
        {health.kind === 'loading' && <Spinner label={t.healthLoading} showLabel />}
        {health.kind === 'error' && (
          <ErrorState
            message={health.message}
            onRetry={props.onRetryHealth}
            retrying={fetching.health}
            headingLevel={4}
          />
        )}
        {health.kind === 'ready' && (
          <>
            <AsOf
              readAt={health.readAt}
              stale={health.stale}
              busy={fetching.health}
              onRetry={props.onRetryHealth}
              timeZone={timeZone}
            />
            <HealthReport health={health.value} timeZone={timeZone} />
          </>
        )}
      </Section>

      <Section title={t.figures}>
        {stats.kind === 'loading' && <Spinner label={t.figuresLoading} showLabel />}
        {stats.kind === 'error' && (
          <ErrorState
            message={stats.message}
            onRetry={props.onRetryStats}
            retrying={fetching.stats}
            headingLevel={4}
          />
        )}
        {stats.kind === 'ready' && (
          <>
            <AsOf
              readAt={stats.readAt}
              stale={stats.stale}
              busy={fetching.stats}
              onRetry={props.onRetryStats}
              timeZone={timeZone}
            />
            <StatsFigures stats={stats.value} timeZone={timeZone} />
          </>
        )}
      </Section>
    </Stack>
  );
}
