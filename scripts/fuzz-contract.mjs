#!/usr/bin/env node
/**
 * `npm run fuzz:contract`: the contract fuzz (mocks/fuzz.test.ts) run long. Every operation of
 * openapi.yaml gets generated parameters and bodies as every caller; it prints, per operation,
 * the requests sent, the statuses seen and the failure with its shrunk counterexample.
 *
 * Env: FUZZ_RUNS (requests per operation, default 300), FUZZ_SECONDS (a time limit for the whole
 * run, shared between operations; with it alone, runs go on until the time is up), FUZZ_SEED (a
 * run's seed; random by default and printed, so `FUZZ_SEED=<seed> npm run fuzz:contract`
 * replays a failing run).
 */
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const env = { ...process.env, FUZZ_SEED: seed, FUZZ_REPORT: '1' };
if (!env.FUZZ_SECONDS) env.FUZZ_RUNS ??= '300';
console.log(
  `contract fuzz: seed ${seed}, ${env.FUZZ_RUNS ? `${env.FUZZ_RUNS} runs per operation` : 'no run limit'}${env.FUZZ_SECONDS ? `, ${env.FUZZ_SECONDS} s in all` : ''} (replay: FUZZ_SEED=${seed}${env.FUZZ_RUNS ? ` FUZZ_RUNS=${env.FUZZ_RUNS}` : ''}${env.FUZZ_SECONDS ? ` FUZZ_SECONDS=${env.FUZZ_SECONDS}` : ''} npm run fuzz:contract)`,
);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'unit', 'mocks/fuzz.test.ts', '--reporter=dot'],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
