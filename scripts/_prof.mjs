import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumPath } from './chromium.mjs';
import { startServedSite } from './bench/servedSite.mjs';
const path = process.argv[2] ?? '/';
const { site, stop } = await startServedSite({ apiPort: 4015, port: 4178, build: process.argv.includes('--build') });
const browser = await chromium.launch({ executablePath: chromiumPath() });
const agg = new Map(); const byFile = new Map();
for (let run = 0; run < 3; run++) {
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
await cdp.send('Profiler.start');
await page.goto(site + path, { waitUntil: 'load' });
await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__lt)));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stackOf = (id) => { const out = []; let cur = id; while (cur) { const f = nodes.get(cur).callFrame; out.push(`${f.functionName || '(anon)'}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`); cur = parent.get(cur); } return out; };
{ let t = 0, run = null; const runs = [];
  profile.samples.forEach((id, i) => { t += (profile.timeDeltas[i] ?? 0) / 1000; const idle = nodes.get(id).callFrame.functionName === '(idle)';
    if (idle) { if (run) { runs.push(run); run = null; } return; }
    if (!run) run = { start: t, end: t, frames: new Map(), bottoms: new Map() };
    run.end = t; const st = stackOf(id); const top = st[0]; const bottom = st.slice(-3).reverse().slice(1).join(' > ');
    const d = (profile.timeDeltas[i + 1] ?? 0) / 1000; run.frames.set(top, (run.frames.get(top) ?? 0) + d); run.bottoms.set(bottom, (run.bottoms.get(bottom) ?? 0) + d); });
  for (const r of runs) if (r.end - r.start > 50) { console.log(`TASK @${r.start.toFixed(0)} ${(r.end - r.start).toFixed(0)} ms`); for (const [k, v] of [...r.bottoms].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log('   root', v.toFixed(0), k); for (const [k, v] of [...r.frames].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log('     self', v.toFixed(0), k); } }
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = nodes.get(id); const f = n.callFrame; const k = `${f.url.split('/').pop()}|${f.lineNumber}|${f.columnNumber}|${f.functionName}`; agg.set(k, (agg.get(k) ?? 0) + (dt[i] ?? 0) / 1000); byFile.set(f.url.split('/').pop() || f.functionName, (byFile.get(f.url.split('/').pop() || f.functionName) ?? 0) + (dt[i] ?? 0) / 1000); });
await page.close();
}
const maps = new Map();
const orig = (file, line, col) => { try { if (!maps.has(file)) maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`app/dist-server/client/assets/${file}.map`, 'utf8')))); const p = maps.get(file).originalPositionFor({ line: line + 1, column: col }); return `${(p.source||'').replace(/.*node_modules\//,'nm/').replace(/.*\/src\//,'src/')}:${p.line} ${p.name ?? ''}`; } catch { return ''; } };
console.log('by file (ms over 3 runs, 4x):'); for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(v.toFixed(0).padStart(6), k);
console.log('top self:'); for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) { const [f, l, c, fn] = k.split('|'); console.log(v.toFixed(0).padStart(6), f, fn, f.endsWith('.js') ? orig(f, +l, +c) : ''); }
await browser.close(); await stop();
