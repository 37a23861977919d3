/**
 * The languages a code block may name (the thread editor's list, the reply box's fence, the
 * sanitiser's `language-*` class): the ones a technology forum posts most. A block that names
 * another language keeps its code and loses the name. One list, so the editor, the reply box, the
 * sanitiser and the server agree.
 */
export const CODE_LANGUAGES = [
  'bash',
  'c',
  'cpp',
  'csharp',
  'css',
  'diff',
  'go',
  'html',
  'ini',
  'java',
  'javascript',
  'json',
  'kotlin',
  'php',
  'powershell',
  'python',
  'ruby',
  'rust',
  'sql',
  'swift',
  'typescript',
  'xml',
  'yaml',
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

const KNOWN = new Set<string>(CODE_LANGUAGES);

/** Whether `name` is a language of the list, exactly as written there (the sanitiser's test). */
export const isCodeLanguage = (name: string | null | undefined): name is CodeLanguage =>
  KNOWN.has(name ?? '');
