/** One chunk of Vite's build manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function entryKey(manifest: Manifest): string;
export function firstVisit(
  manifest: Manifest,
  keys: readonly string[],
): { chunks: string[]; js: string[]; css: string[] };
export function laterChunks(
  manifest: Manifest,
  entry: string,
  visits: readonly { path: string; chunks: readonly string[] }[],
): Map<string, string[]>;
