import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasRequiredRole, useSession, useSessionCheck } from '@forum/api';
import { Box, Spinner } from '@forum/forum-ui';

export interface RequireAuthProps {
  /** 'admin', 'moderator', or nothing for any logged-in user (see hasRequiredRole). */
  requiredRole?: string;
}

/**
 * The protected-route wrapper: a spinner while the session is being confirmed, guests to
 * /login remembering where they came from, users lacking the role to /.
 */
export function RequireAuth({ requiredRole }: RequireAuthProps) {
  const check = useSessionCheck();
  const { user, isAuthenticated } = useSession();
  const location = useLocation();
  if (check === 'checking') {
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxlarge">
        <Spinner label="Checking your session..." />
      </Box>
    );
  }
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!hasRequiredRole(user, requiredRole)) return <Navigate to="/" replace />;
  return <Outlet />;
}
