export function stableNames(files: readonly string[]): Map<string, string>;
export function withStableNames(text: string, names: Map<string, string>): string;
