import { Link } from '../Link/Link.tsx';
import { Text } from '../../primitives/Text.tsx';
import { cx } from '../../utils/text/cx.ts';
import { DataSaverSwitch } from './DataSaverSwitch.tsx';
import { FOOTER_LINKS, type NavLinkItem } from './navigation.ts';
import * as styles from './SiteLayout.css.ts';

export interface SiteFooterProps {
  /** The statement that the site hosts no files. */
  statement: string;
  /** The footer navigation's landmark name. */
  navigationLabel: string;
  /** The footer's links (About, Rules, Contact...), in order. */
  links?: readonly NavLinkItem[];
}

/**
 * The page footer: links to the rules, about, contact and statistics pages, the data saver's
 * switch (on every page, for a reader on metered data), and the no-files-hosted statement.
 */
export function SiteFooter({ statement, navigationLabel, links = FOOTER_LINKS }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={cx(styles.container, styles.footerInner)}>
        <nav aria-label={navigationLabel}>
          <ul className={styles.footerLinks}>
            {links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} underline="hover" className={styles.footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <DataSaverSwitch />
        <Text size="small" tone="muted" className={styles.footerStatement}>
          {statement}
        </Text>
      </div>
    </footer>
  );
}
