import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { CONTRACT_LIMITS, CONTRACT_LIMIT_SOURCES } from './limits.ts';

const contract = load(
  readFileSync(
    fileURLToPath(import.meta.url).replace(/packages[/\\]api[/\\]src[/\\][^/\\]*$/, 'openapi.yaml'),
    'utf8',
  ),
) as Record<string, unknown>;

/**
 * Follows a JSON pointer in openapi.yaml. A step `name=search` picks the parameter of that name
 * from a list; a `$ref` on the way is followed.
 */
function resolve(pointer: string): Record<string, unknown> {
  let node: unknown = contract;
  for (const raw of pointer.replace(/^#\//, '').split('/')) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node && typeof node === 'object' && '$ref' in node)
      node = resolve((node as { $ref: string }).$ref);
    if (Array.isArray(node) && step.includes('=')) {
      const [key, value] = step.split('=');
      node = node.find((item: Record<string, unknown>) => item[key!] === value);
    } else {
      node = (node as Record<string, unknown> | undefined)?.[step];
    }
    if (node === undefined) throw new Error(`${pointer}: no ${step} in openapi.yaml`);
  }
  return node as Record<string, unknown>;
}

describe('CONTRACT_LIMITS', () => {
  it.each(Object.entries(CONTRACT_LIMIT_SOURCES))(
    '%s is the maxLength of openapi.yaml at %s',
    (name, pointer) => {
      expect(resolve(pointer).maxLength).toBe(
        CONTRACT_LIMITS[name as keyof typeof CONTRACT_LIMITS],
      );
    },
  );

  it('names a source for every limit', () => {
    expect(Object.keys(CONTRACT_LIMITS).sort()).toEqual(Object.keys(CONTRACT_LIMIT_SOURCES).sort());
  });
});
