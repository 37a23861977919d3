export const SPEC: string;
export const OUTPUT: string;
export function renderSchemaTypes(): Promise<string>;
