import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { RoleBadge } from '../RoleBadge/RoleBadge.tsx';
import { toRole } from '../RoleBadge/RoleBadge.utils.ts';
import { SITE_PATHS } from './navigation.ts';
import * as styles from './SiteLayout.css.ts';
import { ProvidedLink } from '../Link/LinkProvider.tsx';

export interface SiteUser {
  id: number | string;
  name: string;
  /** 'admin', 'moderator' or 'user' as the server sends it. */
  role?: string | null;
}

export interface AccountBarProps {
  siteName: string;
  user: SiteUser | null;
  onLogout: () => void;
  /** Drawn before the account links, e.g. the app's theme switch. */
  themeToggle?: ReactNode;
  /** For a logged-in user, drawn before the profile link: the notification bell. */
  notifications?: ReactNode;
  /** The current pathname, to mark the profile link when on the profile page. */
  pathname: string;
  labels: {
    account: string;
    logIn: string;
    signUp: string;
    saved: string;
    logout: string;
    profileFallback: string;
  };
}

/**
 * The spec's "navigation bar": the logo linking home and, on the other side, the
 * account. Logged in: the notification bell (when given), a profile link with the user's name (and a role badge for
 * moderators and admins) and a Logout button. Logged out: Log in and Signup.
 * A long name is cut with an ellipsis on screen (the link keeps the whole name
 * as its accessible name and title).
 */
export function AccountBar({
  siteName,
  user,
  onLogout,
  themeToggle,
  notifications,
  pathname,
  labels,
}: AccountBarProps) {
  const role = toRole(user?.role);
  const name = user?.name.trim() || labels.profileFallback;
  const onProfile = pathname.toLowerCase() === SITE_PATHS.profile.toLowerCase();
  return (
    <div className={styles.accountBar}>
      <ProvidedLink href={SITE_PATHS.home} className={styles.logo}>
        {siteName}
      </ProvidedLink>
      <div className={styles.accountActions} role="group" aria-label={labels.account}>
        {themeToggle}
        <Link to={SITE_PATHS.saved} underline="hover" className={styles.accountLink}>
          {labels.saved}
        </Link>
        {user ? (
          <>
            {notifications}
            <span className={styles.profile}>
              <ProvidedLink
                href={SITE_PATHS.profile}
                className={styles.profileLink}
                title={name}
                aria-current={onProfile ? 'page' : undefined}
              >
                <Avatar name={name} colorKey={user.id} size="small" decorative />
                <span className={styles.userName}>{name}</span>
              </ProvidedLink>
              {role !== 'user' && <RoleBadge userRole={role} className={styles.roleBadge} />}
            </span>
            <Button variant="secondary" size="small" onClick={onLogout}>
              {labels.logout}
            </Button>
          </>
        ) : (
          <>
            <Link to={SITE_PATHS.login} underline="hover" className={styles.accountLink}>
              {labels.logIn}
            </Link>
            <ButtonLink to={SITE_PATHS.signup} size="small">
              {labels.signUp}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
