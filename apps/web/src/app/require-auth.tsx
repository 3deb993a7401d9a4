import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';

/**
 * Signed-out visitors go to /login and come back here after signing in. Someone who has just
 * logged out goes to the home page instead, whichever runs first: this or the logout's own move.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading, signedOut } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!isAuthenticated && signedOut) return <Navigate to={paths.home()} replace />;
  if (!isAuthenticated)
    return <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/**
 * Login and register are for signed-out visitors; a signed-in one goes back to the page that sent
 * them here (the same place the login form heads for), else to the profile.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (isAuthenticated)
    return <Navigate to={(location.state as { from?: string } | null)?.from ?? paths.profile()} replace />;
  return children;
}
