import { Group, GroupLabel } from '@ariakit/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Text } from '../../primitives/Text.tsx';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { cx } from '../../utils/text/cx.ts';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import {
  content,
  extra,
  icon as iconClass,
  label as labelClass,
  root,
  value as valueClass,
} from './StatCard.css.ts';
import { formatStat, isMissingStat, MISSING_STAT, type StatValue } from './StatCard.utils.ts';

export interface StatTrend {
  direction: 'up' | 'down' | 'flat';
  /** The words, e.g. '+12 this week'. */
  label: string;
  /** Defaults: up success, down critical, flat neutral. Set it when up is bad news (reports). */
  tone?: BadgeTone;
}

export type StatCardProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** What is counted, e.g. 'Threads', 'Total Users', 'Pending Approvals', 'Joined'. */
  label: string;
  /**
   * The count (grouped for the locale: 12,345) or a text such as a date. A missing
   * count (null, undefined, NaN) shows '-'.
   */
  value: StatValue;
  /** Locale for number grouping (default: the browser's). */
  locale?: string;
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** Change since the last period: an arrow, its tone and its words. */
  trend?: StatTrend;
  /** A short line under the value. */
  description?: ReactNode;
  /** The value is loading: a placeholder is shown and the card is marked busy. */
  loading?: boolean;
  /** What screen readers hear instead of '-' (default 'Not available'). */
  missingLabel?: string;
  /** What screen readers hear while `loading` (default 'Loading'). */
  loadingLabel?: string;
};

const arrows = { up: '▲', down: '▼', flat: '▬' } as const;
const trendTones = { up: 'success', down: 'critical', flat: 'neutral' } as const;

/**
 * One number on a dashboard: a group named by its label, so 'Threads 1,234' is read
 * together. A missing count shows '-' (read as 'Not available').
 */
export function StatCard({
  label,
  value,
  locale,
  icon,
  trend,
  description,
  loading = false,
  missingLabel = 'Not available',
  loadingLabel = 'Loading...',
  className,
  ...rest
}: StatCardProps) {
  const missing = isMissingStat(value);
  return (
    <Group className={cx(root, className)} aria-busy={loading || undefined} {...rest}>
      {icon && (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={content}>
        <GroupLabel className={labelClass}>{label}</GroupLabel>
        <div className={valueClass}>
          {loading ? (
            <>
              <Skeleton width="4ch" />
              <VisuallyHidden>{loadingLabel}</VisuallyHidden>
            </>
          ) : missing ? (
            <>
              <span aria-hidden="true">{MISSING_STAT}</span>
              <VisuallyHidden>{missingLabel}</VisuallyHidden>
            </>
          ) : (
            formatStat(value, locale)
          )}
        </div>
        {(trend || description) && !loading && (
          <div className={extra}>
            {trend && (
              <Badge
                tone={trend.tone ?? trendTones[trend.direction]}
                icon={arrows[trend.direction]}
              >
                {trend.label}
              </Badge>
            )}
            {description && (
              <Text as="span" size="small" tone="muted">
                {description}
              </Text>
            )}
          </div>
        )}
      </div>
    </Group>
  );
}
