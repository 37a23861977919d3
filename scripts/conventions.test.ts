// Checks that keep the design system's conventions true (after Primer's storybook.test.tsx).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  a11yOffences,
  axeRuleOffences,
  focusedOrSkipped,
  untestedWithoutReason,
  type Offence,
} from './conventions.ts';

const root = join(import.meta.dirname, '..', 'packages', 'forum-ui', 'src');

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name));
}

/** A feature area's screen folder: <Name>/ holding <Name>Screen.tsx or <Name>View.tsx. */
const isScreenFolder = (folder: string) => {
  const name = folder.split('/').pop();
  return readdirSync(folder).some(
    (file) => file === `${name}Screen.tsx` || file === `${name}View.tsx`,
  );
};

/** The feature areas (features/<area>). */
const areas = () => subfolders(join(root, 'features'));

/**
 * Component folders (design-system/components/<Name>), or screen folders
 * (features/<area>/<Screen>, beside the area's part folders such as thread's ReplyList/).
 */
function folders(kind: 'components' | 'screens'): string[] {
  return kind === 'screens'
    ? areas().flatMap(subfolders).filter(isScreenFolder)
    : subfolders(join(root, 'design-system', 'components'));
}

function stories(folder: string): string[] {
  return readdirSync(folder).filter((file) => file.endsWith('.stories.tsx'));
}

/** Story export names of a stories file. */
function storyNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1] as string);
}

describe('every component folder has stories', () => {
  const list = folders('components');
  it('finds component folders', () => {
    expect(list.length).toBeGreaterThan(0);
  });
  it.each(list.map((f) => [f.split('/').pop(), f]))(
    '%s has a .stories.tsx file',
    (_name, folder) => {
      expect(stories(folder as string)).not.toHaveLength(0);
    },
  );
});

describe('features are grouped by area (features/<area>/), each with its entry and screens', () => {
  it('finds the areas', () => {
    expect(areas().length).toBeGreaterThan(0);
  });
  it.each(areas().map((f) => [f.split('/').pop(), f]))(
    'area %s has an index.ts and at least one screen folder',
    (name, area) => {
      expect(name).toMatch(/^[a-z]+$/);
      expect(existsSync(join(area as string, 'index.ts'))).toBe(true);
      expect(subfolders(area as string).filter(isScreenFolder)).not.toHaveLength(0);
    },
  );
});

describe('every screen folder has stories, and screens that call the API have loading and error stories', () => {
  it.each(folders('screens').map((f) => [f.split('/').pop(), f]))('%s', (_name, folder) => {
    const files = stories(folder as string);
    expect(files).not.toHaveLength(0);
    // A screen that calls the API (its *Screen.tsx imports @forum/api) shows a waiting state
    // and a failure state: each needs a story (a form's waiting state is its submit).
    const fetchesData = readdirSync(folder as string)
      .filter((file) => /Screen\.tsx$/.test(file))
      .some((file) => readFileSync(join(folder as string, file), 'utf8').includes("'@forum/api'"));
    if (!fetchesData) return;
    const names = files.flatMap((file) => storyNames(join(folder as string, file)));
    expect(names).toContain('Default');
    expect(
      names.some((name) => /^(Loading|Submitting|Sending|Verifying)$/.test(name)),
      'a loading story',
    ).toBe(true);
    expect(
      names.some((name) => /^(Error|ServerError)$/.test(name)),
      'an error story',
    ).toBe(true);
  });
});

/** Every stories file under packages/ and app/ (outside node_modules and build output). */
function storiesFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return /^(node_modules|dist|\.tsbuild|storybook-static)$/.test(entry.name)
        ? []
        : storiesFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const repo = join(import.meta.dirname, '..');
const rel = (file: string) => relative(repo, file);
const allStories = [join(repo, 'packages'), join(repo, 'app')].flatMap(storiesFiles);
const storybookDir = join(repo, '.storybook');
const storybookConfig = readdirSync(storybookDir)
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .map((file) => join(storybookDir, file));

