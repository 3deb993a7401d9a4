import { z } from 'zod';
import { envelope, isCalendarDate } from './common.ts';
import { SORT_DIRECTIONS } from './admin-common.ts';
import { MESSAGES } from './messages.ts';
import { endpoint } from './endpoint.ts';

/**
 * The back office's analytics: four reports over a date range (UTC calendar days, both ends
 * included). Without a range they cover the last 12 months: from the first day of the month 11
 * months back to today.
 */
export const ANALYTICS_LIMITS = {
  /** Months the default range covers, the current one included. */
  defaultMonths: 12,
  /** The longest range a report answers (days), so every series stays bounded. */
  maxRangeDays: 3660,
  /** The longest range reported per day. */
  maxDailyDays: 400,
  topDefault: 10,
  topMax: 100,
} as const;

export const ANALYTICS_MESSAGES = {
  analyticsDateInvalid: 'Please enter a date as YYYY-MM-DD',
  analyticsRangeInvalid: 'The start date must not be after the end date',
  analyticsRangeTooLong: 'The date range must not be longer than 10 years',
  analyticsDailyRangeTooLong: 'Daily figures cover at most 400 days; choose weeks or months',
  analyticsPeriodInvalid: 'Please choose one of the listed periods',
  failedToLoadAnalytics: 'Failed to load analytics',
} as const;

export const USER_GROWTH_PERIODS = ['week', 'month', 'year'] as const;
export type UserGrowthPeriod = (typeof USER_GROWTH_PERIODS)[number];
export const BOOKING_TREND_PERIODS = ['day', 'week', 'month'] as const;
export type BookingTrendPeriod = (typeof BOOKING_TREND_PERIODS)[number];

export const TRIP_PERFORMANCE_SORTS = ['revenue', 'bookings', 'passengers', 'rating', 'title'] as const;
export type TripPerformanceSort = (typeof TRIP_PERFORMANCE_SORTS)[number];
export const TRIP_PERFORMANCE_TYPES = ['all', 'tour', 'trek'] as const;

const DAY_MS = 86_400_000;
const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / DAY_MS;

const optionalDay = z
  .string({ error: ANALYTICS_MESSAGES.analyticsDateInvalid })
  .trim()
  .max(10, { error: ANALYTICS_MESSAGES.analyticsDateInvalid })
  .refine((value) => value === '' || isCalendarDate(value), { error: ANALYTICS_MESSAGES.analyticsDateInvalid })
  .optional()
  .transform((value) => (value ? value : undefined));

/** from / to, each optional; a range whose start is after its end, or too long, is refused under `from`. */
const rangeShape = { from: optionalDay, to: optionalDay };

type RangeInput = { from?: string | undefined; to?: string | undefined };
const checkRange = (value: RangeInput, ctx: z.RefinementCtx, maxDays: number = ANALYTICS_LIMITS.maxRangeDays) => {
  if (!value.from || !value.to) return;
  const days = dayNumber(value.to) - dayNumber(value.from);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_MESSAGES.analyticsRangeInvalid });
  else if (days + 1 > maxDays)
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message:
        maxDays === ANALYTICS_LIMITS.maxRangeDays
          ? ANALYTICS_MESSAGES.analyticsRangeTooLong
          : ANALYTICS_MESSAGES.analyticsDailyRangeTooLong,
    });
};

export const analyticsRangeQuery = z.object(rangeShape).superRefine((value, ctx) => checkRange(value, ctx));
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuery>;

export const userGrowthQuery = z
  .object({
    ...rangeShape,
    period: z.enum(USER_GROWTH_PERIODS, { error: ANALYTICS_MESSAGES.analyticsPeriodInvalid }).default('month'),
  })
  .superRefine((value, ctx) => checkRange(value, ctx));
export type UserGrowthQuery = z.infer<typeof userGrowthQuery>;

export const bookingTrendsQuery = z
  .object({
    ...rangeShape,
    period: z.enum(BOOKING_TREND_PERIODS, { error: ANALYTICS_MESSAGES.analyticsPeriodInvalid }).default('month'),
  })
  .superRefine((value, ctx) => checkRange(value, ctx));
export type BookingTrendsQuery = z.infer<typeof bookingTrendsQuery>;

