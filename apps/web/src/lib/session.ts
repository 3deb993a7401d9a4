import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, User } from '@trails/contracts/auth';
import { UNAUTHORIZED_EVENT } from './api-client';
import { useHydrated } from './hydration';
import { resetForNewIdentity } from './query-client';
import { tokens, type TokenKind } from './storage';

export interface Session {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the stored token has been checked. */
  isLoading: boolean;
  /**
   * True once this tab has logged out, until the next sign-in: a page that needs a session then
   * leaves for the home page instead of asking to log in again.
   */
  signedOut: boolean;
  signIn(result: AuthResult): void;
  /** Calls the server's logout (best effort), then forgets the token locally. */
  signOut(): Promise<void>;
  setUser(user: User): void;
}

/**
 * A signed-in session kept under one stored token: the profile is loaded at start, a failed
 * profile or any 401 anywhere forgets the token. Serves both the traveller and the staff session.
 * Whenever the token changes hands, everything else cached in the query client is reset, so one
 * account's data (a wishlist, bookings) never shows to the next account on the same browser.
 */
export function useTokenSession(options: {
  kind: TokenKind;
  queryKey: readonly unknown[];
  fetchProfile: () => Promise<User>;
  logout: () => Promise<unknown>;
}): Session {
  const { kind, queryKey, fetchProfile, logout } = options;
  const queryClient = useQueryClient();
  const [storedToken, setToken] = useState(() => tokens.get(kind));
  // A server-rendered page was rendered signed out: so is its hydration, then the stored session shows.
  const token = useHydrated() ? storedToken : null;
  const [signedOut, setSignedOut] = useState(false);
  // The token as of the last change, read by callbacks without waiting for a render.
  const current = useRef(storedToken);
  const profile = useQuery({
    queryKey,
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    queryFn: fetchProfile,
  });

  const changeIdentity = useCallback(
    (result: AuthResult | null) => {
      const next = result?.token ?? null;
      if (next) tokens.set(kind, next);
      else tokens.clear(kind);
      const changed = current.current !== next;
      current.current = next;
      setToken(next);
      if (result) queryClient.setQueryData(queryKey, result.user);
      else queryClient.removeQueries({ queryKey });
      // A 401 while signed out changes nothing: resetting then would refetch, and could 401 again.
      if (changed) void resetForNewIdentity(queryClient, queryKey);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is a constant per session kind
    [kind, queryClient],
  );
  const forget = useCallback(() => changeIdentity(null), [changeIdentity]);

  useEffect(() => {
    if (profile.isError) forget();
  }, [profile.isError, forget]);

  useEffect(() => {
    window.addEventListener(UNAUTHORIZED_EVENT, forget);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, forget);
  }, [forget]);

  const signIn = useCallback(
    (result: AuthResult) => {
      setSignedOut(false);
      changeIdentity(result);
    },
    [changeIdentity],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // the token is dropped locally either way
    }
    // Set with the token's removal, in the same render: no page sees the session gone without it.
    setSignedOut(true);
    forget();
  }, [logout, forget]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is a constant per session kind
  const setUser = useCallback((user: User) => queryClient.setQueryData(queryKey, user), [queryClient]);

  const user = token ? (profile.data ?? null) : null;
  const isLoading = Boolean(token) && profile.isPending;
  return useMemo(
    () => ({ user, isAuthenticated: Boolean(user), isLoading, signedOut, signIn, signOut, setUser }),
    [user, isLoading, signedOut, signIn, signOut, setUser],
  );
}
