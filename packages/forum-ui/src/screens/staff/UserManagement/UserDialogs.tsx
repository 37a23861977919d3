import { useId, type ReactNode } from 'react';
import type { components } from '@forum/api';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { Form } from '../../../forms/Form.tsx';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { moderationText } from '../../../messages/moderation.ts';
import { userManagementText as t } from '../../../messages/userManagement.ts';
import { Heading } from '../../../primitives/Heading.tsx';
import { Stack } from '../../../primitives/Stack.tsx';
import { Text } from '../../../primitives/Text.tsx';
import { formatDateTime, toDateTimeAttribute } from '../../../utils/dates.ts';
import {
  DURATION_LABELS,
  ROLE_LABELS,
  ROLES,
  roleChanged,
  SUSPENSION_DURATIONS,
  type ManagedUser,
  type RoleValues,
  type SuspendValues,
  type WarnValues,
} from './userManagement.ts';
import * as styles from './UserManagement.css.ts';

/** Longest reason the server takes. */
export const REASON_MAX = 1000;

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const DURATION_OPTIONS = SUSPENSION_DURATIONS.map((value) => ({
  value,
  label: DURATION_LABELS[value],
}));

export interface ManageUserDialogProps {
  open: boolean;
  user: Pick<ManagedUser, 'name' | 'role'>;
  form: FormBinding<RoleValues>;
  onClose: () => void;
}

/**
 * The Manage dialog: the user's role (user, moderator, admin); Update Role waits until the
 * role differs from the current one.
 */
export function ManageUserDialog({ open, user, form, onClose }: ManageUserDialogProps) {
  const changed = roleChanged(form.values, user);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.manageTitle(user.name)}
      description={t.manageDescription}
      busy={form.submitting}
      closeLabel={t.close}
      size="small"
    >
      <Form form={form} label={t.manageTitle(user.name)}>
        <Select
          label={t.roleLabel}
          options={ROLE_OPTIONS}
          value={form.values.role}
          onChange={(role) => form.setValue('role', role)}
          name="role"
        />
        <div className={styles.actions}>
          <DialogClose disabled={form.submitting}>{t.cancel}</DialogClose>
          <Button
            type="submit"
            variant="primary"
            disabled={!changed}
            busy={form.submitting}
            busyLabel={t.updatingRole}
          >
            {t.updateRole}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

export type Warning = components['schemas']['Warning'];

export type WarningsState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; warnings: readonly Warning[] };

export type ModerationEntry = components['schemas']['ModerationEntry'];

/** The user's moderation history (GET /moderator/users/{id}/history), one page of 10. */
export type HistoryState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | {
      status: 'ready';
      /** This page, newest first. */
      entries: readonly ModerationEntry[];
      page: number;
      lastPage: number;
      onPageChange: (page: number) => void;
      /** Another page is loading over this one. */
      refreshing?: boolean;
    };

export interface ModerateUserDialogProps {
  open: boolean;
  user: Pick<ManagedUser, 'name'>;
  warnings: WarningsState;
  history: HistoryState;
  warnForm: FormBinding<WarnValues>;
  suspendForm: FormBinding<SuspendValues>;
  onClose: () => void;
}

function WarningList({ state }: { state: WarningsState }) {
  if (state.status === 'loading') {
    return (
      <Stack space="xsmall" aria-busy="true">
        <Text size="small" tone="muted" role="status">
          {t.warningsLoading}
        </Text>
        <Skeleton variant="block" height={48} />
      </Stack>
    );
  }
  if (state.status === 'error') {
    return <ErrorState message={t.warningsFailed} onRetry={state.onRetry} size="compact" />;
  }
  if (state.warnings.length === 0) {
    return (
      <Text size="small" tone="muted">
        {t.noWarnings}
      </Text>
    );
  }
  return (
    <ul className={styles.warnings} aria-label={t.warningsTitle}>
      {state.warnings.map((warning) => (
        <li key={warning.id} className={styles.warning}>
          <Text size="small">{warning.reason}</Text>
          <Text size="small" tone="muted">
            <time dateTime={toDateTimeAttribute(warning.created_at)}>
              {formatDateTime(warning.created_at)}
            </time>
            {warning.moderator ? ` · ${t.warnedBy(warning.moderator.name)}` : null}
          </Text>
        </li>
      ))}
    </ul>
  );
}