/**
 * Disabled axe rules allowed in .storybook/, each with why: the a11y addon itself disables
 * 'region' for every story (a story is a fragment without landmarks), and the second-theme
 * check in a11y.ts mirrors the addon's configuration.
 */
const allowedDisabledRules: Record<string, string[]> = { '.storybook/a11y.ts': ['region'] };

const report = (file: string, offences: Offence[]) =>
  offences.map((o) => `${rel(file)}:${o.line}: ${o.what}`);

describe('stories files', () => {
  it('are found in every part of the library (components, features, primitives, theme)', () => {
    const parts = [
      'design-system/components',
      'design-system/primitives',
      'design-system/theme',
      'features',
    ];
    for (const part of parts)
      expect(
        allStories.some((f) => rel(f).startsWith(`packages/forum-ui/src/${part}/`)),
        part,
      ).toBe(true);
  });

  it("all sit where Storybook's stories glob finds them (a file outside it is never tested)", () => {
    const main = readFileSync(join(storybookDir, 'main.ts'), 'utf8');
    const roots = [...main.matchAll(/'\.\.\/([^'*]+)\*\*\/\*\.stories/g)].map((m) => m[1]!);
    expect(roots.length).toBeGreaterThan(0);
    expect(allStories.map(rel).filter((f) => !roots.some((r) => f.startsWith(r)))).toEqual([]);
  });

  it('never use .only or .skip', () => {
    expect(allStories.flatMap((f) => report(f, focusedOrSkipped(readFileSync(f, 'utf8'))))).toEqual(
      [],
    );
  });

  it('never switch accessibility checks off (a11y disable/manual, test off/todo)', () => {
    const files = [...allStories, ...storybookConfig];
    expect(files.flatMap((f) => report(f, a11yOffences(readFileSync(f, 'utf8'))))).toEqual([]);
  });

  it('never disable axe rules (rules enabled: false, disableOtherRules), in stories or .storybook/', () => {
    const files = [...allStories, ...storybookConfig];
    const offences = files.flatMap((f) => {
      const allowed = allowedDisabledRules[rel(f)] ?? [];
      const found = axeRuleOffences(readFileSync(f, 'utf8'));
      return report(
        f,
        found.filter((o) => !(o.rule && allowed.includes(o.rule))),
      );
    });
    expect(offences).toEqual([]);
  });

  it("leave the test run (tags: ['!test']) only with a reason in a comment above", () => {
    expect(
      allStories.flatMap((f) => report(f, untestedWithoutReason(readFileSync(f, 'utf8')))),
    ).toEqual([]);
  });
});

// Each detector, proven on sample sources: it finds what it must and passes what it must not.
const lines = (offences: Offence[]) => offences.map((o) => o.line);

describe('a11yOffences', () => {
  it.each([
    ['parameters: { a11y: { disable: true } }'],
    ['parameters: {a11y:{disable:true}}'],
    ["parameters: { 'a11y': { 'disable': true } }"],
    ['parameters: { "a11y": { "disable": !0 } }'],
    ["parameters: {\n  a11y: {\n    test: 'error',\n    disable:   true,\n  },\n}"],
    ['parameters: { a11y: { ...base, config: {}, disable: true } }'],
    ['story.parameters.a11y = { disable: true };'],
    ['parameters.a11y.disable = true;'],
    ['globals: { a11y: { manual: true } }'],
    ["parameters: { a11y: { test: 'off' } }"],
    ['parameters: { a11y: { test: "todo" } }'],
    ["parameters: { a11y: { 'test' : `off` } }"],
  ])('finds %j', (source) => {
    expect(a11yOffences(source)).not.toEqual([]);
  });

  it('passes the checks left on, and words in comments', () => {
    for (const source of [
      "parameters: { a11y: { test: 'error' } }",
      'parameters: { a11y: { disable: false } }',
      'args: { disabled: true }',
      '// a11y: { disable: true } would switch axe off: never do that',
      "/* parameters: { a11y: { test: 'off' } } */",
      "if (a11y?.disable || a11y?.test === 'off') return;",
      'const a11y = parameters.a11y as { disable?: boolean } | undefined;',
    ])
      expect(a11yOffences(source), source).toEqual([]);
  });

  it('gives the line', () => {
    expect(
      lines(
        a11yOffences(
          'const a = 1;\n\nexport const X = {\n  parameters: { a11y: { disable: true } },\n};',
        ),
      ),
    ).toEqual([4]);
  });
});

