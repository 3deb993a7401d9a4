import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, Envelope, User } from '@trails/contracts';
import { UNAUTHORIZED_EVENT } from '../../lib/api-client';
import { tokens } from '../../lib/storage';
import { adminRequest } from '../lib/admin-api';

const profileKey = ['admin', 'profile'] as const;

interface AdminAuthValue {
  admin: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  signIn(result: AuthResult): void;
  signOut(): Promise<void>;
}

const AdminAuthContext = createContext<AdminAuthValue | null>(null);

/** Staff session: token under admin_token, profile loaded at start; a failed profile signs out. */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => tokens.get('admin'));
  const profile = useQuery({
    queryKey: profileKey,
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    queryFn: async () => (await adminRequest<Envelope<User>>('/auth/profile')).data,
  });

  const forget = useCallback(() => {
    tokens.clear('admin');
    setToken(null);
    queryClient.removeQueries({ queryKey: profileKey });
  }, [queryClient]);

  useEffect(() => {
    if (profile.isError) forget();
  }, [profile.isError, forget]);

  useEffect(() => {
    window.addEventListener(UNAUTHORIZED_EVENT, forget);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, forget);
  }, [forget]);

  const signIn = useCallback(
    (result: AuthResult) => {
      tokens.set('admin', result.token);
      queryClient.setQueryData(profileKey, result.user);
      setToken(result.token);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await adminRequest('/auth/logout', { method: 'POST' });
    } catch {
      // dropped locally either way
    }
    forget();
  }, [forget]);

  const admin = token ? (profile.data ?? null) : null;
  const value = useMemo(
    () => ({ admin, isAuthenticated: Boolean(admin), isLoading: Boolean(token) && profile.isPending, signIn, signOut }),
    [admin, token, profile.isPending, signIn, signOut],
  );
  return <AdminAuthContext.Provider value={value}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuth(): AdminAuthValue {
  const context = useContext(AdminAuthContext);
  if (!context) throw new Error('useAdminAuth must be used within an AdminAuthProvider');
  return context;
}
