import type { MouseEvent, ReactNode } from 'react';
import { LoadingOverlay } from '../LoadingOverlay/LoadingOverlay.tsx';
import { cx } from '../../utils/text/cx.ts';
import type { SiteUser } from './AccountBar.tsx';
import { DEFAULT_SITE_LAYOUT_LABELS, type SiteLayoutLabels } from './labels.ts';
import type { NavSection } from './navigation.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import * as styles from './SiteLayout.css.ts';

export const MAIN_CONTENT_ID = 'main';

export interface SiteLayoutProps {
  /** The product's name: the logo text, 'Trending on …' and the footer statement. */
  siteName: string;
  /** The logged-in user, or null for a guest. */
  user: SiteUser | null;
  /** Logout was chosen; the app logs out and goes home. */
  onLogout: () => void;
  /** The header search was submitted with this (trimmed, non-empty) query; the app navigates. */
  onSearch: (query: string) => void;
  /** Replaces the plain header search form, e.g. with one that suggests as you type. */
  searchSlot?: ReactNode;
  /**
   * The app is starting: shows the 'Initializing application...' overlay over the
   * page. The page still renders (and fetches) underneath, out of reach until ready.
   */
  loading?: boolean;
  /** The app's theme switch, shown in the account bar. */
  themeToggle?: ReactNode;
  /** The notification bell, shown to a logged-in user in the account bar (e.g. NotificationBell). */
  notifications?: ReactNode;
  /** Shown above the header, e.g. the demo-data indicator. */
  banner?: ReactNode;
  /** The top items; the spec's five (MAIN_NAVIGATION) by default. */
  sections?: readonly NavSection[];
  /** Other words for the frame's texts. */
  labels?: Partial<SiteLayoutLabels>;
  /** The current page's path (the app's router location): the header marks where it is. */
  pathname: string;
  /** The page. */
  children: ReactNode;
  /** Extra class for the layout's root. */
  className?: string;
}

/**
 * The frame of every public page: a 'Skip to content' link, the optional banner,
 * the header (account bar, navigation and search, secondary bar), the page in
 * <main id="main">, the footer, and the start-up loading overlay.
 * Props only: the app passes the user, the callbacks and the slots.
 */
export function SiteLayout({
  siteName,
  user,
  onLogout,
  onSearch,
  searchSlot,
  loading = false,
  themeToggle,
  notifications,
  banner,
  sections,
  labels: labelOverrides,
  pathname,
  children,
  className,
}: SiteLayoutProps) {
  const labels = { ...DEFAULT_SITE_LAYOUT_LABELS, ...labelOverrides };

  // Focus the main area itself (it has tabIndex -1), without touching the URL,
  // which belongs to the router.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <div className={cx(styles.shell, className)} inert={loading} aria-busy={loading || undefined}>
        <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToContent}>
          {labels.skipToContent}
        </a>
        {banner}
        <SiteHeader
          siteName={siteName}
          user={user}
          onLogout={onLogout}
          onSearch={onSearch}
          searchSlot={searchSlot}
          themeToggle={themeToggle}
          notifications={notifications}
          sections={sections}
          labels={labelOverrides}
          pathname={pathname}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <div className={styles.container}>{children}</div>
        </main>
        <SiteFooter
          statement={labels.footerStatement(siteName)}
          navigationLabel={labels.footerNavigation}
        />
      </div>
      <LoadingOverlay visible={loading} label={labels.loading} />
    </>
  );
}
