import { describe, expect, it } from 'vitest';
import {
  moderationHref,
  moderationLocation,
  reasonLabel,
  reportActions,
  reportStatusQuery,
  reporterName,
  selectableIds,
} from './moderation.ts';

const content = {
  id: 4,
  title: 'GPU',
  content: 'x',
  user: { id: 9, name: 'Ana' },
  created_at: '2026-11-20T10:00:00Z',
};

describe('moderationLocation', () => {
  it('reads the sub-tab, page and status filter, with defaults for anything else', () => {
    expect(moderationLocation(new URLSearchParams(''))).toEqual({
      view: 'reports',
      page: 1,
      status: 'all',
    });
    expect(moderationLocation(new URLSearchParams('view=history&page=3&status=pending'))).toEqual({
      view: 'history',
      page: 3,
      status: 'pending',
    });
    expect(moderationLocation(new URLSearchParams('view=nope&page=x&status=open'))).toEqual({
      view: 'reports',
      page: 1,
      status: 'all',
    });
  });
});

describe('moderationHref', () => {
  it('keeps the tab, and the page and filter only where they apply', () => {
    expect(moderationHref({})).toBe('/UserProfile?tab=moderation');
    expect(moderationHref({ status: 'pending' })).toBe(
      '/UserProfile?tab=moderation&status=pending',
    );
    expect(moderationHref({ status: 'resolved', page: 2 })).toBe(
      '/UserProfile?tab=moderation&status=resolved&page=2',
    );
    expect(moderationHref({ view: 'history', page: 2, status: 'pending' })).toBe(
      '/UserProfile?tab=moderation&view=history&page=2',
    );
    expect(moderationHref({ view: 'quick', page: 4 })).toBe(
      '/UserProfile?tab=moderation&view=quick',
    );
  });
});

describe('report card texts', () => {
  it('names the reporter, or Anonymous', () => {
    expect(reporterName({ reporter: { id: 1, name: 'Ben' } })).toBe('Ben');
    expect(reporterName({ reporter: null })).toBe('Anonymous');
    expect(reporterName({ reporter: { id: 1, name: '  ' } })).toBe('Anonymous');
  });

  it('names the reason, or says none was given', () => {
    expect(reasonLabel('spam')).toBe('Spam');
    expect(reasonLabel('copyright')).toBe('Copyright');
    expect(reasonLabel(null)).toBe('No specific reason provided');
    expect(reasonLabel('')).toBe('No specific reason provided');
  });

  it('sends no status for all reports', () => {
    expect(reportStatusQuery('all')).toEqual({});
    expect(reportStatusQuery('dismissed')).toEqual({ status: 'dismissed' });
  });
});

describe('reportActions', () => {
  it('offers every action on a pending report, none once decided', () => {
    expect(reportActions({ status: 'pending', content })).toEqual([
      'approve',
      'warn',
      'delete',
      'dismiss',
    ]);
    expect(reportActions({ status: 'resolved', content })).toEqual([]);
    expect(reportActions({ status: 'dismissed', content })).toEqual([]);
  });

  it('leaves out Warn without an author and Delete without content', () => {
    expect(reportActions({ status: 'pending', content: { ...content, user: null } })).toEqual([
      'approve',
      'delete',
      'dismiss',
    ]);
    expect(reportActions({ status: 'pending', content: null })).toEqual(['approve', 'dismiss']);
  });

  it('selects only pending reports', () => {
    expect(
      selectableIds([
        { id: 1, status: 'pending' },
        { id: 2, status: 'resolved' },
        { id: 3, status: 'pending' },
      ]),
    ).toEqual([1, 3]);
  });
});
