import { describe, expect, it } from 'vitest';
import { threadMark } from './threadMark.ts';

describe('threadMark', () => {
  it('says how many replies came since, read when none did, nothing when never open', () => {
    expect(threadMark(300, 307)).toEqual({ kind: 'new', count: 7 });
    expect(threadMark(300, 300)).toEqual({ kind: 'read' });
    // Replies deleted since: read, never a negative count.
    expect(threadMark(300, 290)).toEqual({ kind: 'read' });
    expect(threadMark(undefined, 300)).toBeUndefined();
    expect(threadMark(0, null)).toEqual({ kind: 'read' });
  });
});
