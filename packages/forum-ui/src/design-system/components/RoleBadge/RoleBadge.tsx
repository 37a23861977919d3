import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { roleBadge, type RoleBadgeVariants } from './RoleBadge.css.ts';
import { ROLE_LABELS, toRole, type Role } from './RoleBadge.utils.ts';

export type RoleBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> &
  Omit<RoleBadgeVariants, 'role'> & {
    /** The user's role as the server sends it: 'admin', 'moderator' or 'user'. Anything else shows as user. */
    userRole: string | null | undefined;
    /** Other words for the roles (defaults: 'Admin', 'Moderator', 'User'). */
    labels?: Partial<Record<Role, string>>;
  };

/** A user's role: admin red, moderator amber, user blue. The word carries the meaning, the colour repeats it. */
export function RoleBadge({ userRole, labels, size, className, ...rest }: RoleBadgeProps) {
  const normalised = toRole(userRole);
  return (
    <span
      className={cx(roleBadge({ role: normalised, size }), className)}
      data-role={normalised}
      {...rest}
    >
      {labels?.[normalised] ?? ROLE_LABELS[normalised]}
    </span>
  );
}
