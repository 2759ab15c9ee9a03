import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth';
import { loginPathFrom } from '../lib/return-path';

/** Where an invite link's token waits while its visitor signs in (never in a URL a server sees). */
export const JOIN_TRIP_LINK_KEY = 'byway.joinTripLink';

/**
 * /join-trip#<token> (issue 22): an invite link to a trip. The token stays in the address's fragment,
 * which no server receives; a signed-out visitor signs in first (the token waits in this tab's session
 * storage, not in the sign-in's return address), then the trips page's 'Join with a link' reads it.
 */
export function JoinTripRedirect() {
  const { user, status } = useAuth();
  const { hash } = useLocation();
  if (hash) window.sessionStorage.setItem(JOIN_TRIP_LINK_KEY, hash);
  if (status === 'loading') return <Spinner label="Opening the invitation..." />;
  if (!user) return <Navigate to={loginPathFrom('/join-trip')} replace />;
  const waiting = hash || window.sessionStorage.getItem(JOIN_TRIP_LINK_KEY) || '';
  window.sessionStorage.removeItem(JOIN_TRIP_LINK_KEY);
  return <Navigate to={{ pathname: '/trips', hash: waiting }} replace />;
}
