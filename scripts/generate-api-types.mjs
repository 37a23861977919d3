#!/usr/bin/env node
// Regenerates packages/api/src/schema.gen.ts from openapi.yaml (openapi-typescript).
// The output is never edited by hand; scripts/api-types.test.ts fails when it is stale.
import { writeFileSync } from 'node:fs';
import { renderSchemaTypes, OUTPUT } from './api-types.mjs';

writeFileSync(OUTPUT, await renderSchemaTypes());
console.log(`wrote ${OUTPUT}`);
