import { lazy, Suspense, useMemo, type ComponentPropsWithoutRef } from 'react';
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
 * Shows HTML written by members. The only place in the code base that sets inner HTML:
 * everything passes through `sanitizeUserHtml` (one DOMPurify configuration, see sanitize.ts)
 * first, so what the rich-text editor produces shows and nothing else can run. With the data
 * saver on, a post's images are held back (HeldImagesHtml: a box with the alt text and 'Load
 * image'); while that module loads, the post shows without its images.
 */
export function UserHtml({ html, className, ...rest }: UserHtmlProps) {
  const saver = useDataSaver();
  const clean = useMemo(() => sanitizeUserHtml(html), [html]);
  const props = { className: cx(root, className), ...rest };
  if (!saver || !clean.includes('<img'))
    return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
  return (
    <Suspense
      fallback={
        <div {...props} dangerouslySetInnerHTML={{ __html: sanitizeUserHtml(html, true) }} />
      }
    >
      <HeldImagesHtml {...props} clean={clean} />
    </Suspense>
  );
}
