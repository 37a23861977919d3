/**
 * The profile area's tabs: which roles see which (docs/spec/staff-area.md section 2, "Profile side
 * menu by role"), what a `?tab=` value shows, and each tab's address. Plain functions, unit
 * tested. Below the features: the profile area shows the staff feature's screens as its tabs,
 * and those screens link to other tabs (`tabHref`).
 */
import { hasRequiredRole } from '@forum/api';

export const PROFILE_TABS = [
  { id: 'dashboard', role: 'user' },
  { id: 'settings', role: 'user' },
  { id: 'activity', role: 'user' },
  { id: 'notifications', role: 'user' },
  { id: 'moderation', role: 'moderator' },
  { id: 'approvals', role: 'moderator' },
  { id: 'contact_forms', role: 'moderator' },
  { id: 'users', role: 'admin' },
  { id: 'categories', role: 'admin' },
  { id: 'meta_tags', role: 'admin' },
  { id: 'system', role: 'admin' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];
export const DEFAULT_TAB: ProfileTabId = 'dashboard';

/** The tabs a role sees, in menu order. */
export function tabsFor(role: string | null | undefined): ProfileTabId[] {
  return PROFILE_TABS.filter((tab) => hasRequiredRole({ role: role ?? 'user' }, tab.role)).map(
    (tab) => tab.id,
  );
}

/** What a `?tab=` value shows for a role. */
export type TabResolution =
  | { kind: 'tab'; tab: ProfileTabId }
  /** A tab name the product does not know: the spec's 'content coming soon'. */
  | { kind: 'unknown'; name: string }
  /** A tab the role may not see: neither offered nor shown; the dashboard instead. */
  | { kind: 'forbidden'; tab: ProfileTabId };

export function resolveTab(
  param: string | null | undefined,
  role: string | null | undefined,
): TabResolution {
  const name = (param ?? '').trim();
  if (name === '') return { kind: 'tab', tab: DEFAULT_TAB };
  const known = PROFILE_TABS.find((tab) => tab.id === name);
  if (!known) return { kind: 'unknown', name };
  return tabsFor(role).includes(known.id)
    ? { kind: 'tab', tab: known.id }
    : { kind: 'forbidden', tab: known.id };
}

/** The address of a tab (the dashboard is the area's own address). */
export function tabHref(tab: ProfileTabId, extra?: Record<string, string>): string {
  const params = new URLSearchParams(tab === DEFAULT_TAB ? {} : { tab });
  for (const [key, value] of Object.entries(extra ?? {})) params.set(key, value);
  const search = params.toString();
  return `/UserProfile${search ? `?${search}` : ''}`;
}
