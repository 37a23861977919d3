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
