import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { cx } from '../../utils/text/cx.ts';
import { externalIcon, link, type LinkVariants } from './Link.css.ts';
import { getLinkKind } from './linkKind.ts';
import { ProvidedLink } from './LinkProvider.tsx';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> &
  LinkVariants & {
    /** An app path ('/threads/42') or a web address ('https://…'); see getLinkKind. */
    to: string;
    children: ReactNode;
    /**
     * Open in a new tab. Defaults to true for external http(s) addresses only. A new
     * tab is announced with `newTabLabel` and marked with a small arrow.
     */
    newTab?: boolean;
    /** Read after the link text when it opens a new tab. */
    newTabLabel?: string;
  };

function ExternalIcon() {
  return (
    <svg
      className={externalIcon}
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 2H2v8h8V7M7 2h3v3M10 2L5.5 6.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The product's text link. App paths go through the provider's link component (the app's
 * router: no page reload);
 * http(s) addresses open in a new tab with rel="noopener noreferrer" and say so to
 * screen readers; other schemes (mailto:, tel:) are plain links.
 */
export function Link({
  to,
  tone,
  underline,
  newTab,
  newTabLabel = '(opens in a new tab)',
  className,
  children,
  rel,
  target,
  ...rest
}: LinkProps) {
  const kind = getLinkKind(to);
  const opensNewTab = newTab ?? kind === 'external';
  const props = {
    ...rest,
    className: cx(link({ tone, underline }), className),
    target: opensNewTab ? '_blank' : target,
    rel: opensNewTab ? cx('noopener noreferrer', rel) : rel,
  };
  const content = (
    <>
      {children}
      {opensNewTab && (
        <>
          <ExternalIcon />
          <VisuallyHidden>{` ${newTabLabel}`}</VisuallyHidden>
        </>
      )}
    </>
  );
  return kind === 'internal' ? (
    <ProvidedLink href={to} {...props}>
      {content}
    </ProvidedLink>
  ) : (
    <a href={to} {...props}>
      {content}
    </a>
  );
}
