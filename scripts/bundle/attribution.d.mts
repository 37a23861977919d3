export interface SourceMapLike {
  mappings: string;
  sources: (string | null)[];
}
export function decodeVlq(field: string): number[];
export function decodeMappings(mappings: string): { column: number; source: number | null }[][];
export function bytesBySource(code: string, map: SourceMapLike): Map<number | null, number>;
export function packageFromPath(path: string): string | null;
export const FRAMEWORK_GROUPS: string[];
export function groupOf(packageName: string): string;
export function apportion(
  gzipBytes: number,
  bytesByGroup: Map<string, number>,
): Map<string, number>;
export function unmappedOwners(
  modules: readonly { id: string; renderedLength: number }[],
  mappedIds: Iterable<string>,
): Map<string, number>;
