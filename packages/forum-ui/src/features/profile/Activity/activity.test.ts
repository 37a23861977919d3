import { describe, expect, it } from 'vitest';
import { activityLabel, activityLocation } from './activity.ts';

describe('activityLocation', () => {
  it('reads the sub-tab and page, My Threads and page 1 by default', () => {
    expect(activityLocation(new URLSearchParams(''))).toEqual({ view: 'threads', page: 1 });
    expect(activityLocation(new URLSearchParams('view=posts&page=3'))).toEqual({
      view: 'posts',
      page: 3,
    });
    expect(activityLocation(new URLSearchParams('view=recent'))).toEqual({
      view: 'recent',
      page: 1,
    });
  });
  it('ignores an unknown sub-tab or a bad page', () => {
    expect(activityLocation(new URLSearchParams('view=likes&page=-1'))).toEqual({
      view: 'threads',
      page: 1,
    });
  });
});

describe('activityLabel', () => {
  it('names every activity type of the contract', () => {
    expect(activityLabel('thread_created')).toBe('Started a thread');
    expect(activityLabel('post_liked')).toBe('Liked a post');
    expect(activityLabel('thread_replied')).toBe('Replied to a thread');
    expect(activityLabel('post')).toBe('Posted a reply');
    expect(activityLabel('mystery')).toBe('Activity');
  });
});
