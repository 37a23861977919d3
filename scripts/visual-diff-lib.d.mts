export const FROZEN_NOW: string;
export const THRESHOLD: number;
export const DEFAULT_VIEWPORT: { name: string; width: number; height: number };
export function storiesMatcher(globs: string): RegExp;
export function snapshotKey(id: string, mode: string): string;
export interface ModeParameter {
  theme?: string;
  viewport?: string;
  disable?: boolean;
}
export interface SnapshotPlan {
  mode: string;
  theme: string;
  viewport: string;
  width: number;
  height: number;
}
export function snapshotsOf(story: {
  modes?: Record<string, ModeParameter>;
  storyViewport?: string;
  viewports?: Record<string, { styles?: { width?: string; height?: string } }>;
}): SnapshotPlan[];
/** Which of a story's `count` modes a quick pass takes, from its id alone. */
export function modeIndexFor(id: string, count: number): number;
/** The capture's passes cut for `pages` pages side by side, longest job first. */
export function popupsOpened(played: string, shot: string): string;
export function captureJobs<
  T,
  P extends { theme: string; width: number; height: number; items: T[] },
>(passes: P[], pages: number): P[];
/** Each module of the build's stats → the modules that import it (repository paths). */
export function importersOf(
  ...statsFiles: { modules: { id: string; reasons?: { moduleName: string }[] }[] }[]
): Map<string, Set<string>>;
/** A stats or index path as git names it: './packages/x.ts?raw' → 'packages/x.ts'. */
export function modulePath(id: string): string;
/** The relative imports of vanilla-extract stylesheets, which the build's stats lose. */
export function stylesheetImports(
  stylesheets: { path: string; source: string }[],
): [imported: string, importer: string][];
export const STATIC_DIRS: string[];
/** Why a change reaches every story (config, static folder, global styles, lockfile), if so. */
export function everythingReason(
  changed: string[],
  options?: { staticDirs?: string[] },
): string | undefined;
/** The stories a change reaches; `reason` when it reaches every one. */
export function affectedStories(input: {
  changed: string[];
  importers: Map<string, Set<string>>;
  stories: { id: string; importPath: string }[];
  staticDirs?: string[];
}): { reason?: string; affected: string[] };
export function groupOf(title: string): { section: string; component: string };
export function compareImages(
  before: Buffer,
  after: Buffer,
  options?: { threshold?: number },
): { changedPixels: number; width: number; height: number; sizeChanged: boolean; diff?: Buffer };
export interface Snapshot extends SnapshotPlan {
  file: string;
  state: string;
  /** Where focus was in the shot (focusOf in visual-diff-capture.mjs). */
  focus?: string;
}
export interface CapturedStory {
  id: string;
  title: string;
  name: string;
  snapshots: Snapshot[];
}
export type Status = 'changed' | 'unchanged' | 'added' | 'removed' | 'unaffected';
export interface ModeResult {
  mode: string;
  status: Status;
  changedPixels?: number;
  ratio?: number;
  before?: string;
  after?: string;
  diff?: string;
  state?: string;
  /** Where focus was on each side, for a changed mode whose two differ. */
  focus?: { before?: string; after?: string };
}
export interface StoryResult {
  id: string;
  title: string;
  name: string;
  section: string;
  component: string;
  status: Status;
  modes: ModeResult[];
}
export function diffStories(
  before: CapturedStory[],
  after: CapturedStory[],
  compare: (
    before: Snapshot,
    after: Snapshot,
  ) => Omit<ModeResult, 'mode' | 'status'> & { changed: boolean },
): StoryResult[];
export interface Counts {
  changed: number;
  added: number;
  removed: number;
  unchanged: number;
  /** Not taken: the change reaches none of their files. */
  unaffected: number;
  /** Taken on both sides (total - unaffected). */
  captured: number;
  total: number;
}
export function countStories(stories: StoryResult[]): Counts;
/** The stories a change does not reach, as report entries. */
export function unaffectedResults(
  stories: { id: string; title: string; name: string }[],
): StoryResult[];
export function summaryLine(counts: {
  changed: number;
  added: number;
  removed: number;
  total: number;
  captured: number;
  unaffected: number;
}): string;
export function renderReport(summary: {
  base: { label: string };
  head: { label: string };
  stories: StoryResult[];
  counts: Counts;
  threshold: number;
  /** Why every story was taken, if so. */
  everything?: string;
}): string;
