/**
 * Detectors for scripts/conventions.test.ts: each takes the source text of a stories file (or of
 * a file in .storybook/) and returns what it does that the conventions forbid. Plain string
 * functions, so each rule is proven on sample sources as well as run on the real tree.
 */

export interface Offence {
  /** 1-based line of the offending text. */
  line: number;
  /** What the text does, e.g. "a11y disable: true". */
  what: string;
  /** For a disabled axe rule, its id when the source names it. */
  rule?: string;
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * The text from the bracket at `open` to its matching bracket (inclusive). Quoted strings and
 * comments are skipped, so a bracket inside them does not count.
 */
export function bracketed(source: string, open: number): string {
  const pairs: Record<string, string> = { '{': '}', '[': ']', '(': ')' };
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i === -1) break;
    } else if (c === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i + 2);
      if (i === -1) break;
      i++;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return source.slice(open, i + 1);
    }
  }
  return source.slice(open);
}

/** Source with comments blanked out (same length, line breaks kept), strings left as they are. */
function withoutComments(source: string): string {
  // `(^|[^:])//` leaves the '//' of a URL in a string ('https://...') alone.
  return source.replace(
    /\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/[^\n]*/g,
    (match, lead: string | undefined) =>
      (lead ?? '') + match.slice((lead ?? '').length).replace(/[^\n]/g, ' '),
  );
}

/** A property name in any quoting: a11y, 'a11y', "a11y". */
const key = (name: string) => `(?:${name}|'${name}'|"${name}")`;
const TRUE = String.raw`(?:true|!0|1)\b`;
const FALSE = String.raw`(?:false|!1|0)\b`;

/** Every `{...}` (or `[...]`) value given to `name` (`name: {` or `name = {`) in the source. */
function valuesOf(source: string, name: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  const re = new RegExp(String.raw`(?:^|[^\w$])${key(name)}\s*[:=]\s*([{\[])`, 'g');
  for (const m of source.matchAll(re)) {
    const open = m.index + m[0].length - 1;
    found.push({ index: open, text: bracketed(source, open) });
  }
  return found;
}

/**
 * Ways of switching the accessibility check off for a story or a file: `a11y: { disable: true }`
 * (any spacing or quoting, anywhere inside the a11y parameter), `test: 'off' | 'todo'`, and
 * `a11y: { manual: true }` (axe then waits for a click in the panel and never runs in tests).
 */
export function a11yOffences(source: string): Offence[] {
  const code = withoutComments(source);
  const offences: Offence[] = [];
  for (const { index, text } of valuesOf(code, 'a11y')) {
    if (new RegExp(String.raw`${key('disable')}\s*:\s*${TRUE}`).test(text))
      offences.push({ line: lineOf(code, index), what: 'a11y disable: true' });
    if (new RegExp(String.raw`${key('manual')}\s*:\s*${TRUE}`).test(text))
      offences.push({ line: lineOf(code, index), what: 'a11y manual: true' });
  }
  for (const m of code.matchAll(/\ba11y\??\.disable\s*=\s*(?:true|!0|1)\b/g))
    offences.push({ line: lineOf(code, m.index), what: 'a11y disable: true' });
  for (const m of code.matchAll(
    new RegExp(String.raw`${key('test')}\s*:\s*(['"\`])(off|todo)\1`, 'g'),
  ))
    offences.push({ line: lineOf(code, m.index), what: `a11y test: '${m[2]}'` });
  return offences;
}

/**
 * axe rules switched off in configuration: `rules: [{ id: 'x', enabled: false }]` (in any order
 * or quoting), the object form `rules: { 'x': { enabled: false } }`, an `{ id, enabled: false }`
 * object anywhere, and `disableOtherRules`.
 */
export function axeRuleOffences(source: string): Offence[] {
  const code = withoutComments(source);
  const offences: Offence[] = [];
  const seen = new Set<number>();
  const add = (index: number, rule?: string) => {
    if (seen.has(index)) return;
    seen.add(index);
    offences.push({
      line: lineOf(code, index),
      what: `axe rule ${rule ?? '(unnamed)'} disabled`,
      ...(rule ? { rule } : {}),
    });
  };
  const disabled = new RegExp(String.raw`${key('enabled')}\s*:\s*${FALSE}`);
  const idOf = (text: string) =>
    new RegExp(String.raw`${key('id')}\s*:\s*(['"\`])([^'"\`]+)\1`).exec(text)?.[2];

  for (const { index, text } of valuesOf(code, 'rules')) {
    if (text.startsWith('[')) {
      // Array form: every element object that sets enabled: false.
      for (let i = 1; i < text.length; i++) {
        if (text[i] !== '{') continue;
        const item = bracketed(text, i);
        if (disabled.test(item)) add(index + i, idOf(item));
        i += item.length - 1;
      }
    } else {
      // Object form: { 'rule-id': { enabled: false } }.
      const entry = new RegExp(
        String.raw`(['"\`]?)([\w-]+)\1\s*:\s*\{[^{}]*${key('enabled')}\s*:\s*${FALSE}`,
        'g',
      );
      for (const m of text.matchAll(entry)) add(index + m.index, m[2]);
    }
  }
  // An axe rule object outside a `rules` value (built in a variable, spread in later).
  for (const m of code.matchAll(/\{[^{}]*\}/g)) {
    if (disabled.test(m[0]) && idOf(m[0]) !== undefined) add(m.index, idOf(m[0]));
  }
  for (const m of code.matchAll(new RegExp(key('disableOtherRules'), 'g')))
    offences.push({ line: lineOf(code, m.index), what: 'axe disableOtherRules' });
  return offences.sort((a, b) => a.line - b.line);
}

/** A comment line that gives a reason: `// ...`, `/* ... *\/` or ` * ...` with some words in it. */
function isReason(line: string | undefined): boolean {
  const text = line
    ?.trim()
    .match(/^(?:\/\/+|\/\*+|\*+)(.*?)(?:\*\/)?$/)?.[1]
    ?.trim();
  return !!text && /\w+\W+\w+/.test(text);
}

/**
 * `tags: ['!test']` (the story or file leaves the test run) is allowed only with a reason: a
 * comment on the line above the tag, or above the line where its `tags` list starts.
 */
export function untestedWithoutReason(source: string): Offence[] {
  const lines = source.split('\n');
  const code = withoutComments(source);
  const offences: Offence[] = [];
  for (const { index, text } of valuesOf(code, 'tags')) {
    const tag = /(['"`])!test\1/.exec(text);
    if (!tag) continue;
    const tagsLine = lineOf(code, index);
    const tagLine = lineOf(code, index + tag.index);
    const above = (line: number) => lines[line - 2];
    if (!isReason(above(tagsLine)) && !isReason(above(tagLine)))
      offences.push({ line: tagLine, what: "tags: ['!test'] without a reason comment above" });
  }
  return offences;
}

/** `.only` / `.skip` left in a file (tests that no longer run, or that hide the others). */
export function focusedOrSkipped(source: string): Offence[] {
  const code = withoutComments(source);
  return [...code.matchAll(/\b(it|test|describe)\.(only|skip)\s*\(/g)].map((m) => ({
    line: lineOf(code, m.index),
    what: `${m[1]}.${m[2]}`,
  }));
}
