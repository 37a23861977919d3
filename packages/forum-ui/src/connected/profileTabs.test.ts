import { describe, expect, it } from 'vitest';
import { resolveTab, tabHref, tabsFor } from './profileTabs.ts';

describe('tabsFor', () => {
  it('gives each role its side menu (spec: user, moderator, admin)', () => {
    expect(tabsFor('user')).toEqual(['dashboard', 'settings', 'activity', 'notifications']);
    expect(tabsFor('moderator')).toEqual([
      'dashboard',
      'settings',
      'activity',
      'notifications',
      'moderation',
      'approvals',
      'contact_forms',
    ]);
    expect(tabsFor('admin')).toEqual([
      'dashboard',
      'settings',
      'activity',
      'notifications',
      'moderation',
      'approvals',
      'contact_forms',
      'users',
      'categories',
      'meta_tags',
      'system',
    ]);
  });
  it('treats a missing or unknown role as a user', () => {
    expect(tabsFor(undefined)).toEqual(['dashboard', 'settings', 'activity', 'notifications']);
    expect(tabsFor('superuser')).toEqual(['dashboard', 'settings', 'activity', 'notifications']);
  });
});

describe('resolveTab', () => {
  it('opens the dashboard by default', () => {
    expect(resolveTab(null, 'user')).toEqual({ kind: 'tab', tab: 'dashboard' });
    expect(resolveTab('  ', 'user')).toEqual({ kind: 'tab', tab: 'dashboard' });
  });
  it('opens a tab the role may see', () => {
    expect(resolveTab('settings', 'user')).toEqual({ kind: 'tab', tab: 'settings' });
    expect(resolveTab('meta_tags', 'admin')).toEqual({ kind: 'tab', tab: 'meta_tags' });
  });
  it("says 'unknown' for a name the product does not have", () => {
    expect(resolveTab('reports', 'admin')).toEqual({ kind: 'unknown', name: 'reports' });
  });
  it('never shows a staff tab to a role that may not see it', () => {
    expect(resolveTab('users', 'user')).toEqual({ kind: 'forbidden', tab: 'users' });
    expect(resolveTab('users', 'moderator')).toEqual({ kind: 'forbidden', tab: 'users' });
    expect(resolveTab('moderation', 'user')).toEqual({ kind: 'forbidden', tab: 'moderation' });
    // The System panel (health and server figures) is for admins only.
    expect(resolveTab('system', 'admin')).toEqual({ kind: 'tab', tab: 'system' });
    expect(resolveTab('system', 'moderator')).toEqual({ kind: 'forbidden', tab: 'system' });
    expect(resolveTab('system', 'user')).toEqual({ kind: 'forbidden', tab: 'system' });
  });
});

describe('tabHref', () => {
  it('links a tab, the dashboard being the area itself', () => {
    expect(tabHref('dashboard')).toBe('/UserProfile');
    expect(tabHref('settings')).toBe('/UserProfile?tab=settings');
    expect(tabHref('activity', { view: 'posts' })).toBe('/UserProfile?tab=activity&view=posts');
  });
});