function HistoryList({ state }: { state: HistoryState }) {
  if (state.status === 'loading') {
    return (
      <Stack space="xsmall" aria-busy="true">
        <Text size="small" tone="muted" role="status">
          {t.historyLoading}
        </Text>
        <Skeleton variant="block" height={48} />
      </Stack>
    );
  }
  if (state.status === 'error') {
    return <ErrorState message={t.historyFailed} onRetry={state.onRetry} size="compact" />;
  }
  if (state.entries.length === 0) {
    return (
      <Text size="small" tone="muted">
        {t.noHistory}
      </Text>
    );
  }
  return (
    <Stack space="small">
      {state.refreshing && (
        <Text size="small" tone="muted" role="status">
          {t.historyLoading}
        </Text>
      )}
      <ul
        className={styles.warnings}
        aria-label={t.historyLabel}
        aria-busy={state.refreshing || undefined}
      >
        {state.entries.map((entry) => {
          const action = moderationText.actions[entry.action] ?? entry.action;
          return (
            <li key={entry.id} className={styles.warning}>
              <Stack space="xsmall">
                <div className={styles.badges}>
                  <Badge tone="primary">{action}</Badge>
                </div>
                {entry.description && <Text size="small">{entry.description}</Text>}
                <Text size="small">
                  {t.historyReason}: {entry.reason?.trim() || t.historyNoReason}
                </Text>
                <Text size="small" tone="muted">
                  <time dateTime={toDateTimeAttribute(entry.created_at)}>
                    {formatDateTime(entry.created_at)}
                  </time>{' '}
                  ·{' '}
                  {entry.moderator ? t.historyBy(entry.moderator.name) : t.historyUnknownModerator}
                </Text>
              </Stack>
            </li>
          );
        })}
      </ul>
      <Pager
        variant="simple"
        page={state.page}
        lastPage={state.lastPage}
        onPageChange={state.onPageChange}
        label={t.historyPager}
        hideWhenSingle
      />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Stack space="small">
        <Heading level={3} size={4} id={id}>
          {title}
        </Heading>
        {children(id)}
      </Stack>
    </section>
  );
}

/** A warn or suspend form: its own fields, then the required reason and the submit button. */
function ModerationForm<V extends { reason: string }>({
  title,
  form,
  otherBusy,
  submit,
  children,
}: {
  title: string;
  form: FormBinding<V>;
  /** The other form is sending: this one waits. */
  otherBusy: boolean;
  submit: { label: string; busy: string; variant: 'secondary' | 'critical' };
  children?: ReactNode;
}) {
  return (
    <Section title={title}>
      {(id) => (
        <Form form={form} labelledBy={id} space="small">
          {children}
          <TextArea
            label={t.reasonLabel}
            required
            rows={2}
            maxLength={REASON_MAX}
            showCount={false}
            name="reason"
            value={form.values.reason}
            error={form.errors.reason}
            onChange={(event) => form.setValue('reason', event.target.value as V['reason'])}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              variant={submit.variant}
              disabled={otherBusy}
              busy={form.submitting}
              busyLabel={submit.busy}
            >
              {submit.label}
            </Button>
          </div>
        </Form>
      )}
    </Section>
  );
}

/**
 * The Moderate dialog: the user's warnings and moderation history side by side (stacked on a
 * narrow screen), a warn form (reason, 'Content violation' by
 * default) and a suspend form (duration, one day by default; reason). Both reasons are required.
 */
export function ModerateUserDialog({
  open,
  user,
  warnings,
  history,
  warnForm,
  suspendForm,
  onClose,
}: ModerateUserDialogProps) {
  const busy = warnForm.submitting || suspendForm.submitting;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.moderateTitle(user.name)}
      description={t.moderateDescription}
      busy={busy}
      closeLabel={t.close}
      size="large"
    >
      <Stack space="medium">
        <div className={styles.records}>
          <Section title={t.warningsTitle}>{() => <WarningList state={warnings} />}</Section>
          <Section title={t.historyTitle}>{() => <HistoryList state={history} />}</Section>
        </div>
        <ModerationForm
          title={t.warnTitle}
          form={warnForm}
          otherBusy={suspendForm.submitting}
          submit={{ label: t.warnSubmit, busy: t.warnBusy, variant: 'secondary' }}
        />
        <ModerationForm
          title={t.suspendTitle}
          form={suspendForm}
          otherBusy={warnForm.submitting}
          submit={{ label: t.suspendSubmit, busy: t.suspendBusy, variant: 'critical' }}
        >
          <Select
            label={t.durationLabel}
            options={DURATION_OPTIONS}
            value={suspendForm.values.duration}
            onChange={(duration) => suspendForm.setValue('duration', duration)}
            name="duration"
          />
        </ModerationForm>
      </Stack>
    </Dialog>
  );
}
