import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevenueChart } from '@trails/contracts/admin-dashboard';
import { dataClient } from '../../../lib/data-client';
import { resourceKeys } from '../../../lib/use-resource';

export const revenueChartQuery = queryOptions({
  queryKey: [...resourceKeys.all('dashboard'), 'revenue-chart'],
  queryFn: () => dataClient.fetch<RevenueChart>('dashboard', 'revenue-chart'),
});

/** Revenue per month over the last 12 months. */
export const useRevenueChart = () => useQuery(revenueChartQuery);
