import type { ReactNode } from 'react';
import { cx } from '../../utils/text/cx.ts';
import { AccountBar, type SiteUser } from './AccountBar.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { DEFAULT_SITE_LAYOUT_LABELS, type SiteLayoutLabels } from './labels.ts';
import { MainNav } from './MainNav.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { MAIN_NAVIGATION, type NavSection } from './navigation.ts';
import { SecondaryBar } from './SecondaryBar.tsx';
import * as styles from './SiteLayout.css.ts';

export interface SiteHeaderProps {
  /** The forum's name, the home link at the start of the header. */
  siteName: string;
  /** The member logged in, or null for a guest (Log in and Sign up). */
  user: SiteUser | null;
  /** Called by Log out in the account menu. */
  onLogout: () => void;
  /** Called with the query when the header search is submitted. */
  onSearch: (query: string) => void;
  /** Replaces the plain search form (e.g. with one that suggests as you type). */
  searchSlot?: ReactNode;
  /** The light and dark theme switch, shown in the header. */
  themeToggle?: ReactNode;
  /** The notification bell, shown to a logged-in user in the account bar. */
  notifications?: ReactNode;
  /** The top items; the spec's five by default. */
  sections?: readonly NavSection[];
  /** The header's words (menus, account, search), to translate or reword. */
  labels?: Partial<SiteLayoutLabels>;
  /** The current page's path: its section and the profile link are marked current. */
  pathname: string;
}

/**
 * The site header (banner landmark): the account bar (logo, account), the
 * navigation row (dropdowns on wide screens, a hamburger menu on small ones,
 * and the search) and the secondary bar (Trending on …, Create Topic).
 * No Ariakit here: the first page of every visit carries this header, so its
 * disclosures are plain buttons and lists (see DisclosureNav).
 */
export function SiteHeader({
  siteName,
  user,
  onLogout,
  onSearch,
  searchSlot,
  themeToggle,
  notifications,
  sections = MAIN_NAVIGATION,
  labels: labelOverrides,
  pathname,
}: SiteHeaderProps) {
  const labels = { ...DEFAULT_SITE_LAYOUT_LABELS, ...labelOverrides };
  return (
    <header className={styles.header}>
      <div className={styles.container}>
        <AccountBar
          siteName={siteName}
          user={user}
          onLogout={onLogout}
          themeToggle={themeToggle}
          notifications={notifications}
          pathname={pathname}
          labels={labels}
        />
      </div>
      <div className={styles.navRow}>
        <div className={cx(styles.container, styles.navRowInner)}>
          <MobileMenu
            sections={sections}
            pathname={pathname}
            labels={{
              navigation: labels.mainNavigation,
              openMenu: labels.openMenu,
              closeMenu: labels.closeMenu,
            }}
          />
          <MainNav sections={sections} pathname={pathname} label={labels.mainNavigation} />
          {searchSlot ?? (
            <HeaderSearch
              onSearch={onSearch}
              labels={{
                region: labels.searchRegion,
                field: labels.search,
                placeholder: labels.searchPlaceholder,
                submit: labels.submitSearch,
              }}
            />
          )}
        </div>
      </div>
      <SecondaryBar
        trendingText={labels.trendingOn(siteName)}
        createTopicLabel={labels.createTopic}
      />
    </header>
  );
}
