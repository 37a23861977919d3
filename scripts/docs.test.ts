// Docs a designer reads: every design-system component has its written docs page (<Name>.mdx
// beside its stories), every story a page shows exists, no page's text runs an undefined name,
// and every prop in its props table has a description. The props are read as the docs pages read them (react-docgen-typescript with
// .storybook/docgen.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';
import { docgenOptions } from '../.storybook/docgen.ts';

const repo = join(import.meta.dirname, '..');
const designSystem = join(repo, 'packages', 'forum-ui', 'src', 'design-system');
const componentsDir = join(designSystem, 'components');

const folders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The names the design system exports (its entry, design-system/index.ts). */
const exported = new Set(
  [...readFileSync(join(designSystem, 'index.ts'), 'utf8').matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((m) => m[1]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) =>
      name
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    ),
);

/** A folder's component files: its .tsx files outside stories and tests. */
const componentFiles = (folder: string) =>
  readdirSync(join(componentsDir, folder))
    .filter((file) => /\.tsx$/.test(file) && !/\.(stories|test)\.tsx$/.test(file))
    .map((file) => join(componentsDir, folder, file));

/** Props without a description, as "Component.prop". */
function undescribedProps(docs: ComponentDoc[]): string[] {
  return docs.flatMap((doc) =>
    Object.values(doc.props)
      .filter((prop) => !prop.description.trim())
      .map((prop) => `${doc.displayName}.${prop.name}`),
  );
}

describe('every design-system component has a docs page', () => {
  it('finds the component folders', () => {
    expect(folders.length).toBeGreaterThan(40);
  });
  it.each(folders)('%s has <Name>.mdx beside its stories', (name) => {
    expect(existsSync(join(componentsDir, name, `${name}.mdx`)), `${name}/${name}.mdx`).toBe(true);
  });
});

/** Every written page of the design system: components' pages and the foundations. */
const pages = readdirSync(designSystem, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => join(designSystem, file))
  .sort();

/**
 * The stories a page shows (`<Canvas of={Stories.Busy} />`, `DisclosureNavStories.ArrowKeys`)
 * that its stories files do not export: a story renamed or removed leaves its page broken.
 * `read` gives a stories file's source from the path the page imports it by.
 */
function missingStories(page: string, read: (stories: string) => string): string[] {
  return [...page.matchAll(/import \* as (\w+) from '([^']+\.stories)';/g)].flatMap(
    ([, namespace, path]) => {
      const exports = new Set(
        [...read(path!).matchAll(/export const (\w+)/g)].map((match) => match[1]),
      );
      return [...page.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))]
        .map((match) => match[1]!)
        .filter((story) => !exports.has(story))
        .map((story) => `${namespace}.${story}`);
    },
  );
}

/**
 * Braces in a page's text that MDX would run as JavaScript naming nothing the page defines:
 * 'Saved copy from {time}' written as prose throws 'time is not defined' and breaks the page.
 * Code (fenced or in backticks) is left alone; names the page imports, binds as an arrow
 * function's parameters, or that JavaScript defines are fine.
 */
function undefinedExpressions(page: string): string[] {
  const text = page.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const imported = [...text.matchAll(/^import\s+(?:\*\s+as\s+)?\{?([^}]*?)\}?\s+from/gm)]
    .flatMap((match) => match[1]!.split(','))
    .map((name) => name.trim());
  const parameters = [...text.matchAll(/\(([^()]*)\)\s*=>/g)].flatMap((match) =>
    [...match[1]!.matchAll(/[A-Za-z_$][\w$]*/g)].map((name) => name[0]),
  );
  const known = new Set([
    ...imported,
    ...parameters,
    'Object',
    'Array',
    'Math',
    'JSON',
    'null',
    'undefined',
    'true',
    'false',
  ]);
  return [...text.matchAll(/\{\s*([A-Za-z_$][\w$]*)[\w$.]*\s*\}/g)]
    .filter((match) => !known.has(match[1]!))
    .map((match) => match[0]);
}

describe('every docs page renders: the stories it shows exist, its text names nothing undefined', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(folders.length);
  });
  it.each(pages.map((page) => [relative(designSystem, page), page]))('%s', (_name, page) => {
    const read = (stories: string) =>
      readFileSync(`${resolve(dirname(page), stories)}.tsx`, 'utf8');
    expect(missingStories(readFileSync(page, 'utf8'), read)).toEqual([]);
  });
  it.each(pages.map((page) => [relative(designSystem, page), page]))(
    '%s writes no undefined expression',
    (_name, page) => {
      expect(undefinedExpressions(readFileSync(page, 'utf8'))).toEqual([]);
    },
  );
  it('an expression that names nothing is found (the check itself)', () => {
    const page = [
      "import { font } from './tokens.ts';",
      '',
      "- 'Saved copy from {time}', `{code}` and <code>{font.body}</code>",
      "{['a'].map((name) => <b key={name}>{name}</b>)}",
    ].join('\n');
    expect(undefinedExpressions(page)).toEqual(['{time}']);
  });
  it('a story that is not there is found (the check itself)', () => {
    const page = "import * as Stories from './X.stories';\n\n<Canvas of={Stories.Gone} />\n";
    expect(missingStories(page, () => 'export const Default = {};')).toEqual(['Stories.Gone']);
  });
});

describe("every exported component's props table is described", () => {
  const { tsconfigPath, ...options } = docgenOptions;
  const parser = withCustomConfig(join(repo, tsconfigPath), options);
  // One program for all the folders: parsing each folder alone costs a TypeScript program each.
  const docs = parser
    .parse(folders.flatMap(componentFiles))
    .filter((doc) => /^[A-Z][a-z]/.test(doc.displayName) && exported.has(doc.displayName));

  it('reads the components', () => {
    expect(docs.map((doc) => doc.displayName)).toEqual(
      expect.arrayContaining(['Button', 'TextField', 'Dialog', 'Tabs', 'Pager', 'Select']),
    );
  });
  it('each component says what it is', () => {
    expect(docs.filter((doc) => !doc.description.trim()).map((doc) => doc.displayName)).toEqual([]);
  });
  it('each prop has a description', () => {
    expect(undescribedProps(docs)).toEqual([]);
  });
  it('a prop without a description is found (the check itself)', () => {
    const doc = docs.find((d) => d.displayName === 'Button')!;
    const prop = Object.values(doc.props)[0]!;
    const bare = { ...doc, props: { [prop.name]: { ...prop, description: ' ' } } };
    expect(undescribedProps([bare])).toEqual([`Button.${prop.name}`]);
  });
});
