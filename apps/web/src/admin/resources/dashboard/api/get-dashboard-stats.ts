import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@trails/contracts/admin-dashboard';
import { TIMINGS } from '@trails/contracts/constants';
import { dataClient } from '../../../lib/data-client';
import { resourceKeys } from '../../../lib/use-resource';

export const dashboardStatsQuery = queryOptions({
  queryKey: [...resourceKeys.all('dashboard'), 'stats'],
  queryFn: () => dataClient.fetch<DashboardStats>('dashboard', 'stats'),
  refetchInterval: TIMINGS.dashboardStatsPollMs,
});

/** The eight cards, asked for again every 30 s. */
export const useDashboardStats = () => useQuery(dashboardStatsQuery);
