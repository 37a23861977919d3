// How much of a page's main-thread long tasks was work, from a Chromium trace (Lighthouse's
// `--save-assets`). A trace event's `dur` is wall time and `tdur` the time the thread actually
// ran. Lighthouse's simulated blocking time multiplies wall times; on a machine whose cores are
// busy with the browser's other processes and the harness, a task's wall time includes the time
// its thread waited for a core. Pure: the bench script does the I/O.

/**
 * The measured page's main thread and where to count from: where the main frame's navigation
 * started, or where the page set the user-timing mark `from` (performance.mark).
 */
function mainThreadOf(events, from) {
  const start = events.find((event) =>
    from
      ? event.name === from && event.cat?.includes('blink.user_timing')
      : event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  return start && { pid: start.pid, tid: start.tid, ts: start.ts };
}

/**
 * The page's top-level tasks of at least `minMs` wall time from its navigation on (or from the
 * mark `from`): how many, their wall time, their thread time and the longest one's thread time
 * (ms). Undefined when the trace has no main-frame navigation (or no such mark).
 */
export function longTaskTimes(events, { minMs = 12, from } = {}) {
  const main = mainThreadOf(events, from);
  if (!main) return undefined;
  let count = 0;
  let wall = 0;
  let cpu = 0;
  let longestCpu = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== main.pid || event.tid !== main.tid || event.ts < main.ts) continue;
    if (event.dur < minMs * 1000) continue;
    count += 1;
    wall += event.dur;
    cpu += event.tdur ?? event.dur;
    longestCpu = Math.max(longestCpu, event.tdur ?? event.dur);
  }
  return { count, wall: wall / 1000, cpu: cpu / 1000, longestCpu: longestCpu / 1000 };
}
