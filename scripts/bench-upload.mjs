#!/usr/bin/env node
// `npm run bench:upload`: a phone photo shrunk before upload (docs/images.md) by the real module
// (packages/forum-ui/src/design-system/utils/images/shrinkImage.ts and its worker), served by
// Vite's dev server to Chromium. The photo is made here with sharp: 4032 × 3024, gradients,
// blotches and sensor noise so that it weighs what a phone's does (3–5 MB at quality 92), EXIF
// naming the camera and a GPS position (Manila), a red square in its stored top-left corner; a
// second copy is stored with EXIF orientation 6 (a portrait, as phones store them).
// Side by side at 1× and 4× CPU (CDP Emulation.setCPUThrottlingRate), in the worker and on the
// main thread (the fallback), for a post (1600) and an avatar (512): bytes before and after, the
// output's type and size, the time to shrink (median of RUNS after one warm-up that starts the
// worker), the CPU time of all Chromium's processes meanwhile (Linux /proc), and the main
// thread's longest pause (what a tap would have waited for). CDP's throttling slows the page's
// main thread only (a busy loop measures it, there and in a worker), so 4 × the CPU time at 1× is
// printed too: what a phone 4× slower in every thread would take.
// Fails (exit 1) when an output is over 500 kB, carries EXIF or XMP (an `Exif\0\0` APP1 segment
// in a JPEG, an `EXIF` or `XMP ` chunk in a WebP, or anything sharp reads as metadata), has a
// long side over its limit, is not turned as its EXIF said (the red square's corner), or was
// shrunk on the wrong thread. Times are printed against the 1.5 s budget, not asserted.
// `--runs=N` (default 5).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
const MAX_BYTES = 500_000;
const BUDGET_MS = 1500;
const MODULE = '/packages/forum-ui/src/design-system/utils/images/shrinkImage.ts';
const WIDTH = 4032;
const HEIGHT = 3024;
const MARK = 400;

/**
 * A photo-like JPEG: smooth colour gradients, blotches (bilinear value noise on a 24 px grid)
 * and per-pixel sensor noise, from a fixed seed; with EXIF (IFD0: the camera; IFD3: GPS).
 */
