import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { loginPathFrom } from '../lib/return-path';

/** Layout route of the signed-in-only pages: signed-out visitors go to /login, which brings them back here. */
export function RequireAuth() {
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (!user) return <Navigate to={loginPathFrom(`${pathname}${search}${hash}`)} replace />;
  return <Outlet />;
}
