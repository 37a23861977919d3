import { useMemo, type ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { root } from './UserHtml.css.ts';
import { sanitizeUserHtml } from './sanitize.ts';

export type UserHtmlProps = Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** HTML a member wrote (thread or post content, an editor preview). Sanitised here. */
  html: string | null | undefined;
};

/**
 * Shows HTML written by members. The only place in the code base that sets inner HTML:
 * everything passes through `sanitizeUserHtml` (one DOMPurify configuration, see sanitize.ts)
 * first, so what the rich-text editor produces shows and nothing else can run.
 */
export function UserHtml({ html, className, ...rest }: UserHtmlProps) {
  const clean = useMemo(() => sanitizeUserHtml(html), [html]);
  return (
    <div className={cx(root, className)} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