async function makePhoto(orientation) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  const CELL = 24;
  const columns = Math.ceil(WIDTH / CELL) + 2;
  const grid = Float32Array.from({ length: columns * (Math.ceil(HEIGHT / CELL) + 2) * 3 }, random);
  const at = (x, y, c) => grid[(y * columns + x) * 3 + c];
  for (let y = 0; y < HEIGHT; y++) {
    const y0 = Math.floor(y / CELL);
    const fy = y / CELL - y0;
    for (let x = 0; x < WIDTH; x++) {
      const x0 = Math.floor(x / CELL);
      const fx = x / CELL - x0;
      for (let c = 0; c < 3; c++) {
        const blotch =
          (at(x0, y0, c) * (1 - fx) + at(x0 + 1, y0, c) * fx) * (1 - fy) +
          (at(x0, y0 + 1, c) * (1 - fx) + at(x0 + 1, y0 + 1, c) * fx) * fy;
        const gradient = 128 + 90 * Math.sin((x * (c + 1)) / 700 + y / 500);
        const value = gradient * 0.6 + blotch * 100 - 20 + (random() - 0.5) * 24;
        pixels[(y * WIDTH + x) * 3 + c] = Math.max(0, Math.min(255, value));
      }
    }
  }
  // A red square in the stored image's top-left corner: where it lands shows the turn.
  for (let y = 0; y < MARK; y++)
    for (let x = 0; x < MARK; x++) pixels.set([255, 0, 0], (y * WIDTH + x) * 3);
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'BenchPhone', Model: 'Mid-range 2026', Software: 'bench-upload' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 35/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '120/1 59/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** The TIFF tags of a JPEG's EXIF IFD0 (sharp's `metadata().exif` is the APP1 payload). */
function exifTags(exif) {
  const tiff = exif.subarray(6); // after 'Exif\0\0'
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}
const GPS_IFD_POINTER = 0x8825;

/**
 * Whether an output's top-left or top-right corner is the red square (sampled inside it, clear
 * of its edges): stored top-left, it is shown top-left at EXIF orientation 1 and top-right at 6
 * (turned 90° clockwise).
 */
async function redCorner(bytes, { width }, corner) {
  const mark = Math.round((MARK * width) / (corner === 'right' ? HEIGHT : WIDTH));
  const box = Math.max(2, Math.round(mark / 2));
  const inset = Math.round(mark / 4);
  const left = corner === 'right' ? width - inset - box : inset;
  const { data } = await sharp(bytes)
    .extract({ left, top: inset, width: box, height: box })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mean = [0, 1, 2].map((c) => {
    let sum = 0;
    for (let i = c; i < data.length; i += 3) sum += data[i];
    return sum / (data.length / 3);
  });
  return mean[0] > 200 && mean[1] < 60 && mean[2] < 60;
}

/** Metadata left in an output's bytes, as the file's own structure says; [] when none. */
function metadataIn(bytes) {
  const found = [];
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff;) {
      const marker = bytes[at + 1];
      if (marker === 0xda || marker === 0xd9) break;
      const length = bytes.readUInt16BE(at + 2);
      const head = bytes.toString('latin1', at + 4, at + 33);
      if (marker === 0xe1 && head.startsWith('Exif\0\0')) found.push('JPEG APP1 Exif');
      if (marker === 0xe1 && head.startsWith('http://ns.adobe.com/xap/')) found.push('JPEG XMP');
      at += 2 + length;
    }
  } else if (bytes.toString('latin1', 0, 4) === 'RIFF') {
    for (let at = 12; at + 8 <= bytes.length;) {
      const fourcc = bytes.toString('latin1', at, at + 4);
      if (fourcc === 'EXIF' || fourcc === 'XMP ') found.push(`WebP ${fourcc.trim()} chunk`);
      if (fourcc === 'VP8X' && bytes[at + 8] & 0x0c) found.push('WebP VP8X metadata flag');
      const size = bytes.readUInt32LE(at + 4);
      at += 8 + size + (size % 2);
    }
  } else found.push('not a JPEG or WebP');
  return found;
}

const photos = { landscape: await makePhoto(1), portrait: await makePhoto(6) };
for (const [name, photo] of Object.entries(photos)) {
  const meta = await sharp(photo).metadata();
  if (!meta.exif || !exifTags(meta.exif).includes(GPS_IFD_POINTER))
    throw new Error(
      `bench:upload: the ${name} photo has no GPS in its EXIF; the check would prove nothing`,
    );
}

const root = fileURLToPath(new URL('..', import.meta.url));
const server = await createServer({
  configFile: false,
  root,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0 },
  plugins: [
    {
      name: 'bench-upload-page',
      configureServer(vite) {
        vite.middlewares.use((request, response, next) => {
          const photo = request.url?.match(/^\/__bench\/(\w+)\.jpg$/)?.[1];
          if (photo && photos[photo]) {
            response.setHeader('Content-Type', 'image/jpeg');
            response.end(photos[photo]);
          } else if (request.url === '/__bench/') {
            response.setHeader('Content-Type', 'text/html');
            response.end(
              '<!doctype html><html lang="en"><title>bench:upload</title><body></body></html>',
            );
          } else next();
        });
      },
    },
  ],
});
await server.listen();
const base = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const version = browser.version();

/**
 * Runs in the page once: loads the module and the photo, and sets `window.__shrink`, which
 * shrinks the photo once and answers its time and the main thread's longest pause meanwhile (the
 * largest gap between zero-delay timers: what a tap would have waited for).
 */
