import { useId, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Heading } from '../../primitives/Heading.tsx';
import { Text } from '../../primitives/Text.tsx';
import { cx } from '../../utils/text/cx.ts';
import {
  actions as actionsClass,
  body as bodyClass,
  card,
  footer as footerClass,
  header as headerClass,
  stretchedLink,
  titleBlock,
  type CardVariants,
} from './Card.css.ts';
import { ProvidedLink } from '../Link/LinkProvider.tsx';

type BaseProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  Omit<CardVariants, 'interactive'> & {
    /** The element: 'section' or 'article' make a named landmark/article, labelled by the title. */
    as?: 'div' | 'section' | 'article' | 'li';
    /** The card's root element, e.g. to move focus to it. */
    ref?: Ref<HTMLElement>;
    /** A line under the title (a date, a count). */
    subtitle?: ReactNode;
    /** Buttons or links at the end of the header (e.g. Edit, Delete). */
    actions?: ReactNode;
    /** A row at the bottom (meta, buttons). */
    footer?: ReactNode;
    /** The title's outline level (default 3). */
    headingLevel?: 2 | 3 | 4;
  };

export type CardProps = BaseProps &
  (
    | {
        title?: ReactNode;
        href?: undefined;
      }
    | {
        /** The card's title: in an interactive card, the link's text. */
        title: ReactNode;
        /**
         * Makes the whole card a link to this address (in-app route). The title is
         * the one real link, stretched over the card, so the card reads as its
         * title; buttons in `actions`, `footer` or the body stay separately clickable.
         */
        href: string;
      }
  );

/** A raised surface for a group of content, with an optional header (title, actions) and footer. */
export function Card({
  as = 'div',
  title,
  subtitle,
  actions,
  footer,
  href,
  headingLevel = 3,
  padding,
  className,
  children,
  ...rest
}: CardProps) {
  const Component = as as ElementType;
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  const labelled = (as === 'section' || as === 'article') && title !== undefined;
  return (
    <Component
      className={cx(card({ padding, interactive: href !== undefined }), className)}
      aria-labelledby={labelled ? titleId : undefined}
      {...rest}
    >
      {hasHeader && (
        <div className={headerClass}>
          {(title !== undefined || subtitle !== undefined) && (
            <div className={titleBlock}>
              {title !== undefined && (
                <Heading level={headingLevel} size={4} id={titleId}>
                  {href !== undefined ? (
                    <ProvidedLink href={href} className={stretchedLink} data-card-link="">
                      {title}
                    </ProvidedLink>
                  ) : (
                    title
                  )}
                </Heading>
              )}
              {subtitle !== undefined && (
                <Text as="div" size="small" tone="muted">
                  {subtitle}
                </Text>
              )}
            </div>
          )}
          {actions !== undefined && <div className={actionsClass}>{actions}</div>}
        </div>
      )}
      {children !== undefined && <div className={bodyClass}>{children}</div>}
      {footer !== undefined && <div className={footerClass}>{footer}</div>}
    </Component>
  );
}
