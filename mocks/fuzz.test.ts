// @vitest-environment jsdom
/**
 * The contract fuzz (issue 21 §4): for every operation of openapi.yaml, generated parameters and
 * bodies go to the mock as every caller, and every answer must be on-contract (see
 * fuzz-support.ts). In `npm test` a short, deterministic run; `npm run fuzz:contract` runs it
 * long with a random seed (FUZZ_RUNS, FUZZ_SECONDS, FUZZ_SEED; it prints the seed and a table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from './contract-support.ts';
import { fuzzOperation, type OperationReport } from './fuzz-support.ts';
import { db, handlers } from './node.ts';

const env = typeof process === 'undefined' ? {} : process.env;
const seed = Number(env.FUZZ_SEED ?? 21);
const long = Boolean(env.FUZZ_RUNS ?? env.FUZZ_SECONDS);
const numRuns = Number(env.FUZZ_RUNS ?? (long ? 1_000_000 : 6));
const seconds = env.FUZZ_SECONDS ? Number(env.FUZZ_SECONDS) : undefined;
const timeLimitMs = seconds ? (seconds * 1000) / operations.length : undefined;
const reports: OperationReport[] = [];

// The short run seeds the db once (reseeding is its slowest step); the long run reseeds per
// operation.
beforeAll(() => db.reset());

afterAll(() => {
  db.reset();
  if (!env.FUZZ_REPORT) return;
  const width = Math.max(...reports.map((r) => r.operationId.length));
  const lines = reports.map(
    (r) =>
      `${r.operationId.padEnd(width)} ${String(r.runs).padStart(6)}  ${Object.entries(r.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')
        .padEnd(40)} ${r.failure ? 'FAILED' : 'ok'}`,
  );
  const failed = reports.filter((r) => r.failure);
  console.log(
    [
      `contract fuzz, seed ${seed} (FUZZ_SEED=${seed} reproduces it), ${env.FUZZ_RUNS || !long ? `${numRuns} runs per operation` : 'no run limit'}${seconds ? `, at most ${seconds} s (${(timeLimitMs! / 1000).toFixed(1)} s per operation)` : ''}`,
      `${'operation'.padEnd(width)}   runs  statuses`,
      ...lines,
      ...failed.map((r) => `\n✘ ${r.operationId}: ${r.failure}`),
      `\ncontract fuzz: ${reports.reduce((n, r) => n + r.runs, 0)} requests, ${reports.length - failed.length} passed, ${failed.length} failed`,
    ].join('\n'),
  );
});

describe(`contract fuzz (seed ${seed})`, () => {
  for (const op of operations) {
    it(
      `${op.operationId}: every answer to generated input is on-contract`,
      async () => {
        const report = await fuzzOperation(db, handlers, op, {
          seed,
          numRuns,
          timeLimitMs,
          reset: long,
        });
        reports.push(report);
        expect(report.failure, report.failure ?? '').toBeNull();
      },
      Math.max(60_000, (timeLimitMs ?? 0) * 3 + numRuns * 200),
    );
  }
});
