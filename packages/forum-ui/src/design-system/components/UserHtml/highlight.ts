/**
 * The code highlighter: highlight.js grammars through lowlight, for the languages of
 * CODE_LANGUAGES only. The server installs it at start (app/src/entry-server.tsx); the browser
 * loads it, as a chunk of its own, only when a page shows code the server did not highlight
 * (codeHighlighter.ts). lowlight answers with a syntax tree, never HTML, which codeBlocks.ts
 * builds with the DOM's own methods.
 */
import { createLowlight } from 'lowlight';
import type { Element, ElementContent, RootContent } from 'hast';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import php from 'highlight.js/lib/languages/php';
import powershell from 'highlight.js/lib/languages/powershell';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { CodeLanguage } from './codeLanguages.ts';
import type { CodeToken, HighlightCode } from './codeBlocks.ts';

const lowlight = createLowlight({
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  go,
  ini,
  java,
  javascript,
  json,
  kotlin,
  php,
  powershell,
  python,
  ruby,
  rust,
  sql,
  swift,
  typescript,
  xml,
  yaml,
});

/** highlight.js's name of a language of the list: HTML is its XML grammar. */
const grammarOf = (language: CodeLanguage) => (language === 'html' ? 'xml' : language);

function tokensOf(nodes: readonly (RootContent | ElementContent)[]): CodeToken[] {
  return nodes.flatMap((node): CodeToken[] => {
    if (node.type === 'text') return [{ type: 'text', value: node.value }];
    if (node.type !== 'element') return [];
    const className = (node as Element).properties.className;
    const classes = Array.isArray(className) ? className.map(String) : [];
    return [{ type: 'element', classes, children: tokensOf(node.children) }];
  });
}

export const highlightCode: HighlightCode = (code, language) =>
  tokensOf(lowlight.highlight(grammarOf(language), code).children);
