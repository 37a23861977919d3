// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, renderSchemaTypes } from './api-types.mjs';

describe('packages/api/src/schema.gen.ts', () => {
  it('is current with openapi.yaml (run `npm run generate:api` when this fails)', async () => {
    const fresh = await renderSchemaTypes();
    expect(
      readFileSync(OUTPUT, 'utf8') === fresh,
      'schema.gen.ts is stale: run npm run generate:api',
    ).toBe(true);
  }, 30_000);
});
