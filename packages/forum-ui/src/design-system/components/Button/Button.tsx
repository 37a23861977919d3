import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { ProvidedLink, type LinkComponentProps } from '../Link/LinkProvider.tsx';
import { button, icon as iconClass, type ButtonVariants } from './Button.css.ts';

/** A native button's props; `disabled` keeps the button focusable (see `inertWhenDisabled`). */
export type NativeButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'>;

const stop = (event: MouseEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * A disabled button that stays in the tab order and in the accessibility tree: aria-disabled
 * instead of the disabled attribute (which would drop focus and hide it from Tab), and clicks
 * stopped. Enter and Space arrive as clicks, and so does a form's implicit submission (Enter in
 * a field clicks the submit button), so a disabled or busy submit button submits nothing.
 * Native, without a library: buttons are on every page.
 */
export function inertWhenDisabled(
  disabled: boolean | undefined,
  onClick: NativeButtonProps['onClick'],
) {
  return disabled ? { 'aria-disabled': true as const, onClick: stop } : { onClick };
}

export type ButtonProps = NativeButtonProps &
  ButtonVariants & {
    /** The label: the action's words, a verb in sentence case, e.g. 'Post reply'. */
    children: ReactNode;
    /** A decorative icon before the label. */
    icon?: ReactNode;
    /**
     * A request is in flight: the button is disabled (but stays focusable so focus
     * is not lost) and shows `busyLabel`, e.g. 'Creating...'.
     */
    busy?: boolean;
    /** What the button says while `busy`, e.g. 'Saving...' (default: its label). */
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
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      className={cx(button({ variant, size, fullWidth }), className)}
      {...rest}
      {...inertWhenDisabled(disabled || busy, onClick)}
    >
      {icon && (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

export type ButtonLinkProps = Omit<LinkComponentProps, 'href'> &
  ButtonVariants & {
    /** The app path it leads to. */
    to: string;
    /** A decorative icon before the label. */
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
  to,
  ...rest
}: ButtonLinkProps) {
  return (
    <ProvidedLink
      href={to}
      className={cx(button({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {icon && (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </ProvidedLink>
  );
}
