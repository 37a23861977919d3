import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss, type DismissReason } from '../../hooks/useDismiss.ts';
import { cx } from '../../utils/text/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { isCurrentPath, type NavSection } from './navigation.ts';
import * as styles from './SiteLayout.css.ts';
import { ProvidedLink } from '../Link/LinkProvider.tsx';

export interface MobileMenuProps {
  sections: readonly NavSection[];
  pathname: string;
  labels: {
    /** The panel's navigation landmark name. */
    navigation: string;
    openMenu: string;
    closeMenu: string;
  };
}

/**
 * Small screens only (below the tablet breakpoint): a hamburger button that reveals a panel
 * under the header listing every top item and its sub-links (a disclosure: the button has
 * aria-expanded and aria-controls naming the panel). Escape or a click outside closes it
 * (after Escape, focus goes back to the button); so does choosing a link. Both are hidden on
 * tablet and wider screens, where the dropdowns show instead.
 */
export function MobileMenu({ sections, pathname, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pageAttr = (href: string) =>
    isCurrentPath(href, pathname) ? ('page' as const) : undefined;

  const dismiss = useCallback((reason: DismissReason) => {
    const focusWasInside = root.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (reason === 'escape' && focusWasInside) button.current?.focus();
  }, []);
  useDismiss(open, root, dismiss);

  const choose = () => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  };

  return (
    <span ref={root} className={styles.hamburger}>
      <IconButton
        ref={button}
        label={open ? labels.closeMenu : labels.openMenu}
        icon={open ? <CloseIcon /> : <MenuIcon />}
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
      />
      <nav
        id={panelId}
        hidden={!open}
        aria-label={labels.navigation}
        className={styles.mobilePanel}
      >
        <ul className={cx(styles.container, styles.mobileSections)}>
          {sections.map((section) => (
            <li key={section.id}>
              <ProvidedLink
                href={section.href}
                onClick={choose}
                aria-current={pageAttr(section.href)}
                className={cx(styles.mobileLink, styles.mobileTopLink)}
              >
                {section.label}
              </ProvidedLink>
              <ul className={styles.mobileSubLinks}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <ProvidedLink
                      href={link.href}
                      onClick={choose}
                      aria-current={pageAttr(link.href)}
                      className={styles.mobileLink}
                    >
                      {link.label}
                    </ProvidedLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </span>
  );
}
