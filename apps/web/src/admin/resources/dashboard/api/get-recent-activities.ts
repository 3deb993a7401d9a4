import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_LIMITS, type DashboardActivity } from '@trails/contracts/admin-dashboard';
import { TIMINGS } from '@trails/contracts/constants';
import { dataClient } from '../../../lib/data-client';
import { resourceKeys } from '../../../lib/use-resource';

const limit = DASHBOARD_LIMITS.activitiesDefault;

export const recentActivitiesQuery = queryOptions({
  queryKey: [...resourceKeys.all('dashboard'), 'recent-activities', limit],
  queryFn: () => dataClient.fetch<DashboardActivity[]>('dashboard', 'recent-activities', { limit }),
  refetchInterval: TIMINGS.dashboardActivityPollMs,
});

/** The latest bookings, enquiries, reviews and sign-ups, asked for again every 60 s. */
export const useRecentActivities = () => useQuery(recentActivitiesQuery);
