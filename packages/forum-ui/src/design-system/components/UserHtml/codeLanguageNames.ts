/**
 * The languages of CODE_LANGUAGES as people name them: as a reader knows each (a code block's
 * label, the editor's list) and as writers abbreviate them (after a fence, in a pasted page's
 * class). Its own module: only what writes or labels code loads it, not every page that reads.
 */
import { isCodeLanguage, type CodeLanguage } from './codeLanguages.ts';

/** Each language's name as a reader knows it: a code block's label, the editor's list. */
export const CODE_LANGUAGE_NAMES: Readonly<Record<CodeLanguage, string>> = {
  bash: 'Bash',
  c: 'C',
  cpp: 'C++',
  csharp: 'C#',
  css: 'CSS',
  diff: 'Diff',
  go: 'Go',
  html: 'HTML',
  ini: 'INI',
  java: 'Java',
  javascript: 'JavaScript',
  json: 'JSON',
  kotlin: 'Kotlin',
  php: 'PHP',
  powershell: 'PowerShell',
  python: 'Python',
  ruby: 'Ruby',
  rust: 'Rust',
  sql: 'SQL',
  swift: 'Swift',
  typescript: 'TypeScript',
  xml: 'XML',
  yaml: 'YAML',
};

/** What people write for a language (after a fence, in a pasted page's class), by its name. */
const ALIASES: Readonly<Record<string, CodeLanguage>> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  'c++': 'cpp',
  'c#': 'csharp',
  cs: 'csharp',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  rb: 'ruby',
  rs: 'rust',
  yml: 'yaml',
  toml: 'ini',
  ps1: 'powershell',
  kt: 'kotlin',
  golang: 'go',
};

/** The language a name means (case and common short names aside), or undefined. */
export function codeLanguageNamed(name: string | null | undefined): CodeLanguage | undefined {
  const key = (name ?? '').toLowerCase();
  return isCodeLanguage(key) ? key : ALIASES[key];
}
