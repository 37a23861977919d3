import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import {
  Avatar,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingCards,
  Pager,
  RoleBadge,
  Tabs,
  TextField,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
  formatDate,
  toDateTimeAttribute,
} from '@forum/forum-ui/design-system';
import { userManagementText as t } from './messages.ts';
import {
  cardActions,
  FILTER_LABELS,
  SEARCH_MAX,
  USER_FILTERS,
  isShortened,
  type DirectAction,
  type ManagedUser,
  type UserFilter,
} from './userManagement.ts';
import * as styles from './UserManagement.css.ts';

/** A direct action waiting for confirmation: Ban and Delete User ask first. */
export interface PendingConfirmation {
  action: 'ban' | 'delete';
  user: ManagedUser;
}

/** The request in flight: its button says so, and every action button waits. */
export interface UserActionInFlight {
  userId: number;
  action: DirectAction;
}

export interface UserManagementViewProps {
  status: 'loading' | 'error' | 'ready';
  /** This page of users, newest first. */
  users: readonly ManagedUser[];
  /** Who is looking: their own card offers nothing. */
  viewer: { id: number; role: string } | null | undefined;
  filter: UserFilter;
  /** Each tab's count; undefined shows none. */
  counts: Readonly<Record<UserFilter, number | undefined>>;
  onFilterChange: (filter: UserFilter) => void;
  /** What is typed in the search box. */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter in the box: search now. */
  onSearchSubmit: () => void;
  /** The search the list answers (from the URL). */
  search: string;
  page: number;
  lastPage: number;
  /** Users in this tab and search (all pages). */
  total?: number;
  onPageChange: (page: number) => void;
  pageHref?: (page: number) => string;
  /** Another page or tab is loading over the current one. */
  refreshing?: boolean;
  onRetry?: () => void;
  inFlight?: UserActionInFlight;
  onManage: (user: ManagedUser) => void;
  onModerate: (user: ManagedUser) => void;
  /** A direct button; Ban and Delete User go through `confirming` first. */
  onAction: (user: ManagedUser, action: DirectAction) => void;
  /** Ban or Delete User asking first; the subject stays while the dialog closes. */
  confirmation: { open: boolean; subject?: PendingConfirmation };
  onConfirm: () => void;
  onCancelConfirm: () => void;
}

const ACTION_LABELS: Record<DirectAction, { label: string; busy: string }> = {
  make_admin: { label: t.makeAdmin, busy: t.updatingRole },
  make_moderator: { label: t.makeModerator, busy: t.updatingRole },
  make_user: { label: t.makeUser, busy: t.updatingRole },
  ban: { label: t.ban, busy: t.banning },
  unban: { label: t.unban, busy: t.unbanning },
  delete: { label: t.deleteUser, busy: t.deleting },
};

interface UserCardProps {
  user: ManagedUser;
  viewer: UserManagementViewProps['viewer'];
  inFlight?: UserActionInFlight;
  onManage: (user: ManagedUser) => void;
  onModerate: (user: ManagedUser) => void;
  onAction: (user: ManagedUser, action: DirectAction) => void;
}

/**
 * One user: picture or initials, name, role, state (banned, suspended, pending), e-mail,
 * username and joined date; Manage, Moderate and the direct buttons the viewer may use.
 */
