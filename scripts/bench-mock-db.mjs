#!/usr/bin/env node
/** Seed time of the mock db in Node (median of runs) and the size of its persisted state. */
import { gzipSync } from 'node:zlib';
import { loadHandlers } from '../mocks/server.mjs';

const { db } = await loadHandlers();
const { createDb } = { createDb: () => new db.constructor() };
const runs = Number(process.env.RUNS ?? 9);
const times = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  createDb();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const json = db.serialize();
const s = db.state;
console.log(
  `seed (Node ${process.version}): median ${times[Math.floor(runs / 2)].toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms over ${runs} runs`,
);
console.log(
  `rows: ${s.users.length} users, ${s.categories.length} categories, ${s.threads.length} threads, ${s.posts.length} posts, ${s.likes.length} likes`,
);
console.log(
  `persisted state: ${Buffer.byteLength(json)} bytes, ${gzipSync(json).length} bytes gzip`,
);
