import { QueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@trails/contracts';
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