describe('axeRuleOffences', () => {
  it.each([
    ["a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } }", 'color-contrast'],
    ['a11y: { config: { rules: [{enabled:false,id:"label"}] } }', 'label'],
    [
      "rules: [\n  { id: 'region', enabled: true },\n  {\n    'id': 'button-name',\n    'enabled': false,\n  },\n]",
      'button-name',
    ],
    ["options: { rules: { 'color-contrast': { enabled: false } } }", 'color-contrast'],
    ['options: { rules: { list: { enabled: !1 } } }', 'list'],
    [
      "const off = { id: 'image-alt', enabled: false };\nparameters: { a11y: { config: { rules: [off] } } }",
      'image-alt',
    ],
    ["axe.configure({ rules: [{ id: 'link-name', enabled: false }] })", 'link-name'],
  ])('finds %j', (source, rule) => {
    const found = axeRuleOffences(source);
    expect(found).toHaveLength(1);
    expect(found[0]!.rule).toBe(rule);
  });

  it('finds disableOtherRules', () => {
    expect(
      axeRuleOffences("a11y: { options: { runOnly: ['label'], disableOtherRules: true } }"),
    ).toHaveLength(1);
    expect(axeRuleOffences("{ 'disableOtherRules': true }")).toHaveLength(1);
  });

  it('passes rules switched on, other enabled flags and comments', () => {
    for (const source of [
      "a11y: { config: { rules: [{ id: 'color-contrast', enabled: true }] } }",
      "a11y: { options: { runOnly: { type: 'tag', values: ['wcag2a'] } } }",
      "args: { enabled: false, label: 'Notifications' }",
      'const rules: { id: string; enabled: boolean }[] = [];',
      "// rules: [{ id: 'region', enabled: false }] is what the addon does",
    ])
      expect(axeRuleOffences(source), source).toEqual([]);
  });
});

describe('untestedWithoutReason', () => {
  it.each([
    ["export const X: Story = {\n  tags: ['!test'],\n};"],
    ['export const X: Story = {\n  tags: ["autodocs", "!test"],\n};'],
    ["export const X = {\n  //\n  tags: ['!test'],\n};"],
    ["export const X = {\n  // ok\n  tags: ['!test'],\n};"],
    ["export const X = {\n  tags: [\n    'autodocs',\n    '!test',\n  ],\n};"],
    ["// Why: the dialog needs a real pointer.\n\nexport const X = { tags: ['!test'] };"],
  ])('finds %j', (source) => {
    expect(untestedWithoutReason(source)).toHaveLength(1);
  });

  it('passes a reason on the line above, and other tags', () => {
    for (const source of [
      "export const X = {\n  // Docs-only example: it renders the same component as Default.\n  tags: ['!test'],\n};",
      "export const X = {\n  /* Shown in docs only; Default covers it. */\n  tags: ['!test'],\n};",
      "export const X = {\n  tags: [\n    'autodocs',\n    // Docs-only: the same states as Default.\n    '!test',\n  ],\n};",
      "export const X = { tags: ['autodocs', 'test'] };",
      "export const X = { tags: ['!autodocs'] };",
      "// tags: ['!test'] needs a reason\nexport const X = {};",
    ])
      expect(untestedWithoutReason(source), source).toEqual([]);
  });
});

describe('focusedOrSkipped', () => {
  it('finds .only and .skip, not words in comments', () => {
    expect(
      focusedOrSkipped("it.only('x', () => {});\ndescribe.skip ('y', () => {});"),
    ).toHaveLength(2);
    expect(focusedOrSkipped("// it.only('x') is forbidden\nit('x', () => {});")).toEqual([]);
  });
});
