export interface TraceEvent {
  name: string;
  ph: string;
  cat?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean } };
}
export function longTaskTimes(
  events: readonly TraceEvent[],
  options?: { minMs?: number; from?: string },
): { count: number; wall: number; cpu: number; longestCpu: number } | undefined;
