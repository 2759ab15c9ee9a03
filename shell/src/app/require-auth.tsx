import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../lib/auth';

/** Layout route of the signed-in-only pages: signed-out visitors go to /login. */
export function RequireAuth() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
