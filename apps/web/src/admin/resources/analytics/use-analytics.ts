import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANALYTICS_MESSAGES,
  type BookingTrendPeriod,
  type TripPerformanceSort,
  type UserGrowthPeriod,
} from '@trails/contracts/admin-analytics';
import { formatDate } from '../../../lib/format';
import { useBookingTrends, useRevenueStats, useTripPerformance, useUserGrowth, type DateRange } from './analytics-api';

export type TripType = 'all' | 'tour' | 'trek';
const TRIP_LIMIT = 10;
const ALL_TIME: DateRange = { from: '', to: '' };

/** From a date input: both ends blank (the default range) or a start not after the end. */
const rangeError = ({ from, to }: DateRange) =>
  from && to && from > to ? ANALYTICS_MESSAGES.analyticsRangeInvalid : null;

/** A range end as a date input's value (YYYY-MM-DD); a month names its first day. */
const asDay = (iso: string) => (iso.length === 7 ? `${iso}-01` : iso.slice(0, 10));

/**
 * The analytics screen's state and data: the date range (as typed, and the one in use once valid),
 * each report's own grouping, filter and sort, the four reports' queries, and how their periods
 * read. A new range or grouping asks the server again; the previous figures stay until it answers.
 */
export function useAnalytics() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [draft, setDraft] = useState<DateRange>(ALL_TIME);
  const [range, setRange] = useState<DateRange>(ALL_TIME);
  const [growthPeriod, setGrowthPeriod] = useState<UserGrowthPeriod>('month');
  const [trendPeriod, setTrendPeriod] = useState<BookingTrendPeriod>('month');
  const [tripType, setTripType] = useState<TripType>('all');
  const [tripSort, setTripSort] = useState<TripPerformanceSort>('revenue');

  const growth = useUserGrowth(range, growthPeriod);
  const trends = useBookingTrends(range, trendPeriod);
  const revenue = useRevenueStats(range);
  const trips = useTripPerformance(range, { type: tripType, sort: tripSort, limit: TRIP_LIMIT });

  // The inputs show the range in use: what was typed, else the server's default range.
  const applied = revenue.data;
  const shown: DateRange = {
    from: draft.from || (applied ? asDay(applied.from) : ''),
    to: draft.to || (applied ? asDay(applied.to) : ''),
  };
  /** A typed range is used as soon as it is valid; an invalid one stays typed, with its error. */
  const changeRange = (key: keyof DateRange, value: string) => {
    const next = { ...shown, [key]: value };
    setDraft(next);
    if (!rangeError(next)) setRange(next);
  };
  const resetRange = () => {
    setDraft(ALL_TIME);
    setRange(ALL_TIME);
  };

  const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
    formatDate(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`, i18n.language, { ...options, timeZone: 'UTC' });
  /** A report's period as read: a year, a month, a day, or the week that starts on a day. */
  const periodLabel = (iso: string, period: string) => {
    if (period === 'year') return iso.slice(0, 4);
    if (period === 'month') return day(iso, { month: 'short', year: 'numeric' });
    const date = day(iso, { day: 'numeric', month: 'short', year: 'numeric' });
    return period === 'week' ? t('analytics.weekOf', { date }) : date;
  };

  return {
    range: {
      shown,
      error: rangeError(draft),
      typed: Boolean(draft.from || draft.to),
      change: changeRange,
      reset: resetRange,
      /** The range the server answered for (its default when none was typed). */
      applied: applied
        ? { from: day(applied.from, { dateStyle: 'medium' }), to: day(applied.to, { dateStyle: 'medium' }) }
        : null,
    },
    growth: { query: growth, period: growthPeriod, setPeriod: setGrowthPeriod },
    trends: { query: trends, period: trendPeriod, setPeriod: setTrendPeriod },
    revenue: { query: revenue },
    trips: { query: trips, type: tripType, setType: setTripType, sort: tripSort, setSort: setTripSort },
    periodLabel,
    /** A CSV file's name part for a report's range. */
    fileRange: (data: { from: string; to: string } | undefined) => (data ? `${data.from}_${data.to}` : ''),
  };
}

export type Analytics = ReturnType<typeof useAnalytics>;
