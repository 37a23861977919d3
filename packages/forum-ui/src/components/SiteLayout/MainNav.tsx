import { Menu, MenuLinkItem, MenuSeparator } from '../Menu/Menu.tsx';
import { isCurrentPath, sectionForPath, type NavSection } from './navigation.ts';
import * as styles from './SiteLayout.css.ts';

export interface MainNavProps {
  sections: readonly NavSection[];
  /** The current location's pathname, to mark the current section and page. */
  pathname: string;
  /** The navigation landmark's name. */
  label: string;
}

/**
 * The header's top items on tablet and wider screens: one nav dropdown (Menu,
 * variant 'nav') per section. Hover or click opens; a click outside, Escape or
 * choosing a link closes. The dropdown's first item leads to the section's own
 * page, so each top item is one menu button (a single tab stop that opens on
 * click, as the spec asks) and its page stays reachable by keyboard and pointer.
 *
 * The section that holds the current page gets aria-current="true" on its
 * button and a bar under it; the current page's link gets aria-current="page".
 */
export function MainNav({ sections, pathname, label }: MainNavProps) {
  const current = sectionForPath(pathname, sections)?.id;

  const pageAttr = (href: string) =>
    isCurrentPath(href, pathname) ? ('page' as const) : undefined;

  return (
    <nav aria-label={label} className={styles.desktopNav}>
      <ul className={styles.navList}>
        {sections.map((section) => (
          <li key={section.id} data-section={section.id}>
            <Menu
              label={section.label}
              aria-current={section.id === current ? 'true' : undefined}
              variant="nav"
              showOnHover
              className={section.id === current ? styles.currentSection : undefined}
            >
              <MenuLinkItem to={section.href} aria-current={pageAttr(section.href)}>
                {section.overviewLabel}
              </MenuLinkItem>
              <MenuSeparator />
              {section.links.map((link) => (
                <MenuLinkItem key={link.href} to={link.href} aria-current={pageAttr(link.href)}>
                  {link.label}
                </MenuLinkItem>
              ))}
            </Menu>
          </li>
        ))}
      </ul>
    </nav>
  );
}
