import { describe, expect, it } from 'vitest';
import { FALLBACK_STATISTICS } from './statisticsText.ts';
import { statisticsState } from './statistics.ts';

const overview = {
  total_threads: 480,
  total_posts: 4_812,
  total_users: 60,
  latest_member: { id: 60, name: 'Maria Santos', avatar_url: null },
};

describe('statisticsState', () => {
  it('is loading until the call answers or fails', () => {
    expect(statisticsState({ failed: false })).toEqual({ status: 'loading' });
  });

  it('reads the overview: threads, posts, members and the latest member', () => {
    expect(statisticsState({ data: overview, failed: false })).toEqual({
      status: 'live',
      threads: 480,
      posts: 4_812,
      members: 60,
      latestMember: overview.latest_member,
    });
  });

  it('has no latest member when the overview names none', () => {
    const { latest_member: _omitted, ...withoutMember } = overview;
    expect(statisticsState({ data: withoutMember, failed: false })).toMatchObject({
      status: 'live',
      latestMember: null,
    });
    expect(
      statisticsState({ data: { ...overview, latest_member: null }, failed: false }),
    ).toMatchObject({ latestMember: null });
  });

  it('shows the fixed fallback numbers once the call has failed', () => {
    expect(statisticsState({ failed: true })).toEqual({
      status: 'fallback',
      threads: FALLBACK_STATISTICS.threads,
      posts: FALLBACK_STATISTICS.posts,
      members: FALLBACK_STATISTICS.members,
      latestMember: null,
    });
  });

  it('keeps the numbers it has when a later call fails', () => {
    expect(statisticsState({ data: overview, failed: true }).status).toBe('live');
  });
});
