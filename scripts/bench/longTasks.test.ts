import { describe, expect, it } from 'vitest';
import { longTaskTimes } from './longTasks.mjs';

const task = (ts: number, dur: number, tdur: number, pid = 1, tid = 1) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
});
const navigation = {
  name: 'navigationStart',
  ph: 'R',
  pid: 1,
  tid: 1,
  ts: 100_000,
  args: { data: { isLoadingMainFrame: true } },
};

describe('longTaskTimes', () => {
  it('sums the wall and thread time of the page’s long tasks from its navigation on', () => {
    const events = [
      navigation,
      task(50, 80, 80), // before the navigation: another document
      task(120, 64, 43), // long, waited 21 ms for a core
      task(200, 11, 11), // short
      task(300, 163, 10), // long, mostly waiting
      task(150, 90, 90, 2, 2), // another process (the browser's own UI)
    ];
    expect(longTaskTimes(events)).toEqual({ count: 2, wall: 227, cpu: 53, longestCpu: 43 });
  });

  it('takes the threshold it is given, and is undefined without a main-frame navigation', () => {
    expect(longTaskTimes([navigation, task(120, 20, 20)], { minMs: 50 })).toEqual({
      count: 0,
      wall: 0,
      cpu: 0,
      longestCpu: 0,
    });
    expect(longTaskTimes([task(120, 64, 43)])).toBeUndefined();
  });

  it('counts from a user-timing mark, on the thread that set it', () => {
    const mark = { name: 'scroll', cat: 'blink.user_timing', ph: 'R', pid: 3, tid: 4, ts: 200_000 };
    const events = [
      navigation,
      mark,
      task(150, 70, 70, 3, 4), // before the mark
      task(250, 90, 30, 3, 4),
      task(260, 60, 60), // the navigation's thread, not the mark's
    ];
    expect(longTaskTimes(events, { minMs: 50, from: 'scroll' })).toEqual({
      count: 1,
      wall: 90,
      cpu: 30,
      longestCpu: 30,
    });
    expect(longTaskTimes([navigation], { from: 'scroll' })).toBeUndefined();
  });
});
