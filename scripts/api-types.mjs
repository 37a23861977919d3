// Shared by the generator script and the staleness test, so both render the same text.
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const SPEC = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
export const OUTPUT = fileURLToPath(new URL('../packages/api/src/schema.gen.ts', import.meta.url));

const HEADER = `/**
 * Generated from openapi.yaml by scripts/generate-api-types.mjs (openapi-typescript).
 * Do not edit by hand: run \`npm run generate:api\`. A test fails when this file is stale.
 */

`;

export async function renderSchemaTypes() {
  const ast = await openapiTS(new URL(`file://${SPEC}`), { alphabetize: false });
  return HEADER + astToString(ast);
}
