import {
  Menu as AriakitMenu,
  MenuButton,
  MenuItem as AriakitMenuItem,
  MenuSeparator as AriakitMenuSeparator,
  useMenuStore,
  type MenuItemProps as AriakitMenuItemProps,
} from '@ariakit/react';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import { cx } from '../../utils/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './Menu.css.ts';

export type MenuButtonVariant = 'nav' | NonNullable<ButtonProps['variant']>;

export interface MenuProps {
  /** The button's visible text, e.g. 'Forums' or 'Actions'. */
  label: ReactNode;
  /**
   * The button's accessible name when the visible text needs context,
   * e.g. 'Actions for Jane Doe' in a table row.
   */
  'aria-label'?: string;
  /** Marks the button as holding the current page's section (header navigation). */
  'aria-current'?: 'true' | 'page' | 'location' | boolean;
  /** MenuItem, MenuLinkItem and MenuSeparator elements. */
  children: ReactNode;
  /** 'nav' for header top items; otherwise a Button variant (default 'secondary'). */
  variant?: MenuButtonVariant;
  size?: ButtonProps['size'];
  /** Also open when the pointer rests on the button (header dropdowns). Click always works. */
  showOnHover?: boolean;
  /** Where the dropdown opens relative to the button. */
  placement?: 'bottom-start' | 'bottom-end' | 'bottom';
  /** Controlled open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A menu button and its dropdown (Ariakit Menu), for header navigation and for
 * action menus. Click, Enter, Space or ArrowDown open it with focus on the first
 * item; arrows, Home and End move; Escape or a click outside closes it and
 * focus goes back to the button; choosing an item closes it. With `showOnHover`
 * it also opens on hover, and then closes when the pointer leaves, unless it
 * was clicked open.
 */
export function Menu({
  label,
  'aria-label': ariaLabel,
  'aria-current': ariaCurrent,
  children,
  variant = 'secondary',
  size,
  showOnHover = false,
  placement = 'bottom-start',
  open,
  onOpenChange,
  defaultOpen,
  disabled,
  className,
}: MenuProps) {
  /** The menu was opened by the pointer resting on the button, not by a click or key. */
  const openedByHover = useRef(false);
  /** A click on a menu that hover opened keeps it open instead of toggling it shut. */
  const keepOpenOnClick = useRef(false);
  const store = useMenuStore({
    open,
    defaultOpen,
    placement,
    // Arrow keys wrap from the last item to the first and back.
    focusLoop: true,
    setOpen(next) {
      if (!next) openedByHover.current = false;
      onOpenChange?.(next);
    },
  });

  const content = (
    <>
      {label}
      <span className={styles.chevron} aria-hidden="true">
        ▾
      </span>
    </>
  );

  return (
    <>
      <MenuButton
        store={store}
        aria-label={ariaLabel}
        aria-current={ariaCurrent}
        disabled={disabled}
        accessibleWhenDisabled
        showOnHover={
          showOnHover
            ? () => {
                if (!store.getState().open) openedByHover.current = true;
                return true;
              }
            : false
        }
        toggleOnClick={() => {
          const keep = keepOpenOnClick.current;
          keepOpenOnClick.current = false;
          return !keep;
        }}
        onMouseDown={() => {
          keepOpenOnClick.current = store.getState().open && openedByHover.current;
        }}
        onClick={() => {
          openedByHover.current = false;
        }}
        onKeyDown={() => {
          openedByHover.current = false;
        }}
        className={variant === 'nav' ? cx(styles.navButton, className) : className}
        render={
          variant === 'nav' ? undefined : (
            <Button variant={variant} size={size}>
              {content}
            </Button>
          )
        }
      >
        {variant === 'nav' ? content : undefined}
      </MenuButton>
      <AriakitMenu
        store={store}
        gutter={4}
        hideOnHoverOutside={() => openedByHover.current}
        className={styles.menu}
      >
        {children}
      </AriakitMenu>
    </>
  );
}

type ItemOwnProps = {
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

export type MenuLinkItemProps = Omit<RouterLinkProps, 'children'> & ItemOwnProps;

/** A link in a menu (react-router). Following it closes the menu. */
export function MenuLinkItem({ tone, icon, children, className, ...linkProps }: MenuLinkItemProps) {
  return (
    <AriakitMenuItem
      render={<RouterLink {...linkProps} />}
      className={cx(styles.item({ tone }), className)}
    >
      <ItemContent icon={icon}>{children}</ItemContent>
    </AriakitMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator({ className }: { className?: string }) {
  return <AriakitMenuSeparator className={cx(styles.separator, className)} />;
}
