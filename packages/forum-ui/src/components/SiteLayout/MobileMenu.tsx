import { Dialog, DialogDisclosure, useDialogStore, useStoreState } from '@ariakit/react';
import { Link as RouterLink } from 'react-router-dom';
import { cx } from '../../utils/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { isCurrentPath, type NavSection } from './navigation.ts';
import * as styles from './SiteLayout.css.ts';

export interface MobileMenuProps {
  sections: readonly NavSection[];
  pathname: string;
  labels: {
    /** The panel's name. */
    menu: string;
    /** The panel's navigation landmark name. */
    navigation: string;
    openMenu: string;
    closeMenu: string;
  };
}

/**
 * Small screens only (below the tablet breakpoint): a hamburger button that opens
 * a panel listing every top item and its sub-links. The panel is a non-modal
 * Ariakit Dialog under the header, so Ariakit gives it aria-expanded and
 * aria-controls on the button, focus on the first link when it opens, and
 * Escape or a click outside to close it with focus back on the button.
 * Choosing a link closes it. Both are hidden on tablet and wider screens, where
 * the dropdowns show instead.
 */
export function MobileMenu({ sections, pathname, labels }: MobileMenuProps) {
  const store = useDialogStore();
  const open = useStoreState(store, 'open');
  const close = () => store.hide();
  const pageAttr = (href: string) =>
    isCurrentPath(href, pathname) ? ('page' as const) : undefined;

  return (
    <>
      <span className={styles.hamburger}>
        <DialogDisclosure
          store={store}
          render={
            <IconButton
              label={open ? labels.closeMenu : labels.openMenu}
              icon={open ? <CloseIcon /> : <MenuIcon />}
              variant="secondary"
            />
          }
        />
      </span>
      <Dialog
        store={store}
        modal={false}
        portal={false}
        aria-label={labels.menu}
        className={styles.mobilePanel}
      >
        <nav aria-label={labels.navigation} className={styles.container}>
          <ul className={styles.mobileSections}>
            {sections.map((section) => (
              <li key={section.id}>
                <RouterLink
                  to={section.href}
                  onClick={close}
                  aria-current={pageAttr(section.href)}
                  className={cx(styles.mobileLink, styles.mobileTopLink)}
                >
                  {section.label}
                </RouterLink>
                <ul className={styles.mobileSubLinks}>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <RouterLink
                        to={link.href}
                        onClick={close}
                        aria-current={pageAttr(link.href)}
                        className={styles.mobileLink}
                      >
                        {link.label}
                      </RouterLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      </Dialog>
    </>
  );
}
