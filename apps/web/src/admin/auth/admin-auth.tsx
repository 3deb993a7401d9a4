import { createContext, useContext, type ReactNode } from 'react';
import type { Envelope, User } from '@trails/contracts';
import { useTokenSession, type Session } from '../../lib/session';
import { adminRequest } from '../lib/admin-api';

const profileKey = ['admin', 'profile'] as const;
const fetchProfile = async () => (await adminRequest<Envelope<User>>('/auth/profile')).data;
const logout = () => adminRequest('/auth/logout', { method: 'POST' });

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
