import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, User } from '@trails/contracts';
import { UNAUTHORIZED_EVENT } from './api-client';
import { tokens, type TokenKind } from './storage';

export interface Session {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the stored token has been checked. */
  isLoading: boolean;
  signIn(result: AuthResult): void;
  /** Calls the server's logout (best effort), then forgets the token locally. */
  signOut(): Promise<void>;
  setUser(user: User): void;
}

/**
 * A signed-in session kept under one stored token: the profile is loaded at start, a failed
 * profile or any 401 anywhere forgets the token. Serves both the traveller and the staff session.
 */
export function useTokenSession(options: {
  kind: TokenKind;
  queryKey: readonly unknown[];
  fetchProfile: () => Promise<User>;
  logout: () => Promise<unknown>;
}): Session {
  const { kind, queryKey, fetchProfile, logout } = options;
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => tokens.get(kind));
  const profile = useQuery({ queryKey, enabled: Boolean(token), retry: false, staleTime: Infinity, queryFn: fetchProfile });

  const forget = useCallback(() => {
    tokens.clear(kind);
    setToken(null);
    queryClient.removeQueries({ queryKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is a constant per session kind
  }, [kind, queryClient]);

  useEffect(() => {
    if (profile.isError) forget();
  }, [profile.isError, forget]);

  useEffect(() => {
    window.addEventListener(UNAUTHORIZED_EVENT, forget);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, forget);
  }, [forget]);

  const signIn = useCallback(
    (result: AuthResult) => {
      tokens.set(kind, result.token);
      queryClient.setQueryData(queryKey, result.user);
      setToken(result.token);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is a constant per session kind
    [kind, queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // the token is dropped locally either way
    }
    forget();
  }, [logout, forget]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is a constant per session kind
  const setUser = useCallback((user: User) => queryClient.setQueryData(queryKey, user), [queryClient]);

  const user = token ? (profile.data ?? null) : null;
  const isLoading = Boolean(token) && profile.isPending;
  return useMemo(
    () => ({ user, isAuthenticated: Boolean(user), isLoading, signIn, signOut, setUser }),
    [user, isLoading, signIn, signOut, setUser],
  );
}
