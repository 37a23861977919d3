/**
 * The Moderation tab's rules: which sub-tab, page and status filter the URL asks for, what a
 * report card shows and offers. Plain functions, unit tested. (Acting on several reports one
 * by one is runBulk, in @forum/api.)
 */
import type { components } from '@forum/api';
import { moderationMessages as m, moderationText as t } from './messages.ts';
import { pageFromSearch, searchString, withPage } from '@forum/forum-ui/design-system';

export type Report = components['schemas']['Report'];
export type ModerationEntry = components['schemas']['ModerationEntry'];

export const MODERATION_VIEWS = ['reports', 'history', 'quick'] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];

export const REPORT_FILTERS = ['all', 'pending', 'resolved', 'dismissed'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** The content preview is cut at 200 text characters (spec). */
export const REPORT_PREVIEW = 200;

/** What the URL asks for: `?tab=moderation&view=history&page=2`, `&status=pending` for reports. */
export interface ModerationLocation {
  view: ModerationView;
  page: number;
  status: ReportFilter;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function moderationLocation(search: URLSearchParams): ModerationLocation {
  return {
    view: oneOf(MODERATION_VIEWS, search.get('view'), 'reports'),
    page: pageFromSearch(search),
    status: oneOf(REPORT_FILTERS, search.get('status'), 'all'),
  };
}

/**
 * The query of a place in the tab. The page and the status filter only belong to the views
 * that use them (a new sub-tab or filter starts on page 1).
 */
export function moderationSearch(to: Partial<ModerationLocation>): URLSearchParams {
  const view = to.view ?? 'reports';
  const params = new URLSearchParams({ tab: 'moderation' });
  if (view !== 'reports') params.set('view', view);
  if (view === 'reports' && to.status && to.status !== 'all') params.set('status', to.status);
  return view === 'quick' ? params : withPage(params, to.page ?? 1);
}

/** The address of a place in the tab. */
export function moderationHref(to: Partial<ModerationLocation>): string {
  return `/UserProfile${searchString(moderationSearch(to))}`;
}

/** The query for a status filter ('all' sends none). */
export function reportStatusQuery(filter: ReportFilter): { status?: Report['status'] } {
  return filter === 'all' ? {} : { status: filter };
}

/** The reporter's name, or 'Anonymous' (spec). */
export function reporterName(report: Pick<Report, 'reporter'>): string {
  return report.reporter?.name?.trim() || m.anonymous;
}

/** The reason ('Spam', …), or 'No specific reason provided' (spec). */
export function reasonLabel(reason: string | null | undefined): string {
  if (!reason) return m.noReason;
  return t.reasons[reason] ?? reason;
}

export type ReportAction = 'approve' | 'warn' | 'delete' | 'dismiss';

/**
 * What a report offers: nothing unless it is pending (spec); Warn User needs the content's
 * author, Delete Content needs content that still exists.
 */
export function reportActions(report: Pick<Report, 'status' | 'content'>): ReportAction[] {
  if (report.status !== 'pending') return [];
  const actions: ReportAction[] = ['approve'];
  if (report.content?.user) actions.push('warn');
  if (report.content) actions.push('delete');
  actions.push('dismiss');
  return actions;
}

/** The `{action}` of 'Content {action} successfully'. */
export const CONTENT_DONE: Record<'approve' | 'delete' | 'dismiss', string> = {
  approve: 'approved',
  delete: 'deleted',
  dismiss: 'dismissed',
};

/** The ids of a page's reports that may be selected (pending ones). */
export function selectableIds(reports: readonly Pick<Report, 'id' | 'status'>[]): number[] {
  return reports.filter((r) => r.status === 'pending').map((r) => r.id);
}
