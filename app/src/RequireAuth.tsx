import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { hasRequiredRole, useSession, useSessionCheck } from '@forum/api';
import { Box, Spinner, useToast } from '@forum/forum-ui/design-system';

export interface RequireAuthProps {
  /** 'admin', 'moderator', or nothing for any logged-in user (see hasRequiredRole). */
  requiredRole?: string;
  /**
   * Told to a guest on the way to /login (/ThreadForm: 'Please login to create a thread'). Not
   * told to someone whose session ends while on the page (a 401 says so itself).
   */
  guestMessage?: string;
  /** What it guards when used around a page rather than as a layout route (default: <Outlet />). */
  children?: ReactNode;
}

/** Sends a guest to /login, remembering where they were going, with a word on why. */
function ToLogin({ from, message }: { from: Location; message?: string }) {
  const toast = useToast();
  useEffect(() => {
    if (message) toast.info(message, { id: message });
  }, [message, toast]);
  return <Navigate to="/login" replace state={{ from }} />;
}

/**
 * The protected-route wrapper: a spinner while the session is being confirmed, guests to
 * /login remembering where they came from, users lacking the role to /.
 */
export function RequireAuth({ requiredRole, guestMessage, children }: RequireAuthProps) {
  const check = useSessionCheck();
  const { user, isAuthenticated } = useSession();
  const location = useLocation();
  // Signed in when the page opened: losing the session later is not 'being a guest'.
  const [openedSignedIn] = useState(isAuthenticated);
  if (check === 'checking') {
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxlarge">
        <Spinner label="Checking your session..." />
      </Box>
    );
  }
  if (!isAuthenticated) {
    return <ToLogin from={location} message={openedSignedIn ? undefined : guestMessage} />;
  }
  if (!hasRequiredRole(user, requiredRole)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
