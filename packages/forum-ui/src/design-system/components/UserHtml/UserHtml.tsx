import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
} from 'react';
import { useDataSaver } from '../../hooks/useDataSaver.ts';
import { cx } from '../../utils/text/cx.ts';
import { CODE_BLOCK_LABELS, COPY_CODE, UNDONE_CODE } from './codeBlockParts.ts';
import { loadCodeRenderer, useCodeRenderer, type RenderCode } from './codeRendering.ts';
import * as styles from './UserHtml.css.ts';
import { sanitizeUserHtml } from './sanitize.ts';

/**
 * A post's container, once in the page: its code blocks' Copy buttons are heard there (they are
 * in the member's HTML, not React's), and a block that came undone (not boxed, not highlighted)
 * loads the code renderer. Returns the listener's cleanup.
 */
function watchCode(node: HTMLDivElement) {
  if (node.querySelector(UNDONE_CODE)) void loadCodeRenderer();
  const onClick = (event: Event) => {
    const copy = (event.target as Element).closest(`button[${COPY_CODE}]`);
    const block = copy?.parentElement?.parentElement;
    const status = copy?.nextElementSibling;
    const code = block?.querySelector('pre')?.textContent;
    if (!status || code === undefined || code === null) return;
    const say = (text: string) => (status.textContent = text);
    navigator.clipboard.writeText(code).then(
      () => say(CODE_BLOCK_LABELS.copied),
      () => say(CODE_BLOCK_LABELS.copyFailed),
    );
  };
  node.addEventListener('click', onClick);
  return () => node.removeEventListener('click', onClick);
}

/** Sanitised HTML with its code blocks done, when the code renderer is in (codeRendering.ts). */
const withCode = (clean: string, renderCode: RenderCode | undefined) =>
  renderCode && clean.includes('<pre') ? renderCode(clean) : clean;

/** The held-back images' module: only a page with the data saver on loads it. */
const HeldImagesHtml = lazy(() => import('./HeldImagesHtml.tsx'));

export type UserHtmlProps = Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** HTML a member wrote (thread or post content, an editor preview). Sanitised here. */
  html: string | null | undefined;
};

/**
 * The one element in the code base that sets inner HTML. `html` is sanitised already: by
 * `sanitizeUserHtml` (UserHtml), or made from its answer by `holdImages` (HeldImagesHtml).
 */
export function SanitizedHtml({
  html,
  ...rest
}: Omit<ComponentPropsWithRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML already sanitised (sanitizeUserHtml, or holdImages over its answer). */
  html: string;
}) {
  return <div {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Shows HTML written by members. Everything passes through `sanitizeUserHtml` (one DOMPurify
 * configuration, see sanitize.ts) first, so what the rich-text editor produces shows and
 * nothing else can run. With the data saver on, a post's images are held back (HeldImagesHtml: a
 * box with the alt text and 'Load image'); while that module loads, the post shows without its
 * images.
 */
export function UserHtml({ html, className, ...rest }: UserHtmlProps) {
  const saver = useDataSaver();
  const renderCode = useCodeRenderer();
  const clean = useMemo(() => withCode(sanitizeUserHtml(html), renderCode), [html, renderCode]);
  const hasCode = clean.includes('<pre');
  // A new listener for new HTML: its blocks are looked at again.
  const ref = useCallback(
    (node: HTMLDivElement) => (clean.includes('<pre') ? watchCode(node) : undefined),
    [clean],
  );
  const props = {
    className: cx(styles.root, className),
    // A page the server rendered has its code done; this render may not have the code renderer
    // (it loads only for code that came undone): the server's HTML stays as it came.
    suppressHydrationWarning: hasCode || undefined,
    ref,
    ...rest,
  };
  if (!saver || !clean.includes('<img')) return <SanitizedHtml {...props} html={clean} />;
  return (
    <Suspense
      fallback={
        <SanitizedHtml {...props} html={withCode(sanitizeUserHtml(html, true), renderCode)} />
      }
    >
      <HeldImagesHtml {...props} clean={clean} />
    </Suspense>
  );
}
