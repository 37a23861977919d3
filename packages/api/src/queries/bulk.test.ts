import { describe, expect, it } from 'vitest';
import { runBulk } from './bulk.ts';

describe('runBulk', () => {
  it('runs the items one after the other, in order', async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    await runBulk([1, 2, 3], async (n) => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${n}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`end ${n}`);
      running -= 1;
    });
    expect(most).toBe(1);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('calls one at a time in order and sorts successes from failures (was runEach, Moderation)', async () => {
    const seen: string[] = [];
    let running = 0;
    const result = await runBulk([1, 2, 3, 4], async (n) => {
      running += 1;
      expect(running).toBe(1);
      seen.push(`start ${n}`);
      await Promise.resolve();
      running -= 1;
      if (n % 2 === 0) throw new Error('no');
    });
    expect(seen).toEqual(['start 1', 'start 2', 'start 3', 'start 4']);
    expect(result.succeeded).toEqual([1, 3]);
    expect(result.failed.map((f) => f.item)).toEqual([2, 4]);
  });

  it('goes on past a failure and says which items failed and why', async () => {
    const error = { message: 'Server Error', status: 500 };
    const result = await runBulk(['a', 'b', 'c'], async (item) => {
      if (item === 'b') throw error;
    });
    expect(result.succeeded).toEqual(['a', 'c']);
    expect(result.failed).toEqual([{ item: 'b', error }]);
  });

  it('settles once, after the last item, whether items failed or not', async () => {
    const log: string[] = [];
    await runBulk(
      [1, 2],
      async (n) => {
        log.push(`call ${n}`);
        if (n === 2) throw new Error('no');
      },
      () => {
        log.push('settle');
      },
    );
    expect(log).toEqual(['call 1', 'call 2', 'settle']);
  });

  it('settles even with nothing to do', async () => {
    let settled = 0;
    const result = await runBulk(
      [],
      async () => undefined,
      async () => {
        settled += 1;
      },
    );
    expect(result).toEqual({ succeeded: [], failed: [] });
    expect(settled).toBe(1);
  });
});