export const tripPerformanceQuery = z
  .object({
    ...rangeShape,
    type: z.enum(TRIP_PERFORMANCE_TYPES, { error: ANALYTICS_MESSAGES.analyticsPeriodInvalid }).default('all'),
    sort: z.enum(TRIP_PERFORMANCE_SORTS, { error: MESSAGES.invalidSort }).default('revenue'),
    direction: z.enum(SORT_DIRECTIONS, { error: MESSAGES.invalidSort }).default('desc'),
    limit: z.coerce
      .number({ error: MESSAGES.invalidValue })
      .int({ error: MESSAGES.invalidValue })
      .min(1, { error: MESSAGES.invalidValue })
      .max(ANALYTICS_LIMITS.topMax, { error: MESSAGES.invalidValue })
      .default(ANALYTICS_LIMITS.topDefault),
  })
  .superRefine((value, ctx) => checkRange(value, ctx));
export type TripPerformanceQuery = z.infer<typeof tripPerformanceQuery>;

/** The range a report covers, as it was applied (defaults filled in). */
export const analyticsRange = z.object({ from: z.string(), to: z.string() });
export type AnalyticsRange = z.infer<typeof analyticsRange>;

/** New traveller accounts per period; `total_users` is the running count at the period's end. */
export const userGrowth = analyticsRange.extend({
  period: z.enum(USER_GROWTH_PERIODS),
  /** Traveller accounts opened before the range. */
  users_before: z.number().int(),
  new_users: z.number().int(),
  points: z.array(z.object({ period_start: z.string(), new_users: z.number().int(), total_users: z.number().int() })),
});
export type UserGrowth = z.infer<typeof userGrowth>;

/**
 * One tour or trek over the range: bookings made (not cancelled), their passengers and revenue,
 * cancellations, and the average rating of the approved reviews written in the range.
 */
export const tripPerformanceRow = z.object({
  type: z.enum(['tour', 'trek']),
  id: z.number().int(),
  title: z.string(),
  bookings: z.number().int(),
  cancelled: z.number().int(),
  passengers: z.number().int(),
  revenue: z.number(),
  average_rating: z.number().nullable(),
  reviews: z.number().int(),
});
export type TripPerformanceRow = z.infer<typeof tripPerformanceRow>;

export const tripPerformance = analyticsRange.extend({
  sort: z.enum(TRIP_PERFORMANCE_SORTS),
  direction: z.enum(SORT_DIRECTIONS),
  trips: z.array(tripPerformanceRow),
});
export type TripPerformance = z.infer<typeof tripPerformance>;

/**
 * Revenue over the range: bookings made in it that are not cancelled (as on the dashboard), by
 * month and by payment status; payments and refunds recorded in it (by the day paid), by method.
 */
export const revenueStats = analyticsRange.extend({
  total_revenue: z.number(),
  bookings: z.number().int(),
  average_booking_value: z.number(),
  by_month: z.array(z.object({ month: z.string(), revenue: z.number(), bookings: z.number().int() })),
  by_payment_status: z.array(z.object({ payment_status: z.string(), revenue: z.number(), bookings: z.number().int() })),
  by_payment_method: z.array(
    z.object({ method: z.string(), payments: z.number().int(), received: z.number(), refunded: z.number() }),
  ),
});
export type RevenueStats = z.infer<typeof revenueStats>;

/** Bookings made per period, by their status now. */
export const bookingTrends = analyticsRange.extend({
  period: z.enum(BOOKING_TREND_PERIODS),
  points: z.array(
    z.object({
      period_start: z.string(),
      total: z.number().int(),
      pending: z.number().int(),
      confirmed: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
});
export type BookingTrends = z.infer<typeof bookingTrends>;

const analytics = '/api/admin/analytics';

/** The four analytics reports, by the names the analytics screen asks for them. */
export const adminAnalyticsApi = {
  'user-growth': endpoint({
    method: 'GET',
    path: `${analytics}/user-growth`,
    query: userGrowthQuery,
    response: envelope(userGrowth),
  }),
  'tour-performance': endpoint({
    method: 'GET',
    path: `${analytics}/tour-performance`,
    query: tripPerformanceQuery,
    response: envelope(tripPerformance),
  }),
  'revenue-stats': endpoint({
    method: 'GET',
    path: `${analytics}/revenue-stats`,
    query: analyticsRangeQuery,
    response: envelope(revenueStats),
  }),
  'booking-trends': endpoint({
    method: 'GET',
    path: `${analytics}/booking-trends`,
    query: bookingTrendsQuery,
    response: envelope(bookingTrends),
  }),
};