async function setUpPage({ module, photo }) {
  const { shrinkImage } = await import(module);
  const bytes = await (await fetch(`/__bench/${photo}.jpg`)).blob();
  const file = new File([bytes], 'IMG_0042.jpg', { type: 'image/jpeg' });
  // Counts the main thread's encodes of more than a pixel (its encoder probe is 1 × 1): none
  // when the worker did the work.
  let mainEncodes = 0;
  const toBlob = HTMLCanvasElement.prototype.toBlob;
  HTMLCanvasElement.prototype.toBlob = function (...args) {
    if (this.width > 1) mainEncodes += 1;
    return toBlob.apply(this, args);
  };
  window.__shrink = async ({ maxSide, worker }) => {
    let last = performance.now();
    let pause = 0;
    let beating = true;
    const beat = () => {
      const now = performance.now();
      pause = Math.max(pause, now - last);
      last = now;
      if (beating) setTimeout(beat, 0);
    };
    setTimeout(beat, 0);
    const encodes = mainEncodes;
    const start = performance.now();
    const result = await shrinkImage(file, { maxSide, worker });
    const ms = performance.now() - start;
    beating = false;
    const { file: shrunk, ...figures } = result;
    window.__output = shrunk;
    const thread = mainEncodes > encodes ? 'main' : 'worker';
    return { ...figures, name: shrunk.name, type: shrunk.type, ms, pause, thread };
  };
}

/** Runs in the page: the last shrink's output file, as base64. */
async function lastOutput() {
  const bytes = new Uint8Array(await window.__output.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Runs in the page: how long a fixed busy loop takes on the main thread and in a worker. */
async function busyLoops() {
  const loop = () => {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 2e7; i++) sum += i % 7;
    return [performance.now() - start, sum];
  };
  const source = `postMessage((${loop})())`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  const inWorker = await new Promise((resolve) => (worker.onmessage = (e) => resolve(e.data[0])));
  worker.terminate();
  return { main: loop()[0], worker: inWorker };
}

const TICK_MS =
  1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

/**
 * CPU time (user and system, ms) of every process started from this one: Chromium's browser,
 * renderer, GPU and utility processes, all their threads (Linux /proc); undefined elsewhere.
 */
function browserCpuMs() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const processes = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { parent: Number(fields[1]), ticks: +fields[11] + +fields[12] });
    } catch {
      // the process ended meanwhile
    }
  }
  const fromHere = (pid) => {
    for (let at = processes.get(pid)?.parent; at; at = processes.get(at)?.parent)
      if (at === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: own }] of processes) if (fromHere(pid)) ticks += own;
  return ticks * TICK_MS;
}

const CASES = [
  { label: 'post, worker', photo: 'landscape', maxSide: 1600, worker: true },
  { label: 'post, main thread', photo: 'landscape', maxSide: 1600, worker: false },
  {
    label: 'portrait (EXIF orientation 6), worker',
    photo: 'portrait',
    maxSide: 1600,
    worker: true,
    shown: [1200, 1600],
  },
  { label: 'avatar, worker', photo: 'landscape', maxSide: 512, worker: true },
];
const RATES = [1, 4];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const rows = [];
const failures = [];
const calibration = {};
const cpuAt1 = {};

