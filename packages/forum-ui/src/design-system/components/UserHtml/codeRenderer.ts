/**
 * The code renderer (codeRendering.ts): code blocks boxed (codeBlocks.ts) and highlighted
 * (highlight.ts) in the site's classes and words. Installed by the server at start; loaded by
 * the browser, with the highlighter, only for a block that came undone.
 */
import { button } from '../Button/Button.css.ts';
import { CODE_BLOCK_LABELS } from './codeBlockParts.ts';
import { decorateCode, type CodeBlockParts } from './codeBlocks.ts';
import { CODE_LANGUAGE_NAMES } from './codeLanguageNames.ts';
import type { RenderCode } from './codeRendering.ts';
import { highlightCode } from './highlight.ts';
import * as styles from './UserHtml.css.ts';

const PARTS: CodeBlockParts = {
  copy: CODE_BLOCK_LABELS.copy,
  languageName: (language) => CODE_LANGUAGE_NAMES[language],
  classes: {
    block: styles.codeBlock,
    bar: styles.codeBar,
    language: styles.codeLanguage,
    button: button({ variant: 'ghost', size: 'small' }),
    status: styles.codeStatus,
  },
};

export const renderCode: RenderCode = (clean) => decorateCode(clean, PARTS, highlightCode);
