// Fails when an operation of the contract has no hook: the union of the `operations` registries
// of the query modules must equal the operations in the generated `paths` of schema.gen.ts
// (which a sibling test keeps identical to openapi.yaml). Each listed operation must also
// appear as a call in its module's source, so a registry cannot list what the module lacks.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
// approvals.ts combines the approval calls of threads.ts, admin.ts and categories.ts; staff.ts is
// the factory of the staff calls that threads.ts and posts.ts list; bulk.ts (runBulk) makes no
// call of its own.
const NOT_RESOURCE_MODULES = new Set([
  'keys.ts',
  'shared.ts',
  'approvals.ts',
  'staff.ts',
  'bulk.ts',
]);

/** `method path` for every operation under `export interface paths` in schema.gen.ts. */
function contractOperations(): string[] {
  const source = readFileSync(join(here, '..', 'schema.gen.ts'), 'utf8');
  const start = source.indexOf('export interface paths {');
  const end = source.indexOf('\n}\n', start);
  expect(start, 'schema.gen.ts has an `export interface paths` block').toBeGreaterThanOrEqual(0);
  const block = source.slice(start, end);
  const found: string[] = [];
  let path: string | undefined;
  for (const line of block.split('\n')) {
    const pathMatch = /^ {4}"(\/[^"]*)": \{$/.exec(line);
    if (pathMatch) path = pathMatch[1];
    const methodMatch =
      /^ {8}(get|put|post|delete|patch|head|options|trace): operations\["\w+"\];$/.exec(line);
    if (methodMatch && path) found.push(`${methodMatch[1]} ${path}`);
  }
  return found;
}

const modules = readdirSync(here).filter(
  (file) =>
    /^[a-zA-Z]+\.ts$/.test(file) && !file.endsWith('.test.ts') && !NOT_RESOURCE_MODULES.has(file),
);

async function registries(): Promise<Array<{ file: string; operations: string[] }>> {
  return Promise.all(
    modules.map(async (file) => {
      const mod = (await import(/* @vite-ignore */ `./${file}`)) as {
        operations?: ReadonlyArray<readonly [string, string]>;
      };
      return {
        file,
        operations: (mod.operations ?? []).map(([method, path]) => `${method} ${path}`),
      };
    }),
  );
}

describe('every operation in the contract has a query hook', () => {
  it('finds the 93 operations of openapi.yaml in schema.gen.ts', () => {
    expect(contractOperations()).toHaveLength(93);
  });

  it('every resource module exports an operations registry', async () => {
    expect(modules.sort()).toEqual(
      [
        'admin.ts',
        'auth.ts',
        'categories.ts',
        'contact.ts',
        'contactForms.ts',
        'likes.ts',
        'metaTags.ts',
        'moderator.ts',
        'notifications.ts',
        'posts.ts',
        'search.ts',
        'signOut.ts',
        'system.ts',
        'threadStaff.ts',
        'threads.ts',
        'uploads.ts',
        'users.ts',
      ].sort(),
    );
    for (const { file, operations } of await registries())
      expect(operations.length, file).toBeGreaterThan(0);
  });

  it('the registries cover the contract exactly, each operation once', async () => {
    const listed = (await registries()).flatMap(({ operations }) => operations);
    const contract = contractOperations();
    const duplicates = listed.filter((op, index) => listed.indexOf(op) !== index);
    expect(duplicates, 'listed by more than one module').toEqual([]);
    expect(
      contract.filter((op) => !listed.includes(op)),
      'operations without a hook',
    ).toEqual([]);
    expect(
      listed.filter((op) => !contract.includes(op)),
      'hooks for operations not in the contract',
    ).toEqual([]);
  });

  it('each module calls every operation its registry lists (hooks.useQuery / useMutation / queryOptions)', async () => {
    const missing: string[] = [];
    for (const { file, operations } of await registries()) {
      const source = readFileSync(join(here, file), 'utf8');
      for (const op of operations) {
        const [method, path] = op.split(' ');
        // A call (`hooks.useMutation('put', '/path'`) or a mutation key (`['put', '/path']`).
        const call = new RegExp(
          `[([]\\s*'${method}',\\s*'${(path ?? '').replace(/[{}/]/g, '\\$&')}'`,
        );
        if (!call.test(source)) missing.push(`${file}: ${op}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