try {
  for (const rate of RATES) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(new URL('/__bench/', base).href);
    calibration[rate] = await page.evaluate(busyLoops);
    await page.close();

    for (const { label, photo, maxSide, worker, shown } of CASES) {
      // A fresh page per case: a worker of its own, started under the case's throttling.
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(new URL('/__bench/', base).href);
      await page.evaluate(setUpPage, { module: MODULE, photo });
      const options = { maxSide, worker };
      await page.evaluate((o) => window.__shrink(o), options); // warm-up: starts the worker
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const cpuBefore = browserCpuMs();
        const figures = await page.evaluate((o) => window.__shrink(o), options);
        const cpuAfter = browserCpuMs();
        runs.push({ ...figures, cpu: cpuAfter === undefined ? undefined : cpuAfter - cpuBefore });
      }
      const bytes = Buffer.from(await page.evaluate(lastOutput), 'base64');
      await page.close();
      const run = runs.at(-1);
      const meta = await sharp(bytes).metadata();
      const expected = shown ?? [maxSide, Math.round((maxSide * HEIGHT) / WIDTH)];
      const name = `IMG_0042.${meta.format === 'jpeg' ? 'jpg' : meta.format}`;
      const problems = [
        ...(run.kept ? [`kept the original (${run.reason})`] : []),
        ...(run.name !== name || run.type !== `image/${meta.format}`
          ? [`named ${run.name} (${run.type}), expected ${name}`]
          : []),
        ...runs
          .filter((r) => r.thread !== (worker ? 'worker' : 'main'))
          .slice(0, 1)
          .map((r) => `shrunk on the ${r.thread} thread`),
        ...(bytes.length > MAX_BYTES ? [`${kb(bytes.length)} is over ${kb(MAX_BYTES)}`] : []),
        ...metadataIn(bytes),
        ...(meta.exif || meta.xmp ? ['sharp reads metadata in it'] : []),
        ...(Math.max(meta.width, meta.height) > maxSide
          ? [`long side ${Math.max(meta.width, meta.height)} is over ${maxSide}`]
          : []),
        ...(meta.width !== expected[0] || meta.height !== expected[1]
          ? [`${meta.width} × ${meta.height}, expected ${expected.join(' × ')}`]
          : []),
        ...(!(await redCorner(bytes, meta, shown ? 'right' : 'left'))
          ? [`the stored top-left corner is not at the shown top-${shown ? 'right' : 'left'}`]
          : []),
        ...(meta.width !== run.width || meta.height !== run.height
          ? [`reported ${run.width} × ${run.height}, decoded ${meta.width} × ${meta.height}`]
          : []),
      ];
      if (problems.length) failures.push(`${label} at ${rate}×: ${problems.join('; ')}`);
      const times = runs.map((r) => r.ms);
      const cpu = runs.every((r) => r.cpu !== undefined)
        ? median(runs.map((r) => r.cpu))
        : undefined;
      if (rate === 1) cpuAt1[label] = cpu;
      rows.push([
        label,
        `${rate}×`,
        kb(run.before),
        kb(bytes.length),
        `${run.name}, ${meta.width} × ${meta.height}`,
        `${ms(median(times))} (${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))})`,
        ms(cpu),
        ms(median(runs.map((r) => r.pause))),
        problems.length ? 'FAIL' : rate === 4 && median(times) > BUDGET_MS ? 'over time' : 'ok',
      ]);
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const header = [
  'case',
  'CPU',
  'before',
  'after',
  'output',
  `time, median of ${RUNS} (range)`,
  'CPU time, all threads',
  'longest main-thread pause',
  'verdict',
];
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
console.log(
  `\n'IMG_0042.jpg', ${WIDTH} × ${HEIGHT} (quality 92, GPS in its EXIF), shrunk in Chromium` +
    ` ${version}; budget ${kb(MAX_BYTES)}, ${BUDGET_MS} ms at 4×:\n`,
);
for (const row of [header, widths.map((w) => '-'.repeat(w)), ...rows])
  console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`);
const slowdown = (where) => (calibration[4][where] / calibration[1][where]).toFixed(1);
console.log(
  `\nCDP's 4× slowed a busy loop ${slowdown('main')}× on the page's main thread and` +
    ` ${slowdown('worker')}× in a worker; Chromium's decoder and encoder threads it does not` +
    ' slow. A phone 4× slower in every thread would take about 4 × the CPU time at 1×:',
);
const labelWidth = Math.max(...CASES.map((c) => c.label.length));
for (const [label, cpu] of Object.entries(cpuAt1)) {
  const estimate = cpu === undefined ? undefined : 4 * cpu;
  const verdict = estimate === undefined ? '' : estimate > BUDGET_MS ? 'over time' : 'ok';
  console.log(`  ${label.padEnd(labelWidth)}  ${ms(estimate).padStart(8)}  ${verdict}`);
}
if (failures.length) {
  console.error(`\nbench:upload failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  '\nNo output over 500 kB, over its long side, turned wrongly, or carrying EXIF, XMP or GPS.',
);
