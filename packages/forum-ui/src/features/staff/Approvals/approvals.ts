/**
 * The Approvals tab's rules: which sub-tab and pages the URL asks for, the Request Changes
 * reason, the feedback form's rule, what a failed decision says, and the summary of a selection
 * approved together. Plain functions, unit tested.
 */
import { approvalKey, type ApprovalDecision, type BulkResult } from '@forum/api';
import { pageFromSearch, type FormErrors } from '@forum/forum-ui/design-system';
import { approvalsMessages as m } from './messages.ts';
import type { ApprovalAction } from './ApprovalCard.tsx';

export const APPROVAL_VIEWS = ['threads', 'users'] as const;
export type ApprovalView = (typeof APPROVAL_VIEWS)[number];

/** The URL parameter of the category queue's page (the thread queue uses `page`). */
export const CATEGORY_PAGE_PARAM = 'cpage';

/** 10 per page (spec, section 9). */
export const APPROVALS_PAGE_SIZE = 10;

/**
 * The sub-tab (`?view=`, Thread Approvals by default) and pages of the URL. User Registrations
 * is an admin's only (pending users are loaded for admins), so others get Thread Approvals.
 */
export function approvalsLocation(
  search: URLSearchParams,
  isAdmin: boolean,
): { view: ApprovalView; page: number; categoryPage: number } {
  const view = search.get('view') === 'users' && isAdmin ? 'users' : 'threads';
  return {
    view,
    page: pageFromSearch(search),
    categoryPage: pageFromSearch(search, CATEGORY_PAGE_PARAM),
  };
}

/** Request Changes is sent as a rejection whose reason starts 'Changes requested:' (spec). */
export function changesReason(feedback: string): string {
  return `${m.changesPrefix} ${feedback.trim()}`;
}

export type FeedbackValues = { reason: string };
export const FEEDBACK_DEFAULTS: FeedbackValues = { reason: '' };

/** The reason is required (submit is disabled while it is blank; the server requires it too). */
export function validateFeedback(values: FeedbackValues): FormErrors<'reason'> {
  return values.reason.trim() === '' ? { reason: m.enterReason } : {};
}

/** What a failed decision says: 'Approval not found' for a 404, else 'Failed to process approval'. */
export function decisionFailure(error: { status?: number } | null | undefined): string {
  return error?.status === 404 ? m.notFound : m.processFailed;
}

/** One item's outcome when a selection is approved together. */
export interface BulkOutcome {
  label: string;
  /** The failure, when it failed. */
  error?: { status?: number } | null;
}

export interface BulkSummary {
  total: number;
  succeeded: number;
  failed: Array<{ label: string; reason: string }>;
}

/** What succeeded and what failed (with why) when a selection was approved together. */
export function summarizeBulk(outcomes: readonly BulkOutcome[]): BulkSummary {
  const failed = outcomes
    .filter((o) => o.error)
    .map((o) => ({ label: o.label, reason: decisionFailure(o.error) }));
  return { total: outcomes.length, succeeded: outcomes.length - failed.length, failed };
}

/** The outcome of a selection approved together (runBulk's result) as summarizeBulk reads it. */
export function bulkOutcomes(result: BulkResult<{ label: string }>): BulkOutcome[] {
  return [
    ...result.succeeded.map((item) => ({ label: item.label })),
    ...result.failed.map(({ item, error }) => ({ label: item.label, error })),
  ];
}

/** Which button a decision in flight belongs to: Request Changes is a reject with its prefix. */
export function decisionAction(decision: ApprovalDecision): ApprovalAction {
  if (decision.decision === 'approve') return 'approve';
  return decision.reason.startsWith(m.changesPrefix) ? 'changes' : 'reject';
}

/** The decisions in flight (the pending mutations' variables), by entry key, as the cards show them. */
export function busyByKey(
  decisions: readonly ApprovalDecision[],
): Readonly<Record<string, ApprovalAction>> {
  const busy: Record<string, ApprovalAction> = {};
  for (const d of decisions) busy[approvalKey(d.type, d.id)] = decisionAction(d);
  return busy;
}