export function UserCard({
  user,
  viewer,
  inFlight,
  onManage,
  onModerate,
  onAction,
}: UserCardProps) {
  const own = viewer?.id === user.id;
  const currentRoleId = useId();
  const offered = cardActions(user, viewer);
  const busy = inFlight !== undefined;
  const hasActions = offered.manage || offered.moderate || offered.direct.length > 0;
  return (
    <Card
      as="article"
      title={user.name}
      subtitle={user.username ? `@${user.username}` : undefined}
      headingLevel={3}
    >
      <Stack space="small">
        <div className={styles.person}>
          <Avatar name={user.name} src={user.avatar_url} colorKey={user.id} decorative />
          <div className={styles.details}>
            <Stack space="xsmall">
              <div className={styles.badges}>
                <RoleBadge userRole={user.role} />
                {own && <Badge tone="primary">{t.you}</Badge>}
                {user.is_banned && <Badge tone="critical">{t.banned}</Badge>}
                {!user.is_banned && user.status === 'suspended' && (
                  <Badge tone="warning">{t.suspended}</Badge>
                )}
                {user.status === 'pending' && <Badge tone="neutral">{t.pending}</Badge>}
              </div>
              <Text size="small">{user.email ?? t.noEmail}</Text>
              <Text size="small" tone="muted">
                {t.joined}{' '}
                <time dateTime={toDateTimeAttribute(user.created_at)}>
                  {formatDate(user.created_at)}
                </time>
              </Text>
            </Stack>
          </div>
        </div>
        {own && (
          <Text size="small" tone="muted">
            {t.ownCard}
          </Text>
        )}
        {hasActions && (
          <div className={styles.actions} role="group" aria-label={t.actionsOf(user.name)}>
            {offered.manage && (
              <Button
                size="small"
                variant="secondary"
                disabled={busy}
                onClick={() => onManage(user)}
              >
                {t.manage}
              </Button>
            )}
            {offered.moderate && (
              <Button
                size="small"
                variant="secondary"
                disabled={busy}
                onClick={() => onModerate(user)}
              >
                {t.moderate}
              </Button>
            )}
            {/* Keyed by place: after Ban the same button reads Unban, so focus stays where it
                was, also when a confirmation returns it. The three role buttons keep their
                places: after a role change the clicked one becomes the current role. */}
            {offered.direct.map(({ action, current }, place) => {
              const running = inFlight?.userId === user.id && inFlight.action === action;
              return (
                <Button
                  key={place}
                  size="small"
                  variant={action === 'delete' || action === 'ban' ? 'critical' : 'ghost'}
                  disabled={current || (busy && !running)}
                  busy={running}
                  busyLabel={ACTION_LABELS[action].busy}
                  icon={current ? '✓' : undefined}
                  aria-describedby={current ? currentRoleId : undefined}
                  onClick={() => onAction(user, action)}
                >
                  {ACTION_LABELS[action].label}
                </Button>
              );
            })}
            {offered.direct.some(({ current }) => current) && (
              <VisuallyHidden id={currentRoleId}>{t.currentRole}</VisuallyHidden>
            )}
          </div>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The User Management tab (admin): a search box, the tabs All, Banned, Moderators and Admins
 * with their counts, and one page of 10 user cards with their actions; Ban and Delete User
 * ask for confirmation first.
 */
export function UserManagementView(props: UserManagementViewProps) {
  const { status, users, filter, search, inFlight } = props;
  const { open: confirmOpen, subject: confirming } = props.confirmation;
  // After a delete the opener is gone with its card: focus goes to the tab's heading instead.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerGone =
    confirming !== undefined && !users.some((user) => user.id === confirming.user.id);

  let content: ReactNode;
  if (status === 'loading') {
    content = <LoadingCards label={t.loading} space="small" />;
  } else if (status === 'error') {
    content = <ErrorState message={t.loadFailed} onRetry={props.onRetry} />;
  } else if (users.length === 0) {
    content = (
      <EmptyState
        title={t.empty}
        description={search ? t.emptySearch(search) : t.emptyHint}
        headingLevel={3}
        size="compact"
      />
    );
  } else {
    content = (
      <Stack space="medium">
        {props.total !== undefined && (
          <Text size="small" tone="muted" role="status">
            {t.summary(props.total)}
          </Text>
        )}
        <ul
          aria-label={t.listLabel}
          className={`${styles.list} ${props.refreshing ? styles.dimmed : ''}`}
          aria-busy={props.refreshing || undefined}
        >
          {users.map((user) => (
            <li key={user.id}>
              <UserCard
                user={user}
                viewer={props.viewer}
                inFlight={inFlight}
                onManage={props.onManage}
                onModerate={props.onModerate}
                onAction={props.onAction}
              />
            </li>
          ))}
        </ul>
        <Pager
          variant="simple"
          page={props.page}
          lastPage={props.lastPage}
          onPageChange={props.onPageChange}
          getHref={props.pageHref}
          label={t.pager}
          hideWhenSingle
        />
      </Stack>
    );
  }

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSearchSubmit();
  };

  const confirmingBusy =
    confirming !== undefined &&
    inFlight?.userId === confirming.user.id &&
    inFlight.action === confirming.action;

  return (
    <Stack space="medium">
      <Heading level={2} size={4} ref={headingRef} tabIndex={-1}>
        {t.title}
      </Heading>
      <form
        role="search"
        aria-label={t.searchLabel}
        className={styles.searchForm}
        onSubmit={onSearch}
      >
        <TextField
          type="search"
          label={t.searchLabel}
          hint={isShortened(props.searchText) ? t.searchShortened(SEARCH_MAX) : t.searchHint}
          value={props.searchText}
          limit={SEARCH_MAX}
          onChange={(event) => props.onSearchTextChange(event.target.value)}
          fieldClassName={styles.searchField}
        />
      </form>
      <Tabs
        aria-label={t.filtersLabel}
        selectedId={filter}
        onSelectedIdChange={(id) => props.onFilterChange(id as UserFilter)}
        tabs={USER_FILTERS.map((id) => ({
          id,
          label: FILTER_LABELS[id],
          count: props.counts[id],
          content: id === filter ? content : null,
        }))}
      />
      <ConfirmDialog
        open={confirmOpen}
        onClose={props.onCancelConfirm}
        onConfirm={props.onConfirm}
        title={
          confirming?.action === 'delete'
            ? t.deleteTitle(confirming.user.name)
            : t.banTitle(confirming?.user.name ?? '')
        }
        message={confirming?.action === 'delete' ? t.deleteMessage : t.banMessage}
        confirmLabel={confirming?.action === 'delete' ? t.deleteUser : t.ban}
        cancelLabel={t.cancel}
        tone="critical"
        busy={confirmingBusy}
        busyLabel={confirming?.action === 'delete' ? t.deleting : t.banning}
        finalFocus={openerGone ? headingRef : undefined}
      />
    </Stack>
  );
}
