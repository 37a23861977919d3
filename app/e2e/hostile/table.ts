/**
 * The hostile run's table: one row per form, sent by each test as an attachment (a test may run
 * in either worker) and printed by the run's reporter (table-reporter.ts) once every form ran.
 */
export interface HostileRow {
  form: string;
  strings: number;
  submissions: number;
  failures: number;
  /** `string name: what went wrong`, one per failed submission. */
  examples: string[];
}

/** The name of the attachment each test's row travels in. */
export const ROW_ATTACHMENT = 'hostile-row';

/** The table (form, strings, submissions, failures, and a total), then up to 5 examples a form. */
export function formatTable(rows: readonly HostileRow[]): string {
  const header = ['form', 'strings', 'submissions', 'failures'];
  const lines: (string | number)[][] = rows.map((row) => [
    row.form,
    row.strings,
    row.submissions,
    row.failures,
  ]);
  const submissions = rows.reduce((sum, row) => sum + row.submissions, 0);
  const failures = rows.reduce((sum, row) => sum + row.failures, 0);
  lines.push(['all forms', Math.max(0, ...rows.map((row) => row.strings)), submissions, failures]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells: (string | number)[]) =>
    cells.map((cell, i) => String(cell).padEnd(widths[i]!)).join(' | ');
  const examples = rows.flatMap((row) =>
    row.examples.slice(0, 5).map((example) => `  ${row.form}: ${example}`),
  );
  return [
    '',
    format(header),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...lines.map(format),
    ...examples,
  ].join('\n');
}
