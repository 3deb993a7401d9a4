import { createContext, useContext, type ReactNode } from 'react';
import type { User } from '@trails/contracts/auth';
import { useTokenSession, type Session } from '../../lib/session';
import { dataClient } from '../lib/data-client';

const profileKey = ['admin', 'profile'] as const;
const fetchProfile = () => dataClient.fetch<User>('auth', 'profile');
const logout = () => dataClient.action<never>('auth', undefined, 'logout');

const AdminAuthContext = createContext<Session | null>(null);

/** Staff session: token under admin_token, profile loaded at start; a failed profile signs out. */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const session = useTokenSession({ kind: 'admin', queryKey: profileKey, fetchProfile, logout });
  return <AdminAuthContext.Provider value={session}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuth(): Session {
  const context = useContext(AdminAuthContext);
  if (!context) throw new Error('useAdminAuth must be used within an AdminAuthProvider');
  return context;
}
