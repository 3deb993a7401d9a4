import { QueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@trails/contracts/constants';
import { shouldRetry } from './api-client';

/** Public pages: fresh for 5 minutes, kept 5 minutes, one retry; mutations never retry. */
export function createPublicQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: TIMINGS.staleTimeMs,
        gcTime: TIMINGS.gcTimeMs,
        retry: (count, error) => shouldRetry(count, error, 1),
      },
      mutations: { retry: false },
    },
  });
}

/** Back office: no refetch on window focus, one retry, fresh for 5 minutes. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: TIMINGS.staleTimeMs,
        gcTime: TIMINGS.gcTimeMs,
        refetchOnWindowFocus: false,
        retry: (count, error) => shouldRetry(count, error, 1),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Marks a query whose request carries no token (`auth: 'none'`), so its answer is the same for
 * everyone and survives a change of account: `meta: PUBLIC_QUERY`.
 */
export const PUBLIC_QUERY = { public: true } as const;

/**
 * The signed-in identity changed (sign-in, sign-out, a token the server refused): nothing cached
 * under the previous identity may be shown to the next one. Requests carry the token by default, so
 * any answer may depend on who asked; all queries but the session's own profile and those marked
 * PUBLIC_QUERY are reset: cached data is dropped, and queries on screen fetch again as the new
 * identity (or, if they need a session, stay empty).
 */
export function resetForNewIdentity(queryClient: QueryClient, sessionKey: readonly unknown[]): Promise<void> {
  return queryClient.resetQueries({
    predicate: (query) => query.meta?.public !== true && !matchesKey(query.queryKey, sessionKey),
  });
}

function matchesKey(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}
