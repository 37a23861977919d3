// How much of a page's main-thread long tasks was work, from a Chromium trace (Lighthouse's
// `--save-assets`). A trace event's `dur` is wall time and `tdur` the time the thread actually
// ran. Lighthouse's simulated blocking time multiplies wall times; on a machine whose cores are
// busy with the browser's other processes and the harness, a task's wall time includes the time
// its thread waited for a core. Pure: the bench script does the I/O.

/** The measured page's main thread: where the main frame's navigation started. */
function mainThreadOf(events) {
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  return start && { pid: start.pid, tid: start.tid, ts: start.ts };
}

/**
 * The page's top-level tasks of at least `minMs` wall time from its navigation on: how many,
 * their wall time and their thread time (ms). Undefined when the trace has no main-frame
 * navigation.
 */
export function longTaskTimes(events, { minMs = 12 } = {}) {
  const main = mainThreadOf(events);
  if (!main) return undefined;
  let count = 0;
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== main.pid || event.tid !== main.tid || event.ts < main.ts) continue;
    if (event.dur < minMs * 1000) continue;
    count += 1;
    wall += event.dur;
    cpu += event.tdur ?? event.dur;
  }
  return { count, wall: wall / 1000, cpu: cpu / 1000 };
}
