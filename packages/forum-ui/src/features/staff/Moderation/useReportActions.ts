/**
 * The report cards' actions (docs/spec/staff-area.md section 4): Approve and Dismiss Report keep
 * the content and close its reports; Warn User warns the author, then dismisses the report; Delete
 * Content removes it with a reason (from the dialog). Beyond the spec, approve or dismiss the
 * selected reports one after the other (runBulk), then say how many succeeded and failed.
 *
 * One request at a time: while one runs every action button is disabled and the running one
 * says so. What runs is read from the query cache (the pending mutations' variables), not kept
 * here. Nothing changes on screen before the server answers (the mutations refetch the list and
 * counts before they resolve), so a failure leaves everything as it was and a toast says so.
 */
import { useState } from 'react';
import { useDecideReport, useDecideReports, useReportDecisionsInFlight } from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { moderationMessages as m, moderationText as t } from './messages.ts';
import { removeContentBody, type DeleteContentValues } from './deleteContentForm.ts';
import { CONTENT_DONE, type Report, type ReportAction } from './moderation.ts';
import type { ModerationBusy } from './ModerationView.tsx';

export interface ReportActions {
  busy?: ModerationBusy;
  /** The report whose Delete Content dialog is open. */
  deleting?: Report;
  /** Acts on a report; Delete Content opens its dialog (mounted afresh for each opening). */
  onAction: (report: Report, action: ReportAction) => void;
  closeDelete: () => void;
  /** Deletes a report's content; throws when the server refuses (the form says so). */
  submitDelete: (report: Report, values: DeleteContentValues) => Promise<void>;
  /** Approves or dismisses `reports`; resolves to the ids that failed. */
  onBulk: (action: 'approve' | 'dismiss', reports: readonly Report[]) => Promise<number[]>;
}

/** What is in flight, as the view shows it: one report's action, or a selection's. */
function busyOf({
  decisions,
  bulks,
}: ReturnType<typeof useReportDecisionsInFlight>): ModerationBusy | undefined {
  const decision = decisions[0];
  if (decision) return { kind: 'report', id: decision.report.id, action: decision.action };
  const bulk = bulks[0];
  return bulk ? { kind: 'bulk', action: bulk.action } : undefined;
}

export function useReportActions(): ReportActions {
  const decide = useDecideReport();
  const decideMany = useDecideReports();
  const busy = busyOf(useReportDecisionsInFlight());
  const toast = useToast();
  const [deleting, setDeleting] = useState<Report>();

  const keepOne = (report: Report, action: 'approve' | 'dismiss') =>
    decide.mutateAsync({ action, report }).then(
      () => toast.success(m.contentDone(CONTENT_DONE[action])),
      (error: unknown) => toast.failed(error, m.moderateFailed),
    );

  const warnAuthor = (report: Report) => {
    const author = report.content?.user;
    if (!author) return;
    decide.mutateAsync({ action: 'warn', report, authorId: author.id, reason: m.warnReason }).then(
      ({ kept }) => {
        toast.success(m.userWarned);
        if (!kept) toast.error(m.moderateFailed);
      },
      (error: unknown) => toast.failed(error, m.userModerationFailed),
    );
  };

  return {
    busy,
    deleting,
    onAction: (report, action) => {
      if (busy) return;
      if (action === 'delete') {
        setDeleting(report);
      } else if (action === 'warn') warnAuthor(report);
      else void keepOne(report, action);
    },
    closeDelete: () => setDeleting(undefined),
    submitDelete: async (report, values) => {
      await decide.mutateAsync({
        action: 'delete',
        report,
        reason: removeContentBody(report, values).reason,
      });
      toast.success(m.contentDone(CONTENT_DONE.delete));
      setDeleting(undefined);
    },
    onBulk: async (action, reports) => {
      if (busy || reports.length === 0) return [];
      let result;
      try {
        result = await decideMany.mutateAsync({ action, reports });
      } catch (error) {
        // Only the refetch at the end can fail here (each report's failure is in the result).
        toast.failed(error, m.moderateFailed);
        return reports.map((r) => r.id);
      }
      const { succeeded, failed } = result;
      const done = action === 'approve' ? 'approved' : 'dismissed';
      const summary = t.bulkSummary(done, succeeded.length, failed.length);
      if (failed.length === 0) toast.success(summary);
      else toast.error(summary);
      return failed.map((f) => f.item.id);
    },
  };
}
