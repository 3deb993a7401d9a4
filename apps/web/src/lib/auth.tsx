import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, Envelope, User } from '@trails/contracts';
import { apiRequest, UNAUTHORIZED_EVENT } from './api-client';
import { tokens } from './storage';

export const currentUserKey = ['auth', 'user'] as const;

interface AuthValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the stored token has been checked. */
  isLoading: boolean;
  signIn(result: AuthResult): void;
  signOut(): Promise<void>;
  setUser(user: User): void;
}

const AuthContext = createContext<AuthValue | null>(null);

/** The traveller's session: token under auth_token, profile checked at start, cleared on any 401. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => tokens.get('user'));

  const profile = useQuery({
    queryKey: currentUserKey,
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    queryFn: async () => (await apiRequest<Envelope<User>>('/auth/user')).data,
  });

  useEffect(() => {
    if (profile.isError) {
      tokens.clear('user');
      setToken(null);
      queryClient.removeQueries({ queryKey: currentUserKey });
    }
  }, [profile.isError, queryClient]);

  useEffect(() => {
    const onUnauthorized = () => {
      setToken(null);
      queryClient.removeQueries({ queryKey: currentUserKey });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [queryClient]);

  const signIn = useCallback(
    (result: AuthResult) => {
      tokens.set('user', result.token);
      queryClient.setQueryData(currentUserKey, result.user);
      setToken(result.token);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await apiRequest('/auth/logout', { method: 'POST' });
    } catch {
      // the token is dropped locally either way
    }
    tokens.clear('user');
    setToken(null);
    queryClient.removeQueries({ queryKey: currentUserKey });
  }, [queryClient]);

  const setUser = useCallback((user: User) => queryClient.setQueryData(currentUserKey, user), [queryClient]);

  const user = token ? (profile.data ?? null) : null;
  const value = useMemo<AuthValue>(
    () => ({
      user,
      isAuthenticated: Boolean(user),
      isLoading: Boolean(token) && profile.isPending,
      signIn,
      signOut,
      setUser,
    }),
    [user, token, profile.isPending, signIn, signOut, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
