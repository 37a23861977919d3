export function findChromium(): string | undefined;
export const missingChromiumMessage: string;
export function chromiumPath(): string;
export const chromiumArgs: string[];
