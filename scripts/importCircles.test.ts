// @vitest-environment node
// The lint rule against import circles (eslint.config.js, 'no import circles') sees one. Its
// rule, options and settings are taken as ESLint computes them for a file of packages/, then run
// over small trees in a scratch folder. The rule is only as good as its resolver settings (without
// them it finds no module and passes everything), so this proves it on circles it must report and
// on the imports that it must let through.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..');
const RULE = 'import-x/no-cycle';
const project = new ESLint({ cwd: repo });
const scratch = mkdtempSync(join(tmpdir(), 'import-circles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The circle rule alone, as the project configures it for `file` (a path in the repo). */
async function circleRule(file: string): Promise<Linter.Config> {
  const config = (await project.calculateConfigForFile(file)) as Linter.Config;
  return {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': config.plugins!['import-x']! },
    settings: config.settings,
    languageOptions: { parser: config.languageOptions?.parser },
    rules: { [RULE]: config.rules![RULE]! },
  };
}

let trees = 0;
/** Writes `files` (path: source) into a fresh folder and lints them: the files the rule reports. */
async function circles(files: Record<string, string>): Promise<string[]> {
  const dir = join(scratch, String(trees++));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return circlesIn(dir, Object.keys(files));
}

async function circlesIn(dir: string, files: string[]): Promise<string[]> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [await circleRule('packages/forum-ui/src/features/index.ts')],
  });
  const results = await eslint.lintFiles(files.filter((file) => !file.endsWith('.json')));
  return results
    .filter((result) => result.messages.some((message) => message.ruleId === RULE))
    .map((result) => relative(dir, result.filePath))
    .sort();
}

describe('the import circle rule', () => {
  it('applies to the app, every package and the mock backend', async () => {
    for (const file of [
      'app/src/routes.tsx',
      'app/server/server.mjs',
      'packages/api/src/index.ts',
      'packages/forum-ui/src/features/staff/index.ts',
      'mocks/index.ts',
    ]) {
      const config = (await project.calculateConfigForFile(file)) as Linter.Config;
      expect(config.rules?.[RULE], file).toEqual([2, expect.any(Object)]);
    }
  });

  it('reports two modules that import each other', async () => {
    expect(
      await circles({
        'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
        'b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
        'c.ts': "import { a } from './a.ts';\nexport const c = a;\n",
      }),
    ).toEqual(['a.ts', 'b.ts']);
  });

  it("reports a circle through an entry's re-exports, as between two features", async () => {
    expect(
      await circles({
        'forums/index.ts': "export { ForumScreen } from './ForumScreen.tsx';\n",
        'forums/ForumScreen.tsx':
          "import { newThreadLink } from '../writing/index.ts';\nexport const ForumScreen = () => newThreadLink;\n",
        'writing/index.ts':
          "export { newThreadLink } from './links.ts';\nexport { FormScreen } from './FormScreen.tsx';\n",
        'writing/links.ts': 'export const newThreadLink = 1;\n',
        'writing/FormScreen.tsx':
          "import { ForumScreen } from '../forums/index.ts';\nexport const FormScreen = () => ForumScreen;\n",
      }),
    ).toEqual([
      'forums/ForumScreen.tsx',
      'forums/index.ts',
      'writing/FormScreen.tsx',
      'writing/index.ts',
    ]);
  });

  it("reports a module that imports its own package's entry by name", async () => {
    const dir = join(scratch, 'workspace');
    const files = {
      'packages/kit/package.json': JSON.stringify({
        name: '@scratch/kit',
        type: 'module',
        exports: { '.': './src/index.ts' },
      }),
      'packages/kit/src/index.ts': "export { one } from './one.ts';\nexport const two = 2;\n",
      'packages/kit/src/one.ts':
        "import { two } from '@scratch/kit';\nexport const one = two - 1;\n",
    };
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    // As npm links a workspace: node_modules/@scratch/kit -> packages/kit.
    mkdirSync(join(dir, 'node_modules', '@scratch'), { recursive: true });
    symlinkSync('../../packages/kit', join(dir, 'node_modules', '@scratch', 'kit'), 'dir');
    expect(await circlesIn(dir, Object.keys(files))).toEqual([
      'packages/kit/src/index.ts',
      'packages/kit/src/one.ts',
    ]);
  });

  it('lets type-only imports and lazy import() close a loop', async () => {
    expect(
      await circles({
        'query.ts':
          "import type { Item } from './model.ts';\nexport const load = () => import('./runtime.ts');\nexport const key = (item: Item) => ['outbox', item.id];\n",
        'runtime.ts':
          "import { key } from './query.ts';\nimport type { Item } from './model.ts';\nexport const refresh = (item: Item) => key(item);\n",
        'model.ts':
          "import type { refresh } from './runtime.ts';\nexport interface Item { id: number; refresh?: typeof refresh }\n",
      }),
    ).toEqual([]);
  });
});
