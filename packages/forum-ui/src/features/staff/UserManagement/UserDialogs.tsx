import { useId, type ReactNode } from 'react';
import { CONTRACT_LIMITS, type components } from '@forum/api';
import {
  BoundSelect,
  Badge,
  Dialog,
  DialogClose,
  ErrorState,
  Pager,
  Skeleton,
  useSubmitting,
  Heading,
  Stack,
  Text,
  formatDateTime,
  toDateTimeAttribute,
  type ForumAppForm,
} from '@forum/forum-ui/design-system';
import { moderationText } from '../Moderation/messages.ts';
import { userManagementText as t } from './messages.ts';
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

/** Longest reason the server takes (openapi.yaml: SuspendRequest, ReasonRequest). */
export const REASON_MAX = CONTRACT_LIMITS.suspendReason;

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const DURATION_OPTIONS = SUSPENSION_DURATIONS.map((value) => ({
  value,
  label: DURATION_LABELS[value],
}));

export interface ManageUserDialogProps {
  /** Default true: the screen mounts the dialog for each opening. */
  open?: boolean;
  user: Pick<ManagedUser, 'name' | 'role'>;
  form: ForumAppForm<RoleValues>;
  onClose: () => void;
}

/**
 * The Manage dialog: the user's role (user, moderator, admin); Update Role waits until the
 * role differs from the current one.
 */
export function ManageUserDialog({ open = true, user, form, onClose }: ManageUserDialogProps) {
  const submitting = useSubmitting(form);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.manageTitle(user.name)}
      description={t.manageDescription}
      busy={submitting}
      closeLabel={t.close}
      size="small"
    >
      <form.AppForm>
        <form.Form label={t.manageTitle(user.name)}>
          <form.AppField name="role">
            {() => <BoundSelect label={t.roleLabel} options={ROLE_OPTIONS} />}
          </form.AppField>
          <div className={styles.actions}>
            <DialogClose disabled={submitting}>{t.cancel}</DialogClose>
            <form.Subscribe selector={(state) => roleChanged(state.values, user)}>
              {(changed) => (
                <form.SubmitButton disabled={!changed} busyLabel={t.updatingRole}>
                  {t.updateRole}
                </form.SubmitButton>
              )}
            </form.Subscribe>
          </div>
        </form.Form>
      </form.AppForm>
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
  /** Default true: the caller mounts the dialog for each opening. */
  open?: boolean;
  user: Pick<ManagedUser, 'name'>;
  warnings: WarningsState;
  history: HistoryState;
  warnForm: ForumAppForm<WarnValues>;
  suspendForm: ForumAppForm<SuspendValues>;
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

/** The required reason of the warn and suspend forms (a bound field: `field.TextArea`). */
const REASON_FIELD = {
  label: t.reasonLabel,
  required: true,
  rows: 2,
  limit: REASON_MAX,
  showCount: false,
} as const;

/**
 * The Moderate dialog: the user's warnings and moderation history side by side (stacked on a
 * narrow screen), a warn form (reason, 'Content violation' by
 * default) and a suspend form (duration, one day by default; reason). Both reasons are required.
 */
export function ModerateUserDialog({
  open = true,
  user,
  warnings,
  history,
  warnForm,
  suspendForm,
  onClose,
}: ModerateUserDialogProps) {
  const warning = useSubmitting(warnForm);
  const suspending = useSubmitting(suspendForm);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.moderateTitle(user.name)}
      description={t.moderateDescription}
      busy={warning || suspending}
      closeLabel={t.close}
      size="large"
    >
      <Stack space="medium">
        <div className={styles.records}>
          <Section title={t.warningsTitle}>{() => <WarningList state={warnings} />}</Section>
          <Section title={t.historyTitle}>{() => <HistoryList state={history} />}</Section>
        </div>
        {/* Each form waits while the other one is sending. */}
        <Section title={t.warnTitle}>
          {(id) => (
            <warnForm.AppForm>
              <warnForm.Form labelledBy={id} space="small">
                <warnForm.AppField name="reason">
                  {(field) => <field.TextArea {...REASON_FIELD} />}
                </warnForm.AppField>
                <div className={styles.actions}>
                  <warnForm.SubmitButton
                    variant="secondary"
                    disabled={suspending}
                    busyLabel={t.warnBusy}
                  >
                    {t.warnSubmit}
                  </warnForm.SubmitButton>
                </div>
              </warnForm.Form>
            </warnForm.AppForm>
          )}
        </Section>
        <Section title={t.suspendTitle}>
          {(id) => (
            <suspendForm.AppForm>
              <suspendForm.Form labelledBy={id} space="small">
                <suspendForm.AppField name="duration">
                  {() => <BoundSelect label={t.durationLabel} options={DURATION_OPTIONS} />}
                </suspendForm.AppField>
                <suspendForm.AppField name="reason">
                  {(field) => <field.TextArea {...REASON_FIELD} />}
                </suspendForm.AppField>
                <div className={styles.actions}>
                  <suspendForm.SubmitButton
                    variant="critical"
                    disabled={warning}
                    busyLabel={t.suspendBusy}
                  >
                    {t.suspendSubmit}
                  </suspendForm.SubmitButton>
                </div>
              </suspendForm.Form>
            </suspendForm.AppForm>
          )}
        </Section>
      </Stack>
    </Dialog>
  );
}
