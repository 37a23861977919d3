import { DisclosureNav } from '../DisclosureNav/DisclosureNav.tsx';
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
 * The header's top items on tablet and wider screens, as disclosure navigation: one button per
 * section revealing its links. Hover or click opens; a click outside, Escape or choosing a link
 * closes. The list's first link leads to the section's own page, so each top item is one tab
 * stop that opens on click, as the spec asks, and its page stays reachable by keyboard and
 * pointer.
 *
 * The section that holds the current page gets aria-current="true" on its button and a bar
 * under it; the current page's link gets aria-current="page".
 */
export function MainNav({ sections, pathname, label }: MainNavProps) {
  const current = sectionForPath(pathname, sections)?.id;
  return (
    <DisclosureNav
      label={label}
      className={styles.desktopNav}
      items={sections.map((section) => ({
        id: section.id,
        label: section.label,
        current: section.id === current,
        links: [
          {
            href: section.href,
            label: section.overviewLabel,
            current: isCurrentPath(section.href, pathname),
            dividerAfter: true,
          },
          ...section.links.map((link) => ({
            href: link.href,
            label: link.label,
            current: isCurrentPath(link.href, pathname),
          })),
        ],
      }))}
    />
  );
}
