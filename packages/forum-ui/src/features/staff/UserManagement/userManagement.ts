/**
 * The User Management tab's rules: which tab, search and page the URL asks for, which buttons a
 * user's card offers, and the role, warn and suspend forms (fields, rules, request shapes).
 * Plain functions, unit tested.
 */
import { CONTRACT_LIMITS, mayModerate, type components } from '@forum/api';
import { fitQuery, pageFromSearch, withPage, type FormErrors } from '@forum/forum-ui/design-system';
import { userManagementText as t } from './messages.ts';

export type ManagedUser = components['schemas']['User'];
export type Role = components['schemas']['Role'];
export type SuspensionDuration = components['schemas']['SuspensionDuration'];
export type AdminStats = components['schemas']['AdminStats'];

// ── where the list is ──

export const USER_FILTERS = ['all', 'banned', 'moderators', 'admins'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

export const FILTER_LABELS: Record<UserFilter, string> = {
  all: t.filterAll,
  banned: t.filterBanned,
  moderators: t.filterModerators,
  admins: t.filterAdmins,
};

/** Longest search the server takes (openapi.yaml, GET /admin/users `search`). */
export const SEARCH_MAX = CONTRACT_LIMITS.userSearch;

export interface UsersLocation {
  filter: UserFilter;
  /** Trimmed; '' for none. */
  search: string;
  page: number;
}

/**
 * The search some typed text asks for: trimmed, and no longer than the server takes, cut between
 * characters (never inside an emoji); `isShortened` says when the box shows it was cut.
 */
export function searchOf(text: string): string {
  return fitQuery(text, SEARCH_MAX).query;
}

/** Whether typed text is longer than the search it asks for (the box says so). */
export function isShortened(text: string): boolean {
  return fitQuery(text, SEARCH_MAX).shortened;
}

/** `?filter=` (default All), `?search=` and `?page=` of the URL. */
export function usersLocation(params: URLSearchParams): UsersLocation {
  const filter = params.get('filter') ?? '';
  return {
    filter: (USER_FILTERS as readonly string[]).includes(filter) ? (filter as UserFilter) : 'all',
    search: searchOf(params.get('search') ?? ''),
    page: pageFromSearch(params),
  };
}

/**
 * The search box: what it shows (as typed, spaces and all), the URL's search it last saw, the
 * search it last asked the URL for, and whether typed text is waiting for its pause.
 */
export interface SearchBox {
  text: string;
  seen: string;
  asked: string;
  waiting: boolean;
}

/** A box showing the URL's search. */
export function searchBox(search: string): SearchBox {
  return { text: search, seen: search, asked: search, waiting: false };
}

/** Typing: the text waits for its pause, unless it asks for the search already asked for. */
export function typedIn(box: SearchBox, text: string): SearchBox {
  return { ...box, text, waiting: searchOf(text) !== box.asked };
}

/** Asking for the text's search now (the pause ended, Enter, a tab or a page). */
export function askedFor(box: SearchBox, text: string): SearchBox {
  return { ...box, text, asked: searchOf(text), waiting: false };
}

/**
 * The URL's search moved. To the search the box asked for: the text stays as typed (typing may
 * have gone on meanwhile). Elsewhere (Back, a link): the box follows the URL, and a search still
 * waiting is dropped.
 */
export function urlMoved(box: SearchBox, search: string): SearchBox {
  return search === box.asked ? { ...box, seen: search } : searchBox(search);
}

/**
 * `params` moved to another tab, search or page, keeping every other parameter (`?tab=users`).
 * The defaults (All, no search, page 1) are left out of the URL. A new tab or search starts at
 * page 1 unless a page is given.
 */
export function withUsersLocation(
  params: URLSearchParams,
  next: Partial<UsersLocation>,
): URLSearchParams {
  const current = usersLocation(params);
  const target = { ...current, ...next };
  const moved = next.filter !== undefined || next.search !== undefined;
  const updated = withPage(params, next.page ?? (moved ? 1 : current.page));
  if (target.filter === 'all') updated.delete('filter');
  else updated.set('filter', target.filter);
  const search = target.search.trim();
  if (search === '') updated.delete('search');
  else updated.set('search', search);
  return updated;
}

/** Each tab's count from GET /admin/stats (`users`); unknown while the stats are missing. */
export function filterCounts(
  users: AdminStats['users'] | undefined,
): Record<UserFilter, number | undefined> {
  return {
    all: users?.total,
    banned: users?.banned,
    moderators: users?.moderators,
    admins: users?.admins,
  };
}

// ── what a card offers ──

export type DirectAction =
  'make_admin' | 'make_moderator' | 'make_user' | 'ban' | 'unban' | 'delete';

export const ROLE_ACTIONS: Record<Role, DirectAction> = {
  admin: 'make_admin',
  moderator: 'make_moderator',
  user: 'make_user',
};

/** A direct button on a card. */
export interface DirectButton {
  action: DirectAction;
  /**
   * The user already has the role this button sets: it is shown, in its place, but cannot be
   * used, and says it is the current role.
   */
  current: boolean;
}

export interface CardActions {
  /** The Manage dialog (role select). */
  manage: boolean;
  /** The Moderate dialog (warnings, history, warn, suspend). */
  moderate: boolean;
  /** The direct buttons, in the order they are shown. */
  direct: DirectButton[];
}

const NONE: CardActions = { manage: false, moderate: false, direct: [] };

/** The three role buttons (Make Admin, Make Moderator, Make User), the user's own role marked. */
export function roleButtons(user: Pick<ManagedUser, 'role'>): DirectButton[] {
  const role = roleDefaults(user).role;
  return (['admin', 'moderator', 'user'] as const).map((each) => ({
    action: ROLE_ACTIONS[each],
    current: each === role,
  }));
}

/**
 * What a user's card offers the viewer. One's own card offers nothing (users cannot manage
 * themselves, and the server refuses it). The direct buttons are the spec's three role buttons
 * (the user's current role among them, marked and not usable), then Ban or Unban, then Delete
 * User. Moderate follows `mayModerate` (staff viewers, not on an admin's card: the server
 * refuses to warn or suspend an admin), as on member pages.
 */
export function cardActions(
  user: Pick<ManagedUser, 'id' | 'role' | 'is_banned'>,
  viewer: { id: number; role: string } | null | undefined,
): CardActions {
  if (!viewer || viewer.id === user.id) return NONE;
  const moderate = mayModerate(viewer, user);
  if (viewer.role !== 'admin') return { ...NONE, moderate };
  return {
    manage: true,
    moderate,
    direct: [
      ...roleButtons(user),
      { action: user.is_banned ? 'unban' : 'ban', current: false },
      { action: 'delete', current: false },
    ],
  };
}

/** The role a role action sets, if it is one. */
export function roleOf(action: DirectAction): Role | undefined {
  return (Object.keys(ROLE_ACTIONS) as Role[]).find((role) => ROLE_ACTIONS[role] === action);
}

// ── the role form (Manage) ──

export const ROLES: readonly Role[] = ['user', 'moderator', 'admin'];
export const ROLE_LABELS: Record<Role, string> = {
  user: t.roleUser,
  moderator: t.roleModerator,
  admin: t.roleAdmin,
};

export type RoleValues = { role: Role };

/** The server's role, or 'user' for anything it does not know. */
export function roleDefaults(user: Pick<ManagedUser, 'role'>): RoleValues {
  return { role: (ROLES as readonly string[]).includes(user.role) ? user.role : 'user' };
}

/** Update Role is offered only once the role differs from the user's. */
export function roleChanged(values: RoleValues, user: Pick<ManagedUser, 'role'>): boolean {
  return values.role !== roleDefaults(user).role;
}

// ── the warn and suspend forms (Moderate) ──

export type WarnValues = { reason: string };
export const WARN_DEFAULTS: WarnValues = { reason: t.defaultWarnReason };

export const SUSPENSION_DURATIONS: readonly SuspensionDuration[] = [
  '1_day',
  '3_days',
  '1_week',
  '2_weeks',
  '1_month',
];
export const DURATION_LABELS: Record<SuspensionDuration, string> = {
  '1_day': t.duration1Day,
  '3_days': t.duration3Days,
  '1_week': t.duration1Week,
  '2_weeks': t.duration2Weeks,
  '1_month': t.duration1Month,
};

export type SuspendValues = { duration: SuspensionDuration; reason: string };
export const SUSPEND_DEFAULTS: SuspendValues = { duration: '1_day', reason: '' };

/** Spec: a warning and a suspension each need a non-blank reason. */
export function validateReason(values: { reason: string }): FormErrors<'reason'> {
  return values.reason.trim() === '' ? { reason: t.reasonRequired } : {};
}

export function warnBody(values: WarnValues) {
  return { reason: values.reason.trim() };
}

export function suspendBody(values: SuspendValues) {
  return { duration: values.duration, reason: values.reason.trim() };
}
