export const SUBJECT_MAX: number;
export const CHECK_SCRIPT: string;
export const FIELD: string;
export const RECORD: string;
export const LOG_FORMAT: string;
export interface Commit {
  hash: string;
  parents: string[];
  time: number;
  message: string;
}
export interface Offence {
  hash: string;
  subject: string;
  problems: string[];
}
export function problemsOf(message: string): string[];
export function parseLog(output: string): Commit[];
export function offendingCommits(commits: Commit[], options?: { after?: number }): Offence[];
export function checkedCommits<C extends { parents: string[]; time: number }>(
  commits: C[],
  options?: { after?: number },
): C[];
export function describeOffence(commit: Offence): string;
export function commitsToCheck(facts: {
  since?: string;
  introducer?: string;
  introducerTime?: number;
  shallow: boolean;
  boundaries?: string[];
}): { range: string | null; after?: number; note: string };
