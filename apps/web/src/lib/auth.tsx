import { createContext, useContext, type ReactNode } from 'react';
import type { Envelope, User } from '@trails/contracts';
import { apiRequest } from './api-client';
import { useTokenSession, type Session } from './session';

export const currentUserKey = ['auth', 'user'] as const;

const fetchProfile = async () => (await apiRequest<Envelope<User>>('/auth/user')).data;
const logout = () => apiRequest('/auth/logout', { method: 'POST' });

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
