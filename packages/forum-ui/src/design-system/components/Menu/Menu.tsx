import {
  Menu as AriakitMenu,
  MenuButton,
  MenuItem as AriakitMenuItem,
  MenuSeparator as AriakitMenuSeparator,
  useMenuStore,
  type MenuItemProps as AriakitMenuItemProps,
} from '@ariakit/react';
import type { ReactNode } from 'react';
import { ProvidedLink, type LinkComponentProps } from '../Link/LinkProvider.tsx';
import { chevron } from '../../css/chevron.css.ts';
import { cx } from '../../utils/text/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './Menu.css.ts';

export type MenuButtonVariant = NonNullable<ButtonProps['variant']>;

export interface MenuProps {
  /** The button's visible text, e.g. 'Actions'. */
  label: ReactNode;
  /**
   * The button's accessible name when the visible text needs context,
   * e.g. 'Actions for Jane Doe' in a table row.
   */
  'aria-label'?: string;
  /** MenuItem, MenuLinkItem and MenuSeparator elements. */
  children: ReactNode;
  /** A Button variant (default 'secondary'). */
  variant?: MenuButtonVariant;
  /** The menu button's size (a Button size, default 'medium'). */
  size?: ButtonProps['size'];
  /** Where the dropdown opens relative to the button. */
  placement?: 'bottom-start' | 'bottom-end' | 'bottom';
  /** Controlled open state. */
  open?: boolean;
  /** Called when the menu opens or closes, with `open`. */
  onOpenChange?: (open: boolean) => void;
  /** Starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** The menu button cannot open the menu; it stays focusable. */
  disabled?: boolean;
  /** Extra class for the menu button. */
  className?: string;
}

/**
 * An action menu (Ariakit Menu): a button and a list of commands, such as the actions on a
 * user in a staff table. Click, Enter, Space or ArrowDown open it with focus on the first
 * item; arrows, Home and End move; Escape or a click outside closes it and focus goes back to
 * the button; choosing an item closes it.
 *
 * Not for site navigation: links between pages are a disclosure (DisclosureNav), which needs
 * no menu roles and no positioning library. Being Ariakit (with floating-ui), a Menu belongs
 * on the screens that need one, which load with their route.
 */
export function Menu({
  label,
  'aria-label': ariaLabel,
  children,
  variant = 'secondary',
  size,
  placement = 'bottom-start',
  open,
  onOpenChange,
  defaultOpen,
  disabled,
  className,
}: MenuProps) {
  const store = useMenuStore({
    open,
    defaultOpen,
    placement,
    // Arrow keys wrap from the last item to the first and back.
    focusLoop: true,
    setOpen: onOpenChange,
  });

  return (
    <>
      <MenuButton
        store={store}
        aria-label={ariaLabel}
        disabled={disabled}
        accessibleWhenDisabled
        className={className}
        render={
          <Button variant={variant} size={size}>
            {label}
            <span className={chevron} aria-hidden="true">
              ▾
            </span>
          </Button>
        }
      />
      <AriakitMenu store={store} gutter={4} className={styles.menu}>
        {children}
      </AriakitMenu>
    </>
  );
}

type ItemOwnProps = {
  /** The item's words, a verb and its object, e.g. 'Edit post'. */
  children: ReactNode;
  /** 'critical' for destructive actions such as Delete User. */
  tone?: styles.MenuItemVariants['tone'];
  /** A decorative icon before the text. */
  icon?: ReactNode;
};

export type MenuItemProps = Omit<AriakitMenuItemProps, 'children' | 'render'> & ItemOwnProps;

function ItemContent({ icon, children }: Pick<ItemOwnProps, 'icon' | 'children'>) {
  return (
    <>
      {icon && (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </>
  );
}

/** An action in a menu. Choosing it runs `onClick` and closes the menu. Disabled items stay focusable. */
export function MenuItem({ tone, icon, children, className, disabled, ...rest }: MenuItemProps) {
  return (
    <AriakitMenuItem
      {...rest}
      disabled={disabled}
      accessibleWhenDisabled={disabled || undefined}
      className={cx(styles.item({ tone }), className)}
    >
      <ItemContent icon={icon}>{children}</ItemContent>
    </AriakitMenuItem>
  );
}

export type MenuLinkItemProps = Omit<LinkComponentProps, 'children' | 'href'> &
  ItemOwnProps & {
    /** The app path it leads to. */
    to: string;
  };

/** A link in a menu (the provider's link component). Following it closes the menu. */
export function MenuLinkItem({
  tone,
  icon,
  children,
  className,
  to,
  ...linkProps
}: MenuLinkItemProps) {
  return (
    <AriakitMenuItem
      render={<ProvidedLink href={to} {...linkProps} />}
      className={cx(styles.item({ tone }), className)}
    >
      <ItemContent icon={icon}>{children}</ItemContent>
    </AriakitMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator({
  className,
}: {
  /** Extra class for the line. */
  className?: string;
}) {
  return <AriakitMenuSeparator className={cx(styles.separator, className)} />;
}
