// Checks that keep the design system's conventions true (after Primer's storybook.test.tsx).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', 'packages', 'forum-ui', 'src');

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name));
}

/** Component folders (components/<Name>), or screen folders (screens/<area>/<Name>). */
function folders(kind: 'components' | 'screens'): string[] {
  const dir = join(root, kind);
  return kind === 'screens' ? subfolders(dir).flatMap(subfolders) : subfolders(dir);
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

describe('screens are grouped by area (screens/<area>/<Screen>/)', () => {
  it.each(subfolders(join(root, 'screens')).map((f) => [f.split('/').pop(), f]))(
    'area %s holds only screen folders',
    (_name, area) => {
      const files = readdirSync(area as string, { withFileTypes: true }).filter((e) => e.isFile());
      expect(files.map((e) => e.name)).toEqual([]);
      expect(_name).toMatch(/^[a-z]+$/);
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

describe('stories files', () => {
  it('never use .only or .skip, and never switch accessibility checks off', () => {
    const offenders: string[] = [];
    for (const kind of ['components', 'screens'] as const) {
      for (const folder of folders(kind)) {
        for (const file of stories(folder)) {
          const source = readFileSync(join(folder, file), 'utf8');
          if (/test:\s*['"](off|todo)['"]/.test(source))
            offenders.push(`${file}: a11y test off/todo`);
          if (/\b(it|test|describe)\.(only|skip)\(/.test(source))
            offenders.push(`${file}: only/skip`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
