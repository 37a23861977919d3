/**
 * The report cards' actions (staff-area.md section 4): Approve and Dismiss Report keep the
 * content and close its reports; Warn User warns the author, then dismisses the report; Delete
 * Content removes it with a reason (from the dialog). Beyond the spec, approve or dismiss the
 * selected reports one after the other, then say how many succeeded and failed.
 *
 * One request at a time: while one runs every action button is disabled and the running one
 * says so. Nothing changes on screen before the server answers (the hooks refetch the list and
 * counts before they resolve), so a failure leaves everything as it was and a toast says so.
 */
import { useState } from 'react';
import { useApproveContent, useRemoveContent, useWarnUser } from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { moderationMessages as m, moderationText as t } from '../../../messages/moderation.ts';
import { removeContentBody, type DeleteContentValues } from './deleteContentForm.ts';
import { CONTENT_DONE, runEach, type Report, type ReportAction } from './moderation.ts';
import type { ModerationBusy } from './ModerationView.tsx';

export interface ReportActions {
  busy?: ModerationBusy;
  /** The report whose Delete Content dialog is open. */
  deleting?: Report;
  /** Counts openings of the delete dialog (each starts with an empty reason). */
  deleteOpened: number;
  onAction: (report: Report, action: ReportAction) => void;
  closeDelete: () => void;
  /** Deletes the dialog's content; throws when the server refuses (the form says so). */
  submitDelete: (values: DeleteContentValues) => Promise<void>;
  /** Approves or dismisses `reports`; resolves to the ids that failed. */
  onBulk: (action: 'approve' | 'dismiss', reports: readonly Report[]) => Promise<number[]>;
}

export function useReportActions(): ReportActions {
  const approve = useApproveContent();
  const remove = useRemoveContent();
  const warn = useWarnUser();
  const toast = useToast();
  const [busy, setBusy] = useState<ModerationBusy>();
  const [deleting, setDeleting] = useState<Report>();
  const [deleteOpened, setDeleteOpened] = useState(0);

  /** Keeps the content: its pending reports become dismissed. */
  const keep = (report: Report) =>
    approve.mutateAsync({
      params: { path: { id: report.content_id } },
      body: { type: report.content_type },
    });

  const keepOne = async (report: Report, action: 'approve' | 'dismiss') => {
    setBusy({ kind: 'report', id: report.id, action });
    try {
      await keep(report);
      toast.success(m.contentDone(CONTENT_DONE[action]));
    } catch {
      toast.error(m.moderateFailed);
    } finally {
      setBusy(undefined);
    }
  };

  const warnAuthor = async (report: Report) => {
    const author = report.content?.user;
    if (!author) return;
    setBusy({ kind: 'report', id: report.id, action: 'warn' });
    try {
      try {
        await warn.mutateAsync({
          params: { path: { id: author.id } },
          body: { reason: m.warnReason },
        });
      } catch {
        toast.error(m.userModerationFailed);
        return;
      }
      toast.success(m.userWarned);
      try {
        await keep(report);
      } catch {
        toast.error(m.moderateFailed);
      }
    } finally {
      setBusy(undefined);
    }
  };

  return {
    busy,
    deleting,
    deleteOpened,
    onAction: (report, action) => {
      if (busy) return;
      if (action === 'delete') {
        setDeleting(report);
        setDeleteOpened((n) => n + 1);
      } else if (action === 'warn') void warnAuthor(report);
      else void keepOne(report, action);
    },
    closeDelete: () => setDeleting(undefined),
    submitDelete: async (values) => {
      if (!deleting) return;
      setBusy({ kind: 'report', id: deleting.id, action: 'delete' });
      try {
        await remove.mutateAsync({
          params: { path: { id: deleting.content_id } },
          body: removeContentBody(deleting, values),
        });
      } finally {
        setBusy(undefined);
      }
      toast.success(m.contentDone(CONTENT_DONE.delete));
      setDeleting(undefined);
    },
    onBulk: async (action, reports) => {
      if (busy || reports.length === 0) return [];
      setBusy({ kind: 'bulk', action });
      try {
        const { succeeded, failed } = await runEach(reports, keep);
        const done = action === 'approve' ? 'approved' : 'dismissed';
        const summary = t.bulkSummary(done, succeeded.length, failed.length);
        if (failed.length === 0) toast.success(summary);
        else toast.error(summary);
        return failed.map((r) => r.id);
      } finally {
        setBusy(undefined);
      }
    },
  };
}
