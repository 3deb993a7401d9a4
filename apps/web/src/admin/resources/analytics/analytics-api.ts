import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BookingTrendPeriod,
  BookingTrends,
  RevenueStats,
  TripPerformance,
  TripPerformanceSort,
  UserGrowth,
  UserGrowthPeriod,
} from '@trails/contracts/admin-analytics';
import { dataClient, type AdminOperation } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';

/** The chosen range; blank ends are left to the server (the last 12 months). */
export interface DateRange {
  from: string;
  to: string;
}

type Query = Record<string, string | number | undefined>;

function useReport<T>(report: AdminOperation, query: Query) {
  return useQuery({
    queryKey: [...resourceKeys.all('analytics'), report, query],
    queryFn: () => dataClient.fetch<T>('analytics', report, query),
    // The previous range stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

const range = ({ from, to }: DateRange): Query => ({ from: from || undefined, to: to || undefined });

export const useUserGrowth = (dates: DateRange, period: UserGrowthPeriod) =>
  useReport<UserGrowth>('user-growth', { ...range(dates), period });

export const useBookingTrends = (dates: DateRange, period: BookingTrendPeriod) =>
  useReport<BookingTrends>('booking-trends', { ...range(dates), period });

export const useRevenueStats = (dates: DateRange) => useReport<RevenueStats>('revenue-stats', range(dates));

export const useTripPerformance = (
  dates: DateRange,
  options: { type: 'all' | 'tour' | 'trek'; sort: TripPerformanceSort; limit: number },
) =>
  useReport<TripPerformance>('tour-performance', {
    ...range(dates),
    ...options,
    direction: options.sort === 'title' ? 'asc' : 'desc',
  });
