import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { badge, icon as iconClass, label as labelClass, type BadgeVariants } from './Badge.css.ts';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export type BadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> &
  BadgeVariants & {
    /** The label, e.g. 'Pending', 'Approved', 'Featured', 'Sticky', 'Active', 'Pending Approval'. */
    children: ReactNode;
    /** A decorative icon before the label (hidden from assistive technology). */
    icon?: ReactNode;
  };

/**
 * A small status label: a soft background with its matching text colour
 * (neutral, primary, success, warning, critical). Not interactive. The label is
 * the meaning: colour only reinforces it. A label wider than its container is cut
 * with an ellipsis (screen readers still read it whole).
 */
export function Badge({ tone, size, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx(badge({ tone, size }), className)} {...rest}>
      {icon && (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={labelClass}>{children}</span>
    </span>
  );
}
