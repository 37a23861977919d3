import { describe, expect, it } from 'vitest';
import { approvalsMessages as m } from './messages.ts';
import {
  approvalsLocation,
  bulkOutcomes,
  busyByKey,
  changesReason,
  decisionFailure,
  summarizeBulk,
  validateFeedback,
} from './approvals.ts';

describe('approvalsLocation', () => {
  it('reads the sub-tab and both pages, Thread Approvals and page 1 by default', () => {
    expect(approvalsLocation(new URLSearchParams(''), true)).toEqual({
      view: 'threads',
      page: 1,
      categoryPage: 1,
    });
    expect(approvalsLocation(new URLSearchParams('view=users&page=3&cpage=2'), true)).toEqual({
      view: 'users',
      page: 3,
      categoryPage: 2,
    });
  });

  it('gives Thread Approvals to a moderator who asks for User Registrations, or an unknown view', () => {
    expect(approvalsLocation(new URLSearchParams('view=users'), false).view).toBe('threads');
    expect(approvalsLocation(new URLSearchParams('view=nope'), true).view).toBe('threads');
  });
});

describe('changesReason', () => {
  it("prefixes the trimmed feedback with 'Changes requested:'", () => {
    expect(changesReason('  Add a source.  ')).toBe('Changes requested: Add a source.');
  });
});

describe('validateFeedback', () => {
  it('requires a reason that is not blank', () => {
    expect(validateFeedback({ reason: ' \n ' })).toEqual({ reason: m.enterReason });
    expect(validateFeedback({ reason: 'Spam' })).toEqual({});
  });
});

describe('decisionFailure', () => {
  it("says 'Approval not found' for a 404 and 'Failed to process approval' otherwise", () => {
    expect(decisionFailure({ status: 404 })).toBe('Approval not found');
    expect(decisionFailure({ status: 500 })).toBe('Failed to process approval');
    expect(decisionFailure(undefined)).toBe('Failed to process approval');
  });
});

describe('summarizeBulk', () => {
  it('counts what succeeded and lists what failed with why', () => {
    expect(
      summarizeBulk([
        { label: 'A' },
        { label: 'B', error: { status: 404 } },
        { label: 'C', error: { status: 500 } },
      ]),
    ).toEqual({
      total: 3,
      succeeded: 1,
      failed: [
        { label: 'B', reason: 'Approval not found' },
        { label: 'C', reason: 'Failed to process approval' },
      ],
    });
  });
});

describe('busyByKey', () => {
  it('names each decision in flight by its entry key and its button', () => {
    expect(
      busyByKey([
        { type: 'thread', id: 5, decision: 'approve' },
        { type: 'user', id: 12, decision: 'reject', reason: 'Spam account' },
        { type: 'category', id: 3, decision: 'reject', reason: changesReason('Add a description') },
      ]),
    ).toEqual({ 'thread-5': 'approve', 'user-12': 'reject', 'category-3': 'changes' });
  });

  it('is empty when nothing is in flight', () => {
    expect(busyByKey([])).toEqual({});
  });
});

describe('bulkOutcomes', () => {
  it('reads a bulk result into the outcomes the summary counts', () => {
    const outcomes = bulkOutcomes({
      succeeded: [{ label: 'A' }],
      failed: [
        { item: { label: 'B' }, error: { message: 'Not found', status: 404, data: undefined } },
      ],
    });
    expect(summarizeBulk(outcomes)).toEqual({
      total: 2,
      succeeded: 1,
      failed: [{ label: 'B', reason: m.notFound }],
    });
  });
});
