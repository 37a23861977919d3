/**
 * What a code block's box says, and the marks UserHtml finds it by: shared by the renderer that
 * builds the box (codeRenderer.ts, loaded when needed) and the listener that answers its Copy
 * button (UserHtml.tsx, on every page with code).
 */

/** The words of a code block's bar, and what its Copy button says it did. */
export const CODE_BLOCK_LABELS = {
  copy: 'Copy code',
  copied: 'Code copied',
  copyFailed: 'Could not copy: select the code and copy it',
};

/** The attribute of a code block's Copy button. */
export const COPY_CODE = 'data-copy-code';

/** A code block not boxed yet: the box makes every block focusable (it scrolls sideways). */
export const UNDONE_CODE = 'pre:not([tabindex])';
