import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import { cx } from '../../utils/cx.ts';
import { button, icon as iconClass, type ButtonVariants } from './Button.css.ts';

export type ButtonProps = Omit<AriakitButtonProps, 'children'> &
  ButtonVariants & {
    children: ReactNode;
    /** A decorative icon before the label. */
    icon?: ReactNode;
    /**
     * A request is in flight: the button is disabled (but stays focusable so focus
     * is not lost) and shows `busyLabel`, e.g. 'Creating...'.
     */
    busy?: boolean;
    busyLabel?: string;
  };

/**
 * The product's button. Disabled buttons stay in the tab order so keyboard and
 * screen-reader users can still find them and learn why they cannot act.
 */
export function Button({
  variant,
  size,
  fullWidth,
  icon,
  busy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <AriakitButton
      type={type}
      disabled={disabled || busy}
      accessibleWhenDisabled
      aria-busy={busy || undefined}
      className={cx(button({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {icon && (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      )}
      {busy && busyLabel ? busyLabel : children}
    </AriakitButton>
  );
}

export type ButtonLinkProps = RouterLinkProps &
  ButtonVariants & {
    icon?: ReactNode;
  };

/** A link that looks like a button (navigation, not an action): e.g. Create Topic. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <RouterLink className={cx(button({ variant, size, fullWidth }), className)} {...rest}>
      {icon && (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </RouterLink>
  );
}
