import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Heading } from '../../primitives/Heading.tsx';
import { Text } from '../../primitives/Text.tsx';
import { cx } from '../../utils/text/cx.ts';
import {
  action as actionClass,
  icon as iconClass,
  root,
  type EmptyStateVariants,
} from './EmptyState.css.ts';

export type EmptyStateProps = Omit<ComponentPropsWithRef<'div'>, 'title'> &
  EmptyStateVariants & {
    /** What is missing, e.g. 'No Threads Yet', 'No Pending Approvals', 'No Gaming threads yet'. */
    title: ReactNode;
    /** One or two sentences on why, or what to do next. */
    description?: ReactNode;
    /** A decorative picture (an emoji or an svg); hidden from assistive technology. */
    icon?: ReactNode;
    /** What the person can do about it, e.g. `<Button>Start the discussion</Button>` or a ButtonLink. */
    action?: ReactNode;
    /** The title's outline level (default 3: empty states usually sit under a page or section heading). */
    headingLevel?: 2 | 3 | 4;
  };

/** What a list or page shows when it has nothing in it, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  size,
  className,
  children,
  ...rest
}: EmptyStateProps) {
  return (
    <div className={cx(root({ size }), className)} {...rest}>
      {icon && (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading level={headingLevel} size={4} align="center">
        {title}
      </Heading>
      {description && (
        <Text tone="muted" align="center">
          {description}
        </Text>
      )}
      {children}
      {action && <div className={actionClass}>{action}</div>}
    </div>
  );
}
