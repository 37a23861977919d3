import {
  lazy,
  Suspense,
  useMemo,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
} from 'react';
import { useDataSaver } from '../../hooks/useDataSaver.ts';
import { cx } from '../../utils/text/cx.ts';
import { root } from './UserHtml.css.ts';
import { sanitizeUserHtml } from './sanitize.ts';

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
  const clean = useMemo(() => sanitizeUserHtml(html), [html]);
  const props = { className: cx(root, className), ...rest };
  if (!saver || !clean.includes('<img')) return <SanitizedHtml {...props} html={clean} />;
  return (
    <Suspense fallback={<SanitizedHtml {...props} html={sanitizeUserHtml(html, true)} />}>
      <HeldImagesHtml {...props} clean={clean} />
    </Suspense>
  );
}
