import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '@trails/contracts/auth';
import { paths } from '../config/paths';
import { callEndpoint } from './api-client';
import { useNavigateShown } from './navigation';
import { notify } from './notify';
import { useTokenSession, type Session } from './session';

export const currentUserKey = ['auth', 'user'] as const;

const fetchProfile = async () => (await callEndpoint(authApi.user, {})).data;
const logout = () => callEndpoint(authApi.logout, {});

const AuthContext = createContext<Session | null>(null);

/** The traveller's session: token under auth_token, profile checked at start, cleared on any 401. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useTokenSession({ kind: 'user', queryKey: currentUserKey, fetchProfile, logout });
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

export function useAuth(): Session {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/**
 * Log out from anywhere: leave for the home page first (so a page that needs a session does not
 * bounce to /login), then end the session and say so.
 */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigateShown();
  const { t } = useTranslation();
  return useCallback(async () => {
    // The home page loads lazily: wait until it is shown before the session ends, so a page that
    // needs a session is gone before the session is: it cannot send the visitor to /login on its way out.
    await navigate(paths.home());
    await signOut();
    notify.success(t('auth.loggedOut'));
  }, [navigate, signOut, t]);
}
